grammar Betza;
// placeholder, replaced below
move : EOF ;
