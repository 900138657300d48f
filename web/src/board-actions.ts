// Moves made on the board (DESIGN.md §8, after Rally the Troops): the board is the move list.
//
// A game's renderer gives each clickable element of its board a `data-pick` token ("colour:red",
// "territory:7", "court") and says, with `picks(command)`, which tokens a listed command is made
// of, in order ("land red 7" → ["colour:red", "territory:7"]). After every update the picker
// marks as clickable exactly the elements whose token comes next in some listed command; a click
// narrows the commands to those that go on with that token, and the click that completes a
// command sends it (a command of one token is one click). Nothing else decides what is legal: the
// tokens come from the seat's `actions`, so the page never offers what the server would refuse.
//
// Where the order of some clicks means nothing (the zones of the decoy tiles), the renderer says from
// which click on a command's tokens may come in any order (`anyOrderFrom`); before it, in order.
//
// A command the game calls `final` (it rolls dice, draws or reveals) asks for a confirmation
// first. Hovering or focusing a move in the list marks what it touches (`preview`).

import type { Move } from './answers';
import { nextClicks } from './clicks';

const CLICKABLE = 'pickable';
const PICKED = 'picked';
const TOUCHED = 'touched';
const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** What the bar above the board shows: the tokens picked, a final command to confirm, the commands that go on. */
export interface PickState {
  picked: string[];
  pending: string | null;
  commands: string[];
}

export interface PickerOptions {
  /** The tokens of a command, or null when the board cannot make it. */
  picks: (command: string) => string[] | null;
  /** From which token on a command's tokens may come in any order. */
  anyOrderFrom?: (command: string) => number | null;
  /** What a screen reader calls the place of a token, in the page's language ("Kent, 2 knights of Ana"); null: the element's own title. */
  name?: (token: string) => string | null;
  /** Sends a complete command. */
  onSend: (command: string) => void;
  onChange: (state: PickState) => void;
}

export type Picker = ReturnType<typeof createPicker>;

/** A listed move as the picker reads it. */
type Listed = Pick<Move, 'command' | 'final'>;

export function createPicker({ picks, anyOrderFrom, name, onSend, onChange }: PickerOptions) {
  let root: HTMLElement | null = null;
  let moves: Listed[] = [];
  let picked: string[] = [];
  let pending: string | null = null; // a final command waiting for its confirmation
  let enabled = true;
  let focused: string | null = null; // the token of the board place that has the focus: a board drawn afresh gives it back

  const tokensOf = (command: string): string[] | null => picks(command) ?? null;
  /** What may be clicked next for a command, after what is picked so far (none when it does not go on). */
  const nextOf = (command: string): string[] => {
    const tokens = tokensOf(command);
    return tokens === null ? [] : (nextClicks(tokens, picked, anyOrderFrom?.(command) ?? Infinity) ?? []);
  };
  /**
   * The listed commands that go on from what is picked so far, or end there: two commands made of
   * the same clicks (King David's march and sail to one area) are both offered by name in the bar.
   */
  const candidates = () =>
    moves.filter((m) => {
      const tokens = tokensOf(m.command);
      return tokens !== null && nextClicks(tokens, picked, anyOrderFrom?.(m.command) ?? Infinity) !== null;
    });

  function elements(): (HTMLElement | SVGElement)[] {
    return root ? [...root.querySelectorAll<HTMLElement | SVGElement>('[data-pick]')] : [];
  }

  function paint(): void {
    const next = new Set(enabled && pending === null ? moves.flatMap((m) => nextOf(m.command)) : []);
    for (const el of elements()) {
      const token = el.dataset.pick ?? '';
      el.classList.toggle(CLICKABLE, next.has(token));
      el.classList.toggle(PICKED, picked.includes(token));
    }
    for (const el of elements()) {
      const clickable = el.classList.contains(CLICKABLE);
      if (clickable) {
        el.setAttribute('tabindex', '0');
        // A place that holds other clickable places (a territory and its cards) is a group of them:
        // a button may hold nothing a keyboard reaches (axe's nested-interactive).
        el.setAttribute('role', el.querySelector(`.${CLICKABLE}, button, a[href], input, select, textarea`) ? 'group' : 'button');
      } else if (el.classList.contains(PICKED)) {
        // Out of the Tab order, but still focusable: the focus stays on a place just picked (Escape still reaches the board).
        el.setAttribute('tabindex', '-1');
        el.removeAttribute('role');
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
      }
      label(el, clickable ? (el.dataset.pick ?? '') : null);
    }
    // A board drawn as one image has its places read out while some are clickable (the children of an image are not).
    for (const img of root?.querySelectorAll('[role="img"], [data-was-img]') ?? []) {
      const live = img.querySelector(`.${CLICKABLE}`) !== null;
      img.setAttribute('role', live ? 'group' : 'img');
      img.toggleAttribute('data-was-img', live);
    }
    onChange({ picked: [...picked], pending, commands: candidates().map((m) => m.command) });
  }

  /** Names a clickable place for screen readers (`aria-label`), and takes the name off again after. */
  function label(el: HTMLElement | SVGElement, token: string | null): void {
    const said = token === null ? null : (name?.(token) ?? ownName(el));
    if (said) {
      el.setAttribute('aria-label', said);
      el.dataset.named = '';
    } else if (el.dataset.named !== undefined) {
      el.removeAttribute('aria-label');
      delete el.dataset.named;
    }
  }

  /**
   * The name of a place the game does not name and that has no name of its own (no tooltip, no
   * text): the tooltip of what it holds. A place drawn in SVG keeps its own <title> as its name.
   */
  function ownName(el: HTMLElement | SVGElement): string | null {
    if (el.querySelector(':scope > title') || el.getAttribute('title') || el.getAttribute('aria-label') || el.textContent?.trim()) return null;
    return (el.querySelector('title')?.textContent || el.querySelector('[title]')?.getAttribute('title'))?.trim() || null;
  }

  function choose(token: string): void {
    if (!enabled || pending !== null) return;
    const going = moves.filter((m) => nextOf(m.command).includes(token));
    if (!going.length) return;
    picked = [...picked, token];
    // A command is complete when nothing listed goes on from it: then the click sends it. When
    // several listed commands end here (or go on), the bar above the board offers them by name.
    if (going.length === 1 && tokensOf(going[0].command)?.length === picked.length) return pick(going[0].command);
    paint();
  }

  /** Sends a listed command, or asks to confirm it first when it cannot be taken back. */
  function pick(command: string): void {
    const move = moves.find((m) => m.command === command);
    picked = [];
    if (!move) return paint();
    if (move.final) pending = command;
    else sent(command);
    paint();
  }

  /**
   * Sends a complete command. Until its answer draws the board again (attach), the board offers
   * nothing: its first step's places lit up again would invite clicks that go nowhere.
   */
  function sent(command: string): void {
    enabled = false;
    onSend(command);
  }

  /** The board element with a token that an event happened in. */
  function pickedBy(event: Event): HTMLElement | SVGElement | null {
    return event.target instanceof Element ? event.target.closest<HTMLElement | SVGElement>('[data-pick]') : null;
  }

  function onClick(event: Event): void {
    const el = pickedBy(event);
    if (!el || !root?.contains(el) || !el.classList.contains(CLICKABLE)) return;
    event.preventDefault();
    choose(el.dataset.pick ?? '');
  }

  function onKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') return cancel();
    const step = ARROWS[event.key];
    if (step) return move(event, step);
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const el = pickedBy(event);
    if (el && el.classList.contains(CLICKABLE)) {
      event.preventDefault();
      choose(el.dataset.pick ?? '');
    }
  }

  /** The arrow keys go from one clickable place to the next (or back), so a long board is quick to cross. */
  function move(event: KeyboardEvent, step: number): void {
    const places = elements().filter((el) => el.classList.contains(CLICKABLE));
    const at = places.findIndex((el) => el === document.activeElement);
    if (!places.length || (at < 0 && !root?.contains(document.activeElement))) return;
    event.preventDefault();
    places[(at < 0 ? 0 : at + step + places.length) % places.length].focus();
  }

  /** A place of the board took the focus: a board drawn afresh gives it back to the same place. */
  function onFocus(event: FocusEvent): void {
    const token = pickedBy(event)?.dataset.pick;
    if (token) focused = token;
  }

  /**
   * The focus went to something else on the page: it is not given back. A place drawn afresh, or
   * one that stopped being clickable, drops the focus to the page without a focus elsewhere (and,
   * in Chromium, with a focusout whose target is still in the page), so only a focus that lands
   * outside the board counts.
   */
  function onFocusElsewhere(event: FocusEvent): void {
    if (event.target instanceof Node && !root?.contains(event.target)) focused = null;
  }
  document.addEventListener('focusin', onFocusElsewhere);

  function cancel(): void {
    if (!picked.length && pending === null) return;
    picked = [];
    pending = null;
    paint();
  }

  return {
    /** After each render: the board's root element and the seat's moves ({ command, final }). */
    attach(board: HTMLElement, listed: readonly Listed[], canAct: boolean): void {
      if (root !== board) {
        root?.removeEventListener('click', onClick);
        root?.removeEventListener('keydown', onKey);
        root?.removeEventListener('focusin', onFocus);
        root = board;
        root.addEventListener('click', onClick);
        root.addEventListener('keydown', onKey);
        root.addEventListener('focusin', onFocus);
      }
      const before = moves.map((m) => m.command).join('\n');
      moves = canAct ? listed.filter((m) => tokensOf(m.command) !== null) : [];
      enabled = canAct;
      // A new list of moves (the match moved on) starts the choice afresh.
      if (moves.map((m) => m.command).join('\n') !== before) {
        picked = [];
        pending = null;
      }
      paint();
      // A board drawn afresh (a move sent, news from the others) took the focus with it: the same
      // place gets it back, else the first place to pick, else the board.
      if (focused !== null && (document.activeElement === null || document.activeElement === document.body)) {
        const same = elements().find((el) => el.dataset.pick === focused && el.hasAttribute('tabindex'));
        const next = same ?? root.querySelector<HTMLElement | SVGElement>(`.${CLICKABLE}`);
        if (next) next.focus();
        else {
          root.tabIndex = -1;
          root.focus();
        }
      }
    },
    /** Asks for the confirmation of a final command chosen elsewhere (the list of moves). */
    ask(command: string): void {
      picked = [];
      pending = command;
      paint();
    },
    /** The confirmation of a final command: send it, or drop it. */
    confirm(yes: boolean): void {
      const command = pending;
      pending = null;
      if (yes && command) sent(command);
      paint();
    },
    cancel,
    /** One of the commands the bar offers (several go on from the tokens picked so far). */
    pick,
    /** Marks what a move touches while it is hovered or focused in the list (null clears). */
    preview(command: string | null): void {
      const tokens = new Set(command ? (tokensOf(command) ?? []) : []);
      for (const el of elements()) el.classList.toggle(TOUCHED, tokens.has(el.dataset.pick ?? ''));
    },
    /** Whether the board can make this command by clicks. */
    canMake(command: string): boolean {
      return tokensOf(command) !== null;
    },
  };
}
