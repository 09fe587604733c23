// The definition language of Variantc: one file describes one chess variant.
// This file is only its syntax. The language itself (every statement, what it means, the limits
// on its numbers, such as boards of 3 to 16 files and ranks) is described once, in README.md,
// "The definition language"; the meanings and limits are the checker's (compiler/.../check).
// A new statement: README.md, "Adding a rule family".
grammar Variant;

definition : statement* EOF ;

statement
    : variantHeader                                              # headerStatement
    | boardSize                                                  # boardStatement
    | piece                                                      # pieceStatement
    | setup                                                      # setupStatement
    | castling                                                   # castlingStatement
    | drops                                                      # dropsStatement
    | end                                                        # endStatement
    | armies                                                     # armiesStatement
    | extendsVariant                                             # extendsStatement
    | compulsoryCapture                                          # compulsoryCaptureStatement
    | noChecking                                                 # noCheckingStatement
    | shuffle                                                    # shuffleStatement
    | explosion                                                  # explosionStatement
    | petrify                                                    # petrifyStatement
    | zones                                                      # zonesStatement
    | flyingGeneral                                              # flyingGeneralStatement
    | checkedKing                                                # checkedKingStatement
    | unmovedField                                               # unmovedFieldStatement
    | handRules                                                  # handStatement
    | gating                                                     # gatingStatement
    | walling                                                    # wallingStatement
    | passing                                                    # passStatement
    | bikjang                                                    # bikjangStatement
    | dupleCheck                                                 # dupleCheckStatement
    | lastRoyal                                                  # lastRoyalStatement
    | lionTrading                                                # lionTradingStatement
    | burning                                                    # burningStatement
    | rangeJumping                                               # rangeJumpingStatement
    | royalPassage                                               # royalPassageStatement
    ;

// ---- who made it --------------------------------------------------------------------------
variantHeader : VARIANT name=text ( '{' metadataField* '}' )? ;
metadataField : key=( AUTHOR | YEAR | SOURCE | DESCRIPTION ) value=text ;

// ---- the board: "8 x 8" or "8x8"; "cylinder": the files wrap round (a and h are neighbours) --
boardSize : BOARD ( size=SIZE | files=INT X ranks=INT ) cylinder=CYLINDER? ;

// ---- pieces -------------------------------------------------------------------------------
piece      : PIECE name=pieceName id=WORD betza=text pieceFlag* ( '{' pieceItem* '}' )? ;
pieceName  : WORD | text ;
pieceFlag  : ROYAL | PAWN | VALUE INT | CHIRAL ;
pieceItem
    : MOVE betza=text ( FROM zone )? ( noEnPassant=WITHOUT EN PASSANT | givesEnPassant=WITH EN PASSANT )? ( NOT IN CHECK )? # extraMove
    | PROMOTE side=( WHITE | BLACK )? where=( ON | IN ) zone ( onCaptures=ON CAPTURES )?
          TO ( toArmies=ARMIES | promotionChoice+ ) promotionOption* # promotion
    | PROMOTE ON CAPTURES TO promotionChoice+ promotionOption*  # promotionOnCapture
    | DROP ON zone                                               # dropZone
    | DROP AT MOST limit=INT PER FILE                            # dropFileLimit
    | DROP MAY NOT MATE                                          # dropMayNotMate
    | WRITTEN PLUS id=WORD                                       # writtenPlus
    | DESCRIPTION text                                           # pieceDescription
    | CONFINED TO zone                                           # confinement
    | PROMOTE IN PLACE ON zone TO promotionChoice+ ( ANYWHERE WHEN LAST )? # promotionInPlace
    | MOVE betza=text WITHIN zone                                # moveWithin
    | MAY NOT JUMP OVER ids+=WORD+                               # hurdleLimit
    | MAY NOT CAPTURE ids+=WORD+                                 # captureLimit
    ;
promotionChoice : id=WORD ( '<' limit=INT )? ;
promotionOption : OPTIONAL | QUOTA INT ;

// ---- zones, always written from White's side ------------------------------------------------
zone     : zonePart ( ',' zonePart )* ;
zonePart
    : ( RANK | RANKS ) first=INT ( '..' last=INT )?              # rankZone
    | ( FILE | FILES ) first=WORD ( '..' last=WORD )?            # fileZone
    | ( SQUARE | SQUARES ) first=WORD '..' last=WORD             # areaZone
    | ( SQUARE | SQUARES ) WORD+                                 # squareZone
    | name=WORD                                                  # namedZone
    ;

// ---- named zones: zones { palace = squares d1..f3  home = ranks 1..5 } ----------------------
zones          : ZONES '{' zoneDefinition* '}' ;
zoneDefinition : name=WORD '=' zone ;

// ---- the royal men may not face each other on an open file (Xiangqi) -----------------------
flyingGeneral : FLYING GENERAL ;

// ---- a royal man in check may move only to capture the one man that checks it (Makpong) -----
checkedKing : CHECKED KING ONLY CAPTURES ;

// ---- the FEN's castling field names the unmoved men with first moves (Cambodian) ------------
unmovedField : UNMOVED MEN WRITTEN IN CASTLING FIELD ;
// ---- the hand's rules: captures kept out of it, a setup phase (Placement, Sittuyin) -----------
handRules : HAND '{' handRule* '}' ;
handRule
    : NO CAPTURES                                                # handNoCaptures
    | DROP BEFORE MOVING                                         # handDropFirst
    | first=WORD second=WORD ON DIFFERENT COLOURS                # handColours
    | DROPPED king=WORD rook=WORD MAY CASTLE                     # handCastling
    | TAKE OWN MEN                                               # handPickups
    ;
// ---- gating: men in hand enter where unmoved men of the zone leave (Seirawan) ----------------
gating : GATING ON zone ;
// ---- a side not in check may pass its turn (Janggi) ----------------------------------------
passing : PASS WHEN NOT IN CHECK ;

// ---- facing royal men must part, or the game ends (Janggi's bikjang) -----------------------
bikjang : BIKJANG ;
// ---- Spartan chess: a side is in check only when all its royal men are attacked ------------
dupleCheck : DUPLE CHECK ;

// ---- Sho Shogi: only a side's last royal man is royal --------------------------------------
lastRoyal : ROYAL WHEN LAST ;

// ---- Caissa Britannia: a royal man may not pass over a square the other side attacks ---------
royalPassage : ROYAL MEN MAY NOT PASS THROUGH CHECK ;

// ---- the start position -------------------------------------------------------------------
setup : SETUP board=text ( HAND hand=text )? ;

// ---- castling: explicit White moves, or the flexible "moves 1..5" form ---------------------
// "castling white { … }" / "castling black { … }": that side only, its squares as on the board.
castling : CASTLING side=( WHITE | BLACK )? '{' castlingRule* '}' ;
castlingRule
    : KING kingFrom=WORD TO kingTo=WORD WITH ROOK rookFrom=WORD TO rookTo=WORD    # fixedCastling
    | KING kingFrom=WORD WITH ROOK rookFrom=WORD MOVES first=INT ( '..' last=INT )? # flexibleCastling
    | KING TO kingTo=WORD WITH ROOK TO rookTo=WORD                                  # shuffledCastling
    ;

// ---- a shuffled first rank (Chess960): the setup's men placed anew for each game ----------
shuffle : SHUFFLE '{' shuffleRule* '}' ;
shuffleRule
    : first=WORD second=WORD ON DIFFERENT COLOURS                # differentColours
    | inner=WORD BETWEEN outer=WORD                              # between
    | PROTECT RANK rank=INT                                      # protectRank
    ;

// ---- drops --------------------------------------------------------------------------------
drops     : DROPS ( '{' dropsRule* '}' )? ;
dropsRule
    : PROMOTED ( KEEP | REVERT )                                 # promotedRule
    | PROMOTED DROPS                                             # promotedDrops
    ;

// ---- how the game ends besides checkmate --------------------------------------------------
end : END '{' endRule* '}' ;
endRule
    : STALEMATE result=( DRAWS | WINS | LOSES )                  # stalemateRule
    | DRAW AFTER INT MOVES ( RESET BY PAWN DROPS | WITHOUT article=WORD CAPTURE )? # moveRule
    | DRAW ON INT REPETITIONS                                    # repetitionRule
    | WIN WHEN id=WORD REACHES zone                              # goalRule
    | CHECKMATE result=( DRAWS | WINS | LOSES )                  # checkmateRule
    | CHECKMATE BY ids+=WORD+ ALONE result=( DRAWS | WINS | LOSES ) # mateAloneRule
    | CHECKMATE DRAWS WITHOUT CHECK BY ids+=WORD+                # mateSeriesRule
    | STALEMATE COUNTS MEN                                       # countedStalemateRule
    | result=( WIN | LOSE | DRAW ) WHEN ( NO | FEWER THAN count=INT ) ( MEN | ids+=WORD+ ) LEFT # extinctionRule
    | BARE KING result=( DRAWS | WINS | LOSES )                  # bareKingRule
    | WIN ON INT CHECKS                                          # checkCountRule
    | WIN WHEN side=( WHITE | BLACK ) id=WORD REACHES zone
          ( UNLESS follower=( WHITE | BLACK ) FOLLOWS )?         # sidedGoalRule
    | COUNTING style=WORD WITH countingRole+                    # countingRule
    | DRAW AFTER INT PASSES                                      # passRule
    | POINTS pointValue+ ( side=( WHITE | BLACK ) bonus=number )? # pointsRule
    | ( side=( WHITE | BLACK ) result=( WINS | LOSES ) | result=( WIN | LOSE ) ) ON INT REPETITIONS # repetitionLossRule
    | PERPETUAL CHECK LOSES                                      # perpetualCheckRule
    | side=( WHITE | BLACK ) WINS DRAWS                          # drawOddsRule
    | PERPETUAL CHASE LOSES ( '{' ranks+=chaseRank ( '>' ranks+=chaseRank )* '}' )? # perpetualChaseRule
    | WIN WHEN id=WORD ( manner=HOLDS | manner=SAFELY REACHES ) zone # mannerGoalRule
    ;
chaseRank : ids+=WORD+ ;
countingRole : role=( ROOK | KHON | KNIGHT | MET ) id=WORD ;
pointValue : id=WORD value=number ;
number     : INT | DECIMAL ;

// ---- a side that can capture must ---------------------------------------------------------
compulsoryCapture : CAPTURES COMPULSORY ;

// ---- army selection: each side fills the slots with one army ------------------------------
armies    : ARMIES '{' armyItem* '}' ;
armyItem
    : BASIC name=WORD betza=text                                 # armyBasic
    | AUGMENTER name=WORD betza=text                             # armyAugmenter
    | SLOT name=WORD ON zone '{' slotOption* '}'                 # armySlot
    | ARMY code=WORD ( name=text )? '=' members+=WORD+           # armyFixed
    | CONSTRAINT DISTINCT AUGMENTERS                             # distinctAugmenters
    | CONSTRAINT BASIC NOT AUGMENTER                             # basicNotAugmenter
    ;
slotOption : id=WORD ( '=' basic=WORD '+' augmenter=WORD )? ;

extendsVariant : EXTENDS path=text ( WITHOUT removed+=WORD+ )? ;

// ---- Racing Kings: no move may check the other side's royal man ----------------------------
noChecking : MOVES MAY NOT GIVE CHECK ;

// ---- captures that explode (Atomic): the victim, the capturer and the men around go ---------
explosion : EXPLOSION ( '{' explosionRule* '}' )? ;
explosionRule
    : SPARE ids+=WORD+                                           # explosionSpare
    | IMMUNE ids+=WORD+                                          # explosionImmune
    | TRUCE ids+=WORD+                                           # explosionTruce
    | CHECK IGNORED                                              # explosionCheckIgnored
    ;

// ---- capturers turned into walls (Petrified) ----------------------------------------------
petrify : PETRIFY ids+=WORD+ ;

// ---- Chu Shogi's Lion-trading rules: no distant capture of a protected Lion (unless the Lion
// took on its way a man that is not cheap), no counterstrike on a Lion by a non-Lion; or, strict,
// Sjaak II's: no capture of a protected Lion at all by a Lion, no counterstrike by any man -----
lionTrading : LION TRADING lions+=WORD+ ( CHEAP cheap+=WORD+ | strict=STRICT )? ;

// ---- Tenjiku Shogi's Fire Demon: a burner ending its move removes the enemy men beside it; a man
// ending its move beside an enemy burner (or, with 'own men too', any burner) is removed ---------------------------------------------
burning : BURNING ids+=WORD+ ( ownToo=OWN MEN TOO )? ;

// ---- Tenjiku Shogi's range-jumping generals: each id with its rank; a ranked man captures along its
// slides by jumping over any men of a lower rank ------------------------------------------------
rangeJumping : RANGEJUMP JUMPING ( ids+=WORD ranks+=INT )+ ;

// ---- a move in two parts: the man's, then the Duck's, a wall nobody owns (Duck chess) -------
walling : AFTER EACH MOVE ','? THE DUCK MOVES TO AN EMPTY SQUARE ;

// Adjacent strings are one string, so long descriptions can span lines.
text : STRING+ ;

// ---- lexer --------------------------------------------------------------------------------
VARIANT     : 'variant' ;
AUTHOR      : 'author' ;
YEAR        : 'year' ;
SOURCE      : 'source' ;
DESCRIPTION : 'description' ;
BOARD       : 'board' ;
X           : 'x' ;
PIECE       : 'piece' ;
ROYAL       : 'royal' ;
PAWN        : 'pawn' ;
VALUE       : 'value' ;
MOVE        : 'move' ;
FROM        : 'from' ;
PROMOTE     : 'promote' ;
ON          : 'on' ;
IN          : 'in' ;
AT          : 'at' ;
MOST        : 'most' ;
PER         : 'per' ;
MAY         : 'may' ;
MATE        : 'mate' ;
WRITTEN     : 'written' ;
TO          : 'to' ;
OPTIONAL    : 'optional' ;
QUOTA       : 'quota' ;
DROP        : 'drop' ;
RANK        : 'rank' ;
RANKS       : 'ranks' ;
FILE        : 'file' ;
FILES       : 'files' ;
SQUARE      : 'square' ;
SQUARES     : 'squares' ;
SETUP       : 'setup' ;
HAND        : 'hand' ;
CASTLING    : 'castling' ;
KING        : 'king' ;
WITH        : 'with' ;
ROOK        : 'rook' ;
MOVES       : 'moves' ;
DROPS       : 'drops' ;
PROMOTED    : 'promoted' ;
CHIRAL      : 'chiral' ;
KEEP        : 'keep' ;
REVERT      : 'revert' ;
END         : 'end' ;
STALEMATE   : 'stalemate' ;
DRAWS       : 'draws' ;
WINS        : 'wins' ;
LOSES       : 'loses' ;
DRAW        : 'draw' ;
AFTER       : 'after' ;
REPETITIONS : 'repetitions' ;
RESET       : 'reset' ;
BY          : 'by' ;
WIN         : 'win' ;
WHEN        : 'when' ;
REACHES     : 'reaches' ;
HOLDS       : 'holds' ;
SAFELY      : 'safely' ;
ARMIES      : 'armies' ;
SLOT        : 'slot' ;
AUGMENTER   : 'augmenter' ;
CONSTRAINT  : 'constraint' ;
BASIC       : 'basic' ;
ARMY        : 'army' ;
DISTINCT    : 'distinct' ;
AUGMENTERS  : 'augmenters' ;
NOT         : 'not' ;
EXTENDS     : 'extends' ;
CHECKMATE   : 'checkmate' ;
ALONE       : 'alone' ;
COUNTS      : 'counts' ;
MEN         : 'men' ;
LOSE        : 'lose' ;
NO          : 'no' ;
FEWER       : 'fewer' ;
THAN        : 'than' ;
LEFT        : 'left' ;
BARE        : 'bare' ;
CAPTURES    : 'captures' ;
COMPULSORY  : 'compulsory' ;
SHUFFLE     : 'shuffle' ;
DIFFERENT   : 'different' ;
COLOURS     : 'colours' | 'colors' ;
BETWEEN     : 'between' ;
PROTECT     : 'protect' ;
WITHOUT     : 'without' ;
CHECKS      : 'checks' ;
CHECK       : 'check' ;
PERPETUAL   : 'perpetual' ;
CHASE       : 'chase' ;
GIVE        : 'give' ;
WHITE       : 'white' ;
BLACK       : 'black' ;
UNLESS      : 'unless' ;
FOLLOWS     : 'follows' ;
EXPLOSION   : 'explosion' ;
SPARE       : 'spare' ;
IMMUNE      : 'immune' ;
TRUCE       : 'truce' ;
IGNORED     : 'ignored' ;
PETRIFY     : 'petrify' ;
LION        : 'lion' ;
TRADING     : 'trading' ;
CHEAP       : 'cheap' ;
STRICT      : 'strict' ;
BURNING     : 'burning' ;
OWN         : 'own' ;
TOO         : 'too' ;
RANGEJUMP   : 'range' ;
JUMPING     : 'jumping' ;
ZONES       : 'zones' ;
CONFINED    : 'confined' ;
FLYING      : 'flying' ;
EN          : 'en' ;
DUPLE       : 'duple' ;
LAST        : 'last' ;
PASSANT     : 'passant' ;
GENERAL     : 'general' ;
CHECKED     : 'checked' ;
ONLY        : 'only' ;
UNMOVED     : 'unmoved' ;
FIELD       : 'field' ;
COUNTING    : 'counting' ;
KHON        : 'khon' ;
KNIGHT      : 'knight' ;
MET         : 'met' ;
BEFORE      : 'before' ;
MOVING      : 'moving' ;
TAKE        : 'take' ;
DROPPED     : 'dropped' ;
CASTLE      : 'castle' ;
PLACE       : 'place' ;
ANYWHERE    : 'anywhere' ;
GATING      : 'gating' ;
EACH        : 'each' ;
THE         : 'the' ;
DUCK        : 'duck' ;
AN          : 'an' ;
EMPTY       : 'empty' ;
PASS        : 'pass' ;
PASSES      : 'passes' ;
BIKJANG     : 'bikjang' ;
WITHIN      : 'within' ;
JUMP        : 'jump' ;
OVER        : 'over' ;
THROUGH     : 'through' ;
POINTS      : 'points' ;
CAPTURE     : 'capture' ;
CYLINDER    : 'cylinder' ;

// "8x8" as one token, so that "x8" is not taken for a name.
SIZE   : [0-9]+ 'x' [0-9]+ ;
INT    : [0-9]+ ;
DECIMAL : [0-9]+ '.' [0-9]+ ;
WORD   : [A-Za-z_] [A-Za-z0-9_]* ;
// Escapes are checked when the AST is built, so a bad one gets a precise message.
STRING : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* '"' ;
UNTERMINATED_STRING : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* ;

COMMENT    : '#' ~[\r\n]* -> skip ;
WHITESPACE : [ \t\r\n\f]+ -> skip ;

// Literal tokens get names here so error messages can describe them.
LBRACE : '{' ;
RBRACE : '}' ;
COMMA  : ',' ;
RANGE  : '..' ;
LESS   : '<' ;
GREATER : '>' ;
EQUALS : '=' ;
PLUS   : '+' ;

// Anything else: one bad character, reported by the parser with its position.
BAD_CHARACTER : . ;
