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

const CLICKABLE = 'pickable';
const PICKED = 'picked';
const TOUCHED = 'touched';

/**
 * The tokens of a command that may be clicked next after `picked`, or null when the command does
 * not go on from `picked`: its tokens in order up to `from`, then the rest in any order, each once.
 * @param {string[]} tokens @param {string[]} picked @param {number} [from]
 */
export function nextClicks(tokens, picked, from = Infinity) {
  const fixed = Math.min(from, tokens.length);
  if (!picked.slice(0, fixed).every((p, i) => tokens[i] === p)) return null;
  const rest = tokens.slice(fixed);
  for (const p of picked.slice(fixed)) {
    const i = rest.indexOf(p);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return picked.length < fixed ? [tokens[picked.length]] : rest;
}

/**
 * @param {object} o
 * @param {(command: string) => string[] | null} o.picks the tokens of a command, or null when the board cannot make it
 * @param {(command: string) => number | null} [o.anyOrderFrom] from which token on a command's tokens may come in any order
 * @param {(command: string) => void} o.onSend sends a complete command
 * @param {(state: { picked: string[], pending: string | null, commands: string[] }) => void} o.onChange what the bar above the board shows
 */
export function createPicker({ picks, anyOrderFrom, onSend, onChange }) {
  let root = null;
  let moves = [];
  let picked = [];
  let pending = null; // a final command waiting for its confirmation
  let enabled = true;

  const tokensOf = (command) => picks(command) ?? null;
  /** What may be clicked next for a command, after what is picked so far (none when it does not go on). */
  const nextOf = (command) => {
    const tokens = tokensOf(command);
    return tokens === null ? [] : (nextClicks(tokens, picked, anyOrderFrom?.(command) ?? Infinity) ?? []);
  };
  /** The listed commands that go on from what is picked so far. */
  const candidates = () => moves.filter((m) => nextOf(m.command).length > 0);

  function elements() {
    return root ? [...root.querySelectorAll('[data-pick]')] : [];
  }

  function paint() {
    const next = new Set(enabled && pending === null ? moves.flatMap((m) => nextOf(m.command)) : []);
    for (const el of elements()) {
      const token = el.dataset.pick;
      const clickable = next.has(token);
      el.classList.toggle(CLICKABLE, clickable);
      el.classList.toggle(PICKED, picked.includes(token));
      if (clickable) {
        el.setAttribute('tabindex', '0');
        el.setAttribute('role', 'button');
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
      }
    }
    onChange({ picked: [...picked], pending, commands: candidates().map((m) => m.command) });
  }

  function choose(token) {
    if (!enabled || pending !== null) return;
    const going = moves.filter((m) => nextOf(m.command).includes(token));
    if (!going.length) return;
    picked = [...picked, token];
    // A command is complete when nothing listed goes on from it: then the click sends it. When
    // several listed commands end here (or go on), the bar above the board offers them by name.
    if (going.length === 1 && tokensOf(going[0].command).length === picked.length) return pick(going[0].command);
    paint();
  }

  /** Sends a listed command, or asks to confirm it first when it cannot be taken back. */
  function pick(command) {
    const move = moves.find((m) => m.command === command);
    picked = [];
    if (!move) return paint();
    if (move.final) pending = command;
    else onSend(command);
    paint();
  }

  function onClick(event) {
    const el = event.target.closest?.('[data-pick]');
    if (!el || !root?.contains(el) || !el.classList.contains(CLICKABLE)) return;
    event.preventDefault();
    choose(el.dataset.pick);
  }

  function onKey(event) {
    if (event.key === 'Escape') return cancel();
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const el = event.target.closest?.('[data-pick]');
    if (el && el.classList.contains(CLICKABLE)) {
      event.preventDefault();
      choose(el.dataset.pick);
    }
  }

  function cancel() {
    if (!picked.length && pending === null) return;
    picked = [];
    pending = null;
    paint();
  }

  return {
    /** After each render: the board's root element and the seat's moves ({ command, final }). */
    attach(board, listed, canAct) {
      if (root !== board) {
        root?.removeEventListener('click', onClick);
        root?.removeEventListener('keydown', onKey);
        root = board;
        root?.addEventListener('click', onClick);
        root?.addEventListener('keydown', onKey);
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
    },
    /** Asks for the confirmation of a final command chosen elsewhere (the list of moves). */
    ask(command) {
      picked = [];
      pending = command;
      paint();
    },
    /** The confirmation of a final command: send it, or drop it. */
    confirm(yes) {
      const command = pending;
      pending = null;
      if (yes && command) onSend(command);
      paint();
    },
    cancel,
    /** One of the commands the bar offers (several go on from the tokens picked so far). */
    pick,
    /** Marks what a move touches while it is hovered or focused in the list (null clears). */
    preview(command) {
      const tokens = new Set(command ? (tokensOf(command) ?? []) : []);
      for (const el of elements()) el.classList.toggle(TOUCHED, tokens.has(el.dataset.pick));
    },
    /** Whether the board can make this command by clicks. */
    canMake(command) {
      return tokensOf(command) !== null;
    },
  };
}
