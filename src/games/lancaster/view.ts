import { text, type Text } from '../../engine/text';
import type { GameResult } from '../../engine/types';
import { ALLY_CASTLE_IDS, CASTLE_SLOT_IDS, CASTLE_SPACES, CONFLICTS, COUNTIES, EXTENSIONS, FAVOURS } from './data';
import { activeSeats } from './actions';
import { conflictName, countyName, countyReward, extensionEffect, extensionName, favourText, lawText, spaceName, spaceShortName } from './names';
import { helpText, promptText } from './prompts';
import { allyOf, isAlly, turnOrder, type Card, type LancasterState, type Phase, type Task, type Vote } from './state';

export interface ForceView {
  court: number[];
  reserve: number[];
  /** Castle knight spaces by id (s1 … x6, or ac1 and ac2 for an ally): a strength or null. */
  castle: Record<string, number | null>;
}

export interface PlayerView extends ForceView {
  seat: number;
  /** AS-5: behind the screen; null for other viewers with 3–5 players until the end. */
  gold: number | null;
  squires: number | null;
  markers: number;
  pp: number;
  /** Round-table seats in order, as county letters. */
  nobles: string[];
  built: string[];
  unbuilt: string[];
  /** The ally's knights (2 players, §4). */
  ally: ForceView | null;
  /** Castle items still open in phase 3b (public, AS-6): paid tiles, and the ally's spaces (AL-12). */
  castleItems: string[] | null;
  /** Whose knight the player is choosing to upgrade in the castle step: by X2, or by the ally's AC2. */
  castleUpgrading: 'x2' | 'ac2' | null;
}

export interface CountyView {
  letter: string;
  /** The county's word in commands ("stafford"). */
  name: string;
  title: Text;
  min: number;
  reward: Text;
  nobles: number;
  knight: { seat: number; ally: boolean; strength: number; squires: number } | null;
}

export interface CardView {
  id: string;
  name: Text;
  france: number;
  pp: number[];
  spaces: ({ seat: number; ally: boolean; knights: number[] } | null)[];
}

/** The decision the game waits for, as data (public: the same for every viewer). */
export interface StepView {
  kind: Task['t'];
  /** The seat deciding, for a single seat's step. */
  seat: number | null;
  /** The decision is about the seat's ally's knight (2 players). */
  ally: boolean;
  county: string | null;
  card: string | null;
  law: string | null;
  proposal: number | null;
}

export interface LancasterView {
  round: number;
  phase: Phase;
  allies: boolean;
  you: number | null;
  /** The pending decision, and why it is asked. */
  prompt: Text;
  /** What the viewer can do now. */
  help: Text;
  /** After the viewer's own sealed choice (AS-4, AS-9): that the others are still choosing. */
  waiting: Text | null;
  step: StepView | null;
  /** LA-32: while ransoms are asked, the conflict card whose losers' knights are prisoners. */
  prisonCard: string | null;
  waitingFor: number[];
  startPlayer: number;
  turnOrder: number[];
  players: PlayerView[];
  counties: CountyView[];
  conflicts: { top: (CardView | null)[]; bottom: (CardView | null)[] };
  conflictsLeft: number;
  favour: { id: string; text: Text; faceUp: boolean }[];
  laws: { id: string; text: Text }[];
  proposals: { id: string; text: Text; outcome: 'passed' | 'rejected' | null; votes: Vote[] | null }[];
  lawsLeft: number;
  /** The six extension tiles (the same for everyone) and the castle spaces, in words. */
  extensions: { id: string; name: Text; effect: Text }[];
  /** The printed and ally castle spaces: in a sentence, and short for the space itself. */
  castleSpaces: { id: string; text: Text; short: Text }[];
  /** The viewer's own secret choices while they are still secret. */
  yourVote: Vote | null;
  yourFirstTile: string | null;
  result: GameResult | null;
}

function castleRecord(s: LancasterState, force: number): Record<string, number | null> {
  const ids = isAlly(s, force) ? ALLY_CASTLE_IDS : CASTLE_SLOT_IDS;
  return Object.fromEntries(ids.map((id, i) => [id, s.forces[force].castle[i]]));
}

function forceView(s: LancasterState, force: number): ForceView {
  const f = s.forces[force];
  return { court: [...f.court], reserve: [...f.reserve], castle: castleRecord(s, force) };
}

function cardView(s: LancasterState, card: Card | null): CardView | null {
  if (!card) return null;
  const data = CONFLICTS.find((c) => c.id === card.id);
  return {
    id: card.id,
    name: conflictName(card.id),
    france: data?.france ?? 0,
    pp: data ? [...data.pp] : [],
    spaces: card.spaces.map((x) => (x ? { seat: x.force % s.seats, ally: isAlly(s, x.force), knights: [...x.knights] } : null)),
  };
}

/** AS-5: gold and squires show to their owner, to everyone with 2 players, and to all at the end. */
export function canSeePurse(s: LancasterState, seat: number, viewer: number | null): boolean {
  return s.seats === 2 || s.result !== null || viewer === seat;
}

function prisonCardOf(s: LancasterState): string | null {
  const task = s.tasks[0];
  return task && task.t === 'ransom' && !s.result ? (s.conflicts[task.slot]?.id ?? null) : null;
}

function stepView(s: LancasterState): StepView | null {
  const task = s.tasks[0];
  if (!task || s.result) return null;
  const out: StepView = { kind: task.t, seat: null, ally: false, county: null, card: null, law: null, proposal: null };
  if ('seat' in task) out.seat = task.seat;
  if ('force' in task) out.ally = isAlly(s, task.force);
  if ('county' in task) out.county = COUNTIES[task.county].name;
  if (task.t === 'ransom') out.card = s.conflicts[task.slot]?.id ?? null;
  if (task.t === 'exchange') out.law = task.law;
  if (task.t === 'vote') out.proposal = task.proposal;
  return out;
}

function playerView(s: LancasterState, seat: number, viewer: number | null): PlayerView {
  const p = s.players[seat];
  const open = canSeePurse(s, seat, viewer);
  const ally = allyOf(s, seat);
  const step = s.castle[seat];
  return {
    seat,
    ...forceView(s, seat),
    gold: open ? p.gold : null,
    squires: open ? p.squires : null,
    markers: p.markers,
    pp: p.pp,
    nobles: p.nobles.map((c) => COUNTIES[c].letter),
    built: EXTENSIONS.flatMap((x, i) => (p.built[i] ? [x.id] : [])),
    unbuilt: EXTENSIONS.flatMap((x, i) => (p.built[i] ? [] : [x.id])),
    ally: ally === null ? null : forceView(s, ally),
    castleItems: step ? [...step.items.map((i) => EXTENSIONS[i].id), ...step.ally] : null,
    castleUpgrading: step?.upgrading ?? null,
  };
}

/** Whether the viewer has made its sealed choice and waits for the others (AS-4, AS-9). */
function sealed(s: LancasterState, viewer: number | null): boolean {
  const task = s.tasks[0];
  if (viewer === null || !task || s.result) return false;
  return (task.t === 'setup' && s.setupChoice[viewer] !== null) || (task.t === 'vote' && s.votes[viewer] !== null);
}

export function view(s: LancasterState, viewer: number | null): LancasterView {
  const mine = viewer !== null && viewer >= 0 && viewer < s.seats ? viewer : null;
  return {
    round: s.round,
    phase: s.phase,
    allies: s.allies,
    you: mine,
    prompt: promptText(s, mine),
    help: helpText(s, mine),
    waiting: sealed(s, mine) ? promptText(s, mine) : null,
    step: stepView(s),
    prisonCard: prisonCardOf(s),
    waitingFor: activeSeats(s),
    startPlayer: s.startPlayer,
    turnOrder: turnOrder(s),
    players: s.players.map((_, seat) => playerView(s, seat, mine)),
    counties: COUNTIES.map((c, i) => {
      const k = s.counties[i].knight;
      return {
        letter: c.letter,
        name: c.name,
        title: countyName(i),
        min: c.min,
        reward: countyReward(i),
        nobles: s.counties[i].nobles,
        knight: k ? { seat: k.force % s.seats, ally: isAlly(s, k.force), strength: k.strength, squires: k.squires } : null,
      };
    }),
    conflicts: { top: [0, 1].map((i) => cardView(s, s.conflicts[i])), bottom: [2, 3].map((i) => cardView(s, s.conflicts[i])) },
    conflictsLeft: s.conflictDeck.length,
    favour: FAVOURS.map((f, i) => ({ id: f.id, text: favourText(i), faceUp: s.favour[i] })),
    laws: s.laws.map((id) => ({ id, text: lawText(id) })),
    proposals: s.proposals.map((p) => ({ id: p.law, text: lawText(p.law), outcome: p.outcome, votes: p.votes ? p.votes.map((v) => ({ ...v })) : null })),
    lawsLeft: s.lawDeck.length,
    extensions: EXTENSIONS.map((x, i) => ({ id: x.id, name: extensionName(i), effect: extensionEffect(i) })),
    castleSpaces: [...CASTLE_SPACES.map((c) => c.id), ...ALLY_CASTLE_IDS].map((id) => ({ id, text: spaceName(id), short: spaceShortName(id) })),
    yourVote: mine !== null && s.votes[mine] ? { ...s.votes[mine] } : null,
    yourFirstTile: mine !== null && s.setupChoice[mine] !== null ? EXTENSIONS[s.setupChoice[mine]].id : null,
    result: s.result ? { ...s.result, winners: [...s.result.winners], ...(s.result.scores ? { scores: [...s.result.scores] } : {}) } : null,
  };
}
