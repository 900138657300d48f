// What a game's board module gives the match page (games/<id>.ts, loaded by registry.ts), typed
// by the game's own view (src/games/<id>/view.ts): a renamed view field is an error in the board
// that reads it.
import type { Catalogue, Move, Phrase } from '../answers';
import type { Marks } from './marks';

export type { Marks };

/** How the page says seats, castle sides and the game's words, with the players' names. */
export interface Names {
  seat: (n: number) => string;
  side: (n: number) => string;
  text: (words: Phrase) => string;
  /** The seat's letter (issue 30: players told apart by more than colour), drawn on its pieces. */
  letter?: (n: number) => string;
}

/** What a board is drawn with besides its view. */
export interface BoardContext {
  names: Names;
  /** The page's seat; null for a spectator. */
  you: number | null;
  /** The seats on turn in the board shown. */
  active: number[];
  /** The listed moves (none in a replay): a board that offers buttons of its own reads them. */
  moves: Move[];
}


export interface Renderer<V> {
  /** The board's own words, added to the page's. */
  strings?: Catalogue;
  /** The address of the board's stylesheet, loaded before the board is drawn. */
  stylesheet?: string;
  board: (view: V, ctx: BoardContext) => Element;
  /** The players' side of the table, under the board. */
  players?: (view: V, ctx: BoardContext) => Node | null;
  prompt: (view: V) => Phrase | null | undefined;
  help?: (view: V) => Phrase | null | undefined;
  /** The title of a group of moves (the first word of their notation), or null for the word itself. */
  groupLabel?: (key: string) => string | null;
  /** The board tokens a listed command is made of, in click order; null when the board cannot make it. */
  picks?: (command: string, view: V) => string[] | null;
  /**
   * What a screen reader calls a clickable place, in the page's language ("Kent, 2 knights of
   * Ana"); null, or no hook, leaves the element's own title or text.
   */
  placeName?: (token: string, view: V, names: Names) => string | null;
  /** From which click on the command's tokens may come in any order. */
  anyOrderFrom?: (command: string) => number | null;
  marks?: ((view: V) => Marks) | null;
  /** Marks on the drawn board what a hovered move touches (null: nothing hovered). */
  highlight?: (svg: SVGSVGElement, view: V, command: string | null) => void;
}
