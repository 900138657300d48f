import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import { randomFrom } from '../../../src/engine/rng';
import type { LogLine } from '../../../src/engine/types';
import { canSee } from '../../../src/engine/visibility';
import { randomBot, timeoutMove } from '../../../src/games/king-david/bot';
import { markerKind } from '../../../src/games/king-david/data/tables';
import type { PlayerCountry } from '../../../src/games/king-david/data/counters';
import type { KdState } from '../../../src/games/king-david/state';
import type { KdView } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { actionPhase, game, go, position, seatOf } from './helpers';

/**
 * A-2 twins: two matches with the same seed that differ only in one seat's hidden stack contents,
 * hand or sealed bid give every other seat and a spectator the same views, summaries, lists of
 * commands and readable log lines, until the secret is revealed.
 */

function seen(s: KdState, log: LogLine[], viewer: number | null) {
  return {
    view: JSON.stringify(game.view(s, viewer)),
    summary: game.summary(s, viewer).map(english),
    log: log.filter((l) => canSee(l, viewer)).map((l) => english(l.text)),
    active: game.active(s),
    actions: viewer === null ? [] : game.actions(s, viewer),
  };
}

function expectSameForOthers(a: KdState, b: KdState, la: LogLine[], lb: LogLine[], secretSeat: number, where: string): void {
  for (const viewer of [null, ...Array.from({ length: a.seats }, (_, i) => i)]) {
    // the seat itself and its formal allies may see the stack.
    if (viewer === secretSeat || a.alliances.some((x) => (x.a === viewer && x.b === secretSeat) || (x.b === viewer && x.a === secretSeat))) continue;
    expect(seen(b, lb, viewer), `${where}, seen by ${viewer}`).toEqual(seen(a, la, viewer));
  }
}

/**
 * Plays both twins step by step, the secret seat by its timeout moves and the others by the bot,
 * comparing after each step until `revealed` says this step showed the secret.
 */
function playTwins(a: KdState, b: KdState, secretSeat: number, steps: number, revealed: (before: KdState, log: LogLine[]) => boolean): number {
  const random = randomFrom('twins');
  let n = 0;
  for (; n < steps && !game.result(a); n++) {
    const ready = game.active(a).filter((x) => game.actions(a, x).length > 0);
    const seat = ready[Math.floor(random() * ready.length)];
    const command = seat === secretSeat ? timeoutMove(a, seat) : randomBot(a, seat, random);
    const ra = play(game, a, seat, command);
    const rb = play(game, b, seat, command);
    if (!ra.ok || !rb.ok) throw new Error(`step ${n}: "${command}" by ${seat} refused in a twin`);
    if (revealed(a, ra.value.log)) break;
    a = ra.value.state;
    b = rb.value.state;
    expectSameForOthers(a, b, ra.value.log, rb.value.log, secretSeat, `step ${n} (${command})`);
    expect(rb.value.secret ?? false).toBe(ra.value.secret ?? false);
  }
  return n;
}

/** A real game played to the first Action phase of turn 1, both twins alike so far. */
function afterSetup(seed: string, seats: number): KdState {
  let s = game.setup({ seats, seed });
  const random = randomFrom(`setup:${seed}`);
  while (s.turn === 0 || s.stack.some((f) => f.k === 'setup' || f.k === 'countries')) {
    const seat = game.active(s).find((x) => game.actions(s, x).length > 0) as number;
    s = go(s, seat, randomBot(s, seat, random)).state;
  }
  return s;
}

describe('A-2 twin matches', () => {
  it('A-2: a seat’s hidden stack contents (a phalanx 4/3 instead of a phalanx 3/2 in the same place) reach no other seat and no spectator', () => {
    const a = afterSetup('twins-stack-2', 3);
    const J = seatOf(a, 'JUD');
    const b = structuredClone(a);
    const phalanxes = Object.keys(a.armies).filter((id) => id.startsWith('JUD-P'));
    const swapped = phalanxes.find((id) => a.armies[id].at !== null && phalanxes.some((x) => a.armies[x].at === null && x.slice(0, 7) !== id.slice(0, 7))) as string;
    const spare = phalanxes.find((x) => a.armies[x].at === null && x.slice(0, 7) !== swapped.slice(0, 7)) as string;
    expect([swapped, spare].every(Boolean)).toBe(true);
    b.armies[spare] = { ...a.armies[swapped] };
    b.armies[swapped] = { at: null, reduced: false, ctl: -1, role: 'own' };
    expectSameForOthers(a, b, [], [], J, 'at once');
    // Play on until a battle shows the stack (A-2: both sides of a declared battle are public).
    const shown = (before: KdState, log: LogLine[]) => log.some((l) => typeof l.text !== 'string' && l.text.key === 'kd.log.battle' && JSON.stringify(l.text.params?.area) === JSON.stringify({ key: `kd.area.${before.armies[swapped].at}` }));
    expect(playTwins(a, b, J, 400, shown)).toBeGreaterThan(50);
  });

  it('A-2: others see one count of pieces per country in an area, armies and leaders together; which of them are leaders only the controller and his formal allies see', () => {
    // Twin a: David with three armies in Hebron and an army in Bethlehem; twin b: four armies in
    // Hebron and David in Bethlehem. Each area holds as many Judean pieces in both.
    const p = { countries: ['JUD', 'PHI', 'ARA'] as PlayerCountry[], armies: { HEB: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3'], BET: ['JUD-I32-4'] }, leaders: { DAVID: 'HEB' } };
    const a = position(p);
    const b = position({ ...p, armies: { HEB: ['JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3', 'JUD-I32-4'] }, leaders: { DAVID: 'BET' } });
    const [J, P, A] = ['JUD', 'PHI', 'ARA'].map((c) => seatOf(a, c as PlayerCountry));
    for (const s of [a, b]) s.alliances = [{ a: J, b: A, joint: false, host: null, breaking: false }];
    expectSameForOthers(a, b, [], [], J, 'at once');
    const stacksIn = (s: KdState, viewer: number | null, area: string) => (game.view(s, viewer) as KdView).areas.find((x) => x.id === area)!.stacks;
    for (const viewer of [P, null]) expect(stacksIn(a, viewer, 'HEB')).toEqual([{ country: 'JUD', seat: J, count: 4, pieces: null }]);
    // Judah and its formal ally Aram see who is who, in one stack per country.
    for (const viewer of [J, A]) {
      const [hebron] = stacksIn(a, viewer, 'HEB');
      expect(hebron.count).toBe(4);
      expect(hebron.pieces!.map((x) => x.id).sort()).toEqual(['DAVID', 'JUD-I32-1', 'JUD-I32-2', 'JUD-I32-3']);
      expect(hebron.pieces!.find((x) => x.id === 'DAVID')).toMatchObject({ type: 'L', strength: 3 });
    }
  });

  it('A-2: a seat’s hand (Increase instead of Decrease Harvest) reaches no other seat and no spectator until it is played or the cup is drawn from', () => {
    const a0 = afterSetup('twins-hand', 4);
    const P = seatOf(a0, 'PHI');
    // Twin a gets an Increase Harvest, twin b a Decrease Harvest: both may be played in the same
    // windows by anyone, so polling runs alike and only the marker itself differs.
    const up = a0.cup.find((m) => markerKind(m) === 14) as string;
    const down = a0.cup.find((m) => markerKind(m) === 15) as string;
    const a = structuredClone(a0);
    const b = structuredClone(a0);
    a.hands[P].push(up);
    a.cup.splice(a.cup.indexOf(up), 1);
    b.hands[P].push(down);
    b.cup.splice(b.cup.indexOf(down), 1);
    const drawn = (before: KdState, log: LogLine[]) => log.some((l) => typeof l.text !== 'string' && ['kd.log.draws', 'kd.log.plays'].includes(l.text.key)) || before.cup.length !== a.cup.length;
    expectSameForOthers(a, b, [], [], P, 'at once');
    expect(playTwins(a, b, P, 300, drawn)).toBeGreaterThan(10);
  });

  it('A-2 / A-13: a sealed bribe stays with its bidder until every bid is in', () => {
    const s = position({ countries: ['MOA', 'ARA', 'JUD', 'PHI'], armies: { HES: ['MOA-I32-1'] }, stocks: { ARA: [10, 10] } });
    let a = actionPhase(s).state;
    const [M, A, J] = ['MOA', 'ARA', 'JUD'].map((c) => seatOf(a, c as 'MOA'));
    a = go(a, M, 'group hes').state;
    a = go(a, M, 'to rab').state;
    const ra = go(a, A, 'bid 0');
    const rb = go(a, A, 'bid 4');
    expectSameForOthers(ra.state, rb.state, ra.log, rb.log, A, 'after the sealed bid');
    const r = play(game, a, A, 'bid 4');
    expect(r.ok && r.value.secret).toBe(true);
    // A second bidder's view does not change either.
    const ja = go(ra.state, J, 'bid 1');
    const jb = go(rb.state, J, 'bid 1');
    expectSameForOthers(ja.state, jb.state, ja.log, jb.log, A, 'after another bid');
  });
});
