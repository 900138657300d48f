import { listOf, seatRef, text, type Phrase, type Text } from '../../engine/text';
import { PRINCE_TYPES } from './data';
import { provisional } from './confrontation';
import { cardList, territoryName, theCard, wantList } from './names';
import { preparingSeat } from './preparation';
import { prompt } from './prompt';
import { drawTarget, handSize } from './table';
import { turnOrder, type PMState, type Territory } from './state';

/*
 * The board in words, a line each, for emails and screen readers: everything a decision needs,
 * nothing the viewer may not see.
 */

function territoryText(s: PMState, t: Territory, mine: boolean): Text {
  const up = t.cards.filter((c) => c.up).map((c) => c.id);
  const tired = up.filter((id) => s.exhausted.includes(id));
  const down = t.cards.filter((c) => !c.up).map((c) => c.id);
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  return text('pm.sum.territory', {
    name: territoryName(t.id),
    any: yes(!t.stable || up.length > 0 || down.length > 0),
    sepA: yes(!t.stable && (up.length > 0 || down.length > 0)),
    sepB: yes(up.length > 0 && down.length > 0),
    stable: t.stable ? 'yes' : 'no',
    up: cardList(up),
    nUp: up.length,
    tired: tired.length > 0 ? cardList(tired) : text('pm.noCards'),
    nTired: tired.length,
    down: down.length,
    hidden: mine ? cardList(down) : text('pm.noCards'),
    mine: mine && down.length > 0 ? 'yes' : 'no',
  });
}

export function summary(s: PMState, viewer: number | null): Phrase[] {
  const you = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < s.seats ? viewer : null;
  const lines: Phrase[] = [];
  if (s.result) lines.push(s.result.reason);
  else {
    const rounds = s.length.mode === 'rounds' ? s.length.rounds : 0;
    lines.push(text('pm.sum.round', { round: s.round, rounds, phase: s.phase, last: s.lastRound ? 'yes' : 'no' }));
    lines.push(prompt(s, you));
  }
  lines.push(text('pm.sum.order', { players: listOf(turnOrder(s).map(seatRef)), starter: seatRef(s.starter) }));
  const drafting = you !== null && preparingSeat(s) === you ? s.preparation : null;
  for (let seat = 0; seat < s.seats; seat++) {
    const row = drafting && seat === you ? drafting.row : s.rows[seat];
    lines.push(
      text('pm.sum.player', {
        player: seatRef(seat),
        type: PRINCE_TYPES[s.princes[seat]],
        cards: s.hands[seat].length,
        hs: handSize(s, seat),
        dt: drawTarget(s, seat),
        n: row.length,
        territories: row.length > 0 ? listOf(row.map((t) => territoryText(s, t, seat === you))) : text('pm.none'),
      }),
    );
  }
  if (s.independents.length > 0) lines.push(text('pm.sum.independents', { territories: listOf(s.independents.map((t) => territoryText(s, t, false))) }));
  lines.push(text('pm.sum.piles', { deck: s.deck.length, discard: cardList(s.discard), n: s.discard.length }));
  if (you !== null) lines.push(text('pm.sum.hand', { cards: cardList(drafting ? drafting.hand : s.hands[you]) }));
  for (const o of s.negotiation?.offers ?? []) {
    if (o.from !== you && o.to !== you) continue;
    lines.push(text('pm.sum.offer', { from: seatRef(o.from), to: seatRef(o.to), id: o.id, give: cardList(o.give), want: wantList(o.want) }));
  }
  const c = s.actions?.conflict;
  if (c) {
    lines.push(
      text('pm.sum.confrontation', {
        kind: c.kind,
        attacker: seatRef(c.attacker),
        target: territoryName(c.target),
        origin: territoryName(c.origin),
        commander: theCard(c.commander),
        cards: cardList(c.cards),
        a: c.strength,
        d: c.defence,
        outcome: provisional(c),
      }),
    );
  }
  return lines;
}
