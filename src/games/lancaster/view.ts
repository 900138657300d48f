import type { GameResult } from '../../engine/types';
import { ALLY_CASTLE_IDS, CASTLE_SLOT_IDS, CONFLICTS, COUNTIES, EXTENSIONS, FAVOURS, LAWS } from './data';
import { activeSeats } from './actions';
import { describeTask } from './prompts';
import { allyOf, forceName, seatName, turnOrder, type Card, type LancasterState, type Phase, type Vote } from './state';

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
  /** Paid castle items still open in phase 3b (public, AS-6). */
  castleItems: string[] | null;
}

export interface CountyView {
  letter: string;
  name: string;
  min: number;
  reward: string;
  nobles: number;
  knight: { seat: number; ally: boolean; strength: number; squires: number } | null;
}

export interface CardView {
  id: string;
  france: number;
  pp: number[];
  spaces: ({ seat: number; ally: boolean; knights: number[] } | null)[];
}

export interface LancasterView {
  round: number;
  phase: Phase;
  allies: boolean;
  you: number | null;
  /** The pending decision in words. */
  prompt: string;
  /** LA-32: while ransoms are asked, the conflict card whose losers' knights are prisoners. */
  prisonCard: string | null;
  waitingFor: number[];
  startPlayer: number;
  turnOrder: number[];
  players: PlayerView[];
  counties: CountyView[];
  conflicts: { top: (CardView | null)[]; bottom: (CardView | null)[] };
  conflictsLeft: number;
  favour: { id: string; text: string; faceUp: boolean }[];
  laws: { id: string; text: string }[];
  proposals: { id: string; text: string; outcome: 'passed' | 'rejected' | null; votes: Vote[] | null }[];
  lawsLeft: number;
  /** The viewer's own secret choices while they are still secret. */
  yourVote: Vote | null;
  yourFirstTile: string | null;
  result: GameResult | null;
}

function castleRecord(s: LancasterState, force: number): Record<string, number | null> {
  const ids = force >= s.seats ? ALLY_CASTLE_IDS : CASTLE_SLOT_IDS;
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
    france: data?.france ?? 0,
    pp: data ? [...data.pp] : [],
    spaces: card.spaces.map((x) => (x ? { seat: x.force % s.seats, ally: x.force >= s.seats, knights: [...x.knights] } : null)),
  };
}

function lawText(id: string): string {
  return LAWS.find((l) => l.id === id)?.text ?? '';
}

/** AS-5: gold and squires show to their owner, to everyone with 2 players, and to all at the end. */
function canSeePurse(s: LancasterState, seat: number, viewer: number | null): boolean {
  return s.seats === 2 || s.result !== null || viewer === seat;
}

function prisonCardOf(s: LancasterState): string | null {
  const task = s.tasks[0];
  return task && task.t === 'ransom' && !s.result ? (s.conflicts[task.slot]?.id ?? null) : null;
}

export function view(s: LancasterState, viewer: number | null): LancasterView {
  const mine = viewer !== null && viewer >= 0 && viewer < s.seats ? viewer : null;
  return {
    round: s.round,
    phase: s.phase,
    allies: s.allies,
    you: mine,
    prompt: describeTask(s, mine),
    prisonCard: prisonCardOf(s),
    waitingFor: activeSeats(s),
    startPlayer: s.startPlayer,
    turnOrder: turnOrder(s),
    players: s.players.map((p, seat) => {
      const open = canSeePurse(s, seat, mine);
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
        castleItems: step ? [...step.items.map((i) => EXTENSIONS[i].id), ...(step.allyUpgrade ? ['ac2'] : [])] : null,
      };
    }),
    counties: COUNTIES.map((c, i) => {
      const k = s.counties[i].knight;
      return {
        letter: c.letter,
        name: c.name,
        min: c.min,
        reward: c.text,
        nobles: s.counties[i].nobles,
        knight: k ? { seat: k.force % s.seats, ally: k.force >= s.seats, strength: k.strength, squires: k.squires } : null,
      };
    }),
    conflicts: { top: [0, 1].map((i) => cardView(s, s.conflicts[i])), bottom: [2, 3].map((i) => cardView(s, s.conflicts[i])) },
    conflictsLeft: s.conflictDeck.length,
    favour: FAVOURS.map((f, i) => ({ id: f.id, text: f.text, faceUp: s.favour[i] })),
    laws: s.laws.map((id) => ({ id, text: lawText(id) })),
    proposals: s.proposals.map((p) => ({
      id: p.law,
      text: lawText(p.law),
      outcome: p.outcome,
      votes: p.votes ? p.votes.map((v) => ({ ...v })) : null,
    })),
    lawsLeft: s.lawDeck.length,
    yourVote: mine !== null && s.votes[mine] ? { ...s.votes[mine] } : null,
    yourFirstTile: mine !== null && s.setupChoice[mine] !== null ? EXTENSIONS[s.setupChoice[mine]].id : null,
    result: s.result ? { ...s.result, winners: [...s.result.winners], ...(s.result.scores ? { scores: [...s.result.scores] } : {}) } : null,
  };
}

function stackText(s: LancasterState, card: Card): string {
  const data = CONFLICTS.find((c) => c.id === card.id);
  const spaces = card.spaces.map((x, i) => `sp${i + 1} ${x ? `${forceName(s, x.force)} [${x.knights.join(' ')}]` : '-'}`);
  return `${card.id} (France ${data?.france}, PP ${data?.pp.join('/')}): ${spaces.join(', ')}`;
}

/** A few plain-text lines for an email or a screen reader. */
export function summary(s: LancasterState, viewer: number | null): string {
  const mine = viewer !== null && viewer >= 0 && viewer < s.seats ? viewer : null;
  const lines: string[] = [];
  if (s.result) lines.push(`Game over: ${s.result.reason}.`);
  else lines.push(`Round ${s.round}, ${s.phase}. Waiting for ${describeTask(s, mine)}.`);
  const proposals = s.proposals.map((p, i) => `${i + 1} ${p.law.toUpperCase()}${p.outcome ? ` (${p.outcome})` : ''}`);
  lines.push(
    `Start player: ${seatName(s.startPlayer)}. Laws: ${s.laws.map((l) => l.toUpperCase()).join(', ')}. Proposals: ${proposals.join(', ')}.`,
  );
  const counties = COUNTIES.map((c, i) => {
    const k = s.counties[i].knight;
    const held = k ? `${forceName(s, k.force)} ${k.strength}${k.squires > 0 ? `+${k.squires}` : ''}` : 'empty';
    return `${c.title} ${held}`;
  });
  lines.push(`Counties: ${counties.join('; ')}.`);
  const cards = s.conflicts.flatMap((card, slot) => (card ? [`${slot < 2 ? 'top' : 'bottom'} ${stackText(s, card)}`] : []));
  lines.push(`Conflicts: ${cards.length > 0 ? cards.join('; ') : 'none'}.`);
  for (const seat of turnOrder(s)) {
    const p = s.players[seat];
    const f = s.forces[seat];
    const purse = canSeePurse(s, seat, mine) ? `, ${p.gold} gold, ${p.squires} squires` : '';
    const nobles = p.nobles.map((c) => COUNTIES[c].letter).join('') || 'none';
    const built = EXTENSIONS.flatMap((x, i) => (p.built[i] ? [x.id] : [])).join(' ');
    const ally = allyOf(s, seat);
    const allyText = ally === null ? '' : `; ally court ${s.forces[ally].court.join(' ') || 'empty'}`;
    lines.push(
      `${seatName(seat)}: ${p.pp} PP, ${p.markers} voting markers${purse}; court ${f.court.join(' ') || 'empty'}; nobles ${nobles}; extensions ${built}${allyText}.`,
    );
  }
  return lines.join('\n');
}
