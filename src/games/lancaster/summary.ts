import { listOf, seatRef, text, type Text } from '../../engine/text';
import { ALLY_CASTLE_IDS, CASTLE_SPACES, CONFLICTS, COUNTIES, EXTENSIONS, ROUNDS } from './data';
import { castleSpaceName, conflictName, countyName, countyReward, extensionEffect, extensionName, favourText, goodsText, lawText, spaceName, strengths } from './names';
import { promptText } from './prompts';
import { allyOf, forceArgs, turnOrder, type Card, type LancasterState } from './state';
import { canSeePurse } from './view';

/*
 * The board in words, a line each (emails, screen readers): everything a decision needs, named —
 * the law texts, the counties with their rewards, the conflict cards with France's strength and
 * their power points, the extension tiles with their effects — and nothing the viewer may not
 * see (AS-5: other players' gold and squires stay behind their screens).
 */

function names(items: Text[]): Text {
  return items.length === 0 ? text('la.none') : text('la.list', { items: listOf(items) });
}

function countyLine(s: LancasterState, i: number): Text {
  const c = COUNTIES[i];
  const k = s.counties[i].knight;
  const holder = k
    ? text('la.sum.countyHeld', { ...forceArgs(s, k.force), n: k.strength, squires: k.squires, total: k.strength + k.squires })
    : text('la.sum.countyEmpty');
  return text('la.sum.county', { letter: c.letter, county: countyName(i), min: c.min, reward: countyReward(i), nobles: s.counties[i].nobles, holder });
}

function cardLine(s: LancasterState, card: Card, slot: number): Text {
  const data = CONFLICTS.find((c) => c.id === card.id);
  const pp = data?.pp ?? [0, 0, 0];
  let england = 0;
  const spaces = card.spaces.map((x, i) => {
    if (!x) return text('la.sum.spaceFree', { n: i + 1 });
    england += x.knights.reduce((a, b) => a + b, 0);
    return text('la.sum.spaceHeld', { n: i + 1, ...forceArgs(s, x.force), knights: strengths(x.knights) });
  });
  return text('la.sum.conflict', {
    row: slot < 2 ? 'top' : 'bottom',
    side: slot % 2 === 0 ? 'left' : 'right',
    place: conflictName(card.id),
    france: data?.france ?? 0,
    first: pp[0],
    second: pp[1],
    third: pp[2],
    england,
    spaces: listOf(spaces),
  });
}

function playerLines(s: LancasterState, seat: number, viewer: number | null): Text[] {
  const p = s.players[seat];
  const f = s.forces[seat];
  const player = seatRef(seat);
  const purse = canSeePurse(s, seat, viewer) ? text('la.sum.purse', { gold: p.gold, squires: p.squires }) : text('la.sum.purseHidden');
  const lines = [
    text('la.sum.player', {
      player,
      pp: p.pp,
      markers: p.markers,
      purse,
      court: strengths(f.court),
      reserve: strengths(f.reserve),
      nobles: names(p.nobles.map(countyName)),
    }),
  ];
  const built = EXTENSIONS.flatMap((_, i) => (p.built[i] ? [text('la.sum.ext', { ext: extensionName(i), effect: extensionEffect(i) })] : []));
  const unbuilt = EXTENSIONS.flatMap((_, i) => (p.built[i] ? [] : [extensionName(i)]));
  const knights = f.castle.flatMap((k, space) => (k === null ? [] : [text('la.sum.castleKnight', { n: k, space: castleSpaceName(s, seat, space) })]));
  lines.push(text('la.sum.castle', { player, built: names(built), unbuilt: names(unbuilt), knights: names(knights) }));
  const step = s.castle[seat];
  if (step) {
    const open = [...step.items.map((tile) => extensionName(tile)), ...step.ally.map((id) => spaceName(id))];
    if (open.length > 0) lines.push(text('la.sum.castleOpen', { player, items: names(open) }));
  }
  const ally = allyOf(s, seat);
  if (ally !== null) {
    const a = s.forces[ally];
    const onCastle = a.castle.flatMap((k, space) => (k === null ? [] : [text('la.sum.castleKnight', { n: k, space: spaceName(ALLY_CASTLE_IDS[space]) })]));
    lines.push(text('la.sum.ally', { player, court: strengths(a.court), reserve: strengths(a.reserve), knights: names(onCastle) }));
  }
  return lines;
}

/** The board in words for `viewer` (null = spectator). */
export function summary(s: LancasterState, viewer: number | null): Text[] {
  const mine = viewer !== null && viewer >= 0 && viewer < s.seats ? viewer : null;
  const lines: Text[] = [];
  if (s.result) lines.push(text('la.sum.over', { reason: s.result.reason }));
  else lines.push(text('la.sum.status', { round: s.round, rounds: ROUNDS, phase: s.phase }), promptText(s, mine));
  lines.push(text('la.sum.start', { player: seatRef(s.startPlayer), order: listOf(turnOrder(s).map(seatRef)) }));
  lines.push(text('la.sum.lawsHead'), ...s.laws.map((id, i) => text('la.sum.law', { n: i + 1, law: lawText(id) })));
  lines.push(
    text('la.sum.proposalsHead'),
    ...s.proposals.map((p, i) => {
      let ayes = 0;
      let noes = 0;
      for (const v of p.votes ?? []) {
        if (v.yes) ayes += 1 + v.markers;
        else noes += 1 + v.markers;
      }
      return text('la.sum.proposal', { n: i + 1, law: lawText(p.law), outcome: p.outcome ?? 'open', ayes, noes });
    }),
  );
  lines.push(text('la.sum.countiesHead'), ...COUNTIES.map((_, i) => countyLine(s, i)));
  const cards = s.conflicts.flatMap((card, slot) => (card ? [cardLine(s, card, slot)] : []));
  lines.push(text('la.sum.conflictsHead', { left: s.conflictDeck.length }), ...(cards.length > 0 ? cards : [text('la.sum.noConflicts')]));
  const up = s.favour.flatMap((faceUp, i) => (faceUp ? [text('la.quoted', { x: favourText(i) })] : []));
  lines.push(up.length > 0 ? text('la.sum.favour', { tiles: listOf(up) }) : text('la.sum.favourNone'));
  const printed = CASTLE_SPACES.map((c) => goodsText(c.gold, c.squires, c.markers));
  lines.push(text('la.sum.castleSpaces', { spaces: listOf(printed) }));
  for (const seat of turnOrder(s)) lines.push(...playerLines(s, seat, mine));
  return lines;
}
