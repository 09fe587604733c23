/*
 * Betza notation, the XBetza dialect Variantc accepts (see the README's "Betza notation").
 *
 * A move is a sequence of components; each component is a run of lower-case modifiers (with
 * 'a' separating the legs of a multi-leg move) followed by an atom and an optional range.
 * The grammar is deliberately permissive about which letters appear where: the meaning, and
 * every error about an unsupported or misplaced letter, comes from compiler/betza, which can
 * then point at the exact character.
 */
grammar Betza;

move      : component* EOF ;

component : modifier* atom range? ;

modifier  : MODIFIER      # directionOrMode
          | LEG           # legSeparator
          ;

atom      : DOUBLED                               # rider
          | LETTER                                # letter
          | '(' INT ',' INT ')'                   # vectorLeap
          ;

range     : INT ;

// A doubled leaper letter is a rider of unlimited range (NN, the Nightrider).
DOUBLED   : 'WW' | 'FF' | 'DD' | 'NN' | 'AA' | 'HH' | 'CC' | 'ZZ' | 'GG' | 'LL' | 'JJ' ;
LETTER    : [A-Z] ;
LEG       : 'a' ;
MODIFIER  : [b-z] ;
INT       : [0-9]+ ;
SPACE     : [ \t]+ -> skip ;
UNKNOWN   : . ;   // anything else: reported by compiler/betza with its offset
