import type { SeatBot } from '../../../engine/bots';
import { cardOfWord, isArmy, isLeader } from '../data';
import type { PMView, TerritoryView } from '../view';

/*
 * The easy bot: random legal play that always moves the game on. Every step it takes is one that
 * cannot be taken back by a later step of its own, so no step can loop:
 *  - Draw: it marks the mandatory discards (and now and then one more), never unmarks, then draws.
 *  - Negotiation: it answers each offer it receives (accept or decline at random), seldom builds an
 *    offer of its own (adding to it, never removing, then sending), and otherwise says "done"; it
 *    never takes "done" back, never withdraws an offer and never touches the standing settings.
 *  - Preparation: it places cards (never an army that would break PM-13) and territory cards and
 *    ends after a few; it never resets, and withdraws only an army from a territory breaking PM-13,
 *    which its own placements never leave.
 *  - Actions: a random action now and then, an attack's armies only ever added, never cancelled.
 *  - Windows: any listed answer.
 * There is no undo in this game (A-2: a submission is final).
 */

/** The chance that an idle negotiating seat builds an offer rather than saying "done". */
const OFFER_CHANCE = 0.15;
/** The chance, per step, of one more voluntary discard once the mandatory ones are marked. */
const EXTRA_DISCARD = 0.15;

function pick<T>(options: readonly T[], random: () => number): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))];
}

function verbs(actions: readonly string[], ...wanted: string[]): string[] {
  return actions.filter((c) => wanted.includes(c.split(' ', 1)[0]));
}

/** The first of `commands` that is listed, else the first listed command. */
function firstListed(actions: readonly string[], ...commands: string[]): string {
  return commands.find((c) => actions.includes(c)) ?? actions[0];
}

function draw(view: PMView, actions: readonly string[], random: () => number): string {
  const d = view.draw;
  const discards = verbs(actions, 'discard');
  if (d && d.marks.length < d.mustDiscard && discards.length > 0) return pick(discards, random);
  if (discards.length > 0 && random() < EXTRA_DISCARD) return pick(discards, random);
  return firstListed(actions, 'draw');
}

function negotiate(view: PMView, seat: number, actions: readonly string[], random: () => number): string {
  const n = view.negotiation;
  if (n?.draft) {
    const send = actions.includes('send');
    const grow = verbs(actions, 'give', 'want');
    if (grow.length === 0 || (send && random() < 0.6)) return firstListed(actions, 'send', 'cancel');
    return pick(grow, random);
  }
  if (n?.accepting) {
    const picks = verbs(actions, 'pick');
    return picks.length > 0 ? pick(picks, random) : firstListed(actions, 'back');
  }
  // Offers received: each gets an answer, accepted or declined at random.
  const answers = verbs(actions, 'accept', 'decline');
  if (answers.length > 0) return pick(answers, random);
  const pending = new Set((n?.offers ?? []).filter((o) => o.from === seat).map((o) => `offer ${o.to + 1}`));
  const offers = verbs(actions, 'offer').filter((c) => !pending.has(c));
  if (offers.length > 0 && random() < OFFER_CHANCE) return pick(offers, random);
  return firstListed(actions, 'done');
}

/** The cards on one of the seat's own territories (it sees its face-down ones). */
function stackOf(row: readonly TerritoryView[], territory: string | null): string[] | null {
  const t = row.find((x) => x.id === territory);
  return t ? [...t.up.map((c) => c.id), ...(t.hidden ?? [])] : null;
}

/** PM-13: whether a card from hand may go on one of the seat's territories and keep the submission valid. */
function keepsStacking(row: readonly TerritoryView[], command: string): boolean {
  const [, word, where] = command.split(' ');
  const card = cardOfWord(word);
  if (!card || !isArmy(card)) return true;
  const cards = stackOf(row, cardOfWord(where));
  return cards !== null && (cards.some(isLeader) || cards.filter(isArmy).length === 0);
}

/** An army lying on a territory that breaks PM-13 (two or more armies, no leader). */
function breaksStacking(row: readonly TerritoryView[], command: string): boolean {
  const card = cardOfWord(command.split(' ')[1]) ?? '';
  const t = row.find((x) => x.hidden?.includes(card) || x.up.some((c) => c.id === card));
  const cards = stackOf(row, t?.id ?? null) ?? [];
  return isArmy(card) && !cards.some(isLeader) && cards.filter(isArmy).length >= 2;
}

function prepare(row: readonly TerritoryView[], actions: readonly string[], random: () => number): string {
  const moves = [...verbs(actions, 'territory'), ...verbs(actions, 'place').filter((c) => keepsStacking(row, c))];
  if (!actions.includes('end')) {
    // Only a broken stacking rule keeps `end` away: take an army back off the broken territory.
    const repairs = verbs(actions, 'withdraw').filter((c) => breaksStacking(row, c));
    return repairs.length > 0 ? pick(repairs, random) : firstListed(actions, 'reset');
  }
  if (moves.length === 0 || random() < 0.35) return 'end';
  return pick(moves, random);
}

function actionTurn(view: PMView, actions: readonly string[], random: () => number): string {
  if (view.attack) {
    const adds = verbs(actions, 'add');
    if (actions.includes('declare') && (adds.length === 0 || random() < 0.6)) return 'declare';
    return adds.length > 0 ? pick(adds, random) : firstListed(actions, 'declare', 'cancel');
  }
  const moves = actions.filter((c) => c !== 'end');
  if (moves.length === 0 || random() < 0.3) return firstListed(actions, 'end');
  return pick(moves, random);
}

export const easyBot: SeatBot<PMView> = ({ seat, view, actions }, random) => {
  if (actions.length <= 1) return actions[0] ?? '';
  if (view.confrontation) return pick(actions, random);
  switch (view.phase) {
    case 'draw':
      return draw(view, actions, random);
    case 'negotiation':
      return negotiate(view, seat, actions, random);
    case 'preparation':
      return prepare(view.players[seat].row, actions, random);
    default:
      return actionTurn(view, actions, random);
  }
};
