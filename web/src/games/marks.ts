// What each board token shows now, as a short signature ({ "territory:7": "red2,castle" }): the
// page marks the tokens whose signature changed (changes.ts). No DOM here: each game's tokens
// module, which the engine tests import, returns its marks in this type.
export type Marks = Record<string, string>;
