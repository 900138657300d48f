import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/play';
import { findGame } from '../../../src/games';
import { markerKind } from '../../../src/games/king-david/data/tables';
import type { KdState } from '../../../src/games/king-david/state';
import { view } from '../../../src/games/king-david/view';
import { english } from '../../support/words';
import { actionPhase, game, go, position, seatOf, start, top, words } from './helpers';

/**
 * The marker windows of: who is polled first, PLAY or PASS, passes cleared after a
 * play, closing after every eligible seat passed in a row, God's Intervention chains, windows
 * with no eligible seat skipped, the private auto-pass per window type, and what the others see
 * ("reactions pending", never who is awaited).
 */

/** A Harvest window (W-H) about to poll, in the position's initiative order. */
function harvest(s: KdState): KdState {
  return start(s, [{ k: 'produce', what: 'food', stage: 'window', mods: {} }]).state;
}

/** What a seat (or a spectator) can observe: its view, summary, prompt and active seats. */
function observed(s: KdState, seat: number | null) {
  return { view: JSON.stringify(game.view(s, seat)), summary: game.summary(s, seat).map(english), active: game.active(s), actions: seat === null ? [] : game.actions(s, seat) };
}

describe('A-6 / A-7 polling', () => {
  it('A-7.2 / A-7.3 / A-7.4 / A-7.5: a window outside a slot polls from initiative place 1; a play clears the passes, so a seat that passed is asked again; it closes when every eligible seat has passed in a row', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], initiative: ['PHI', 'ARA', 'JUD'], hands: { JUD: [14], PHI: [15] }, stocks: { JUD: [0, 0], PHI: [0, 0], ARA: [0, 0] } });
    let s = harvest(s0);
    const [J, P, A] = [seatOf(s, 'JUD'), seatOf(s, 'PHI'), seatOf(s, 'ARA')];
    // Philistia holds initiative place 1; Aram holds nothing to play and is never polled.
    expect(game.actions(s, P)).toEqual(['play harvest-down', 'pass', 'pass always']);
    expect(game.actions(s, J)).toEqual([]);
    expect(game.actions(s, A)).toEqual([]);
    s = go(s, P, 'pass').state;
    expect(game.actions(s, J)).toEqual(['play harvest-up', 'pass', 'pass always']);
    expect(game.actions(s, P)).toEqual([]);
    // PLAY with its parameter; nobody holds God's Intervention, so W-GI is skipped and it resolves.
    s = go(s, J, 'play harvest-up').state;
    expect(game.actions(s, J)).toContain('country judah');
    const r = go(s, J, 'country judah');
    s = r.state;
    expect(words(r.log)).toContain('Player 1 (Judah) plays Increase Harvest on Judah.');
    // passes cleared, polling resumes with the next player: Philistia, who passed before, is asked again.
    expect(game.actions(s, P)).toEqual(['play harvest-down', 'pass', 'pass always']);
    s = go(s, P, 'pass').state;
    // every eligible seat (only Philistia now) has passed in a row: the window closes and the food comes in.
    expect(s.stack).toEqual([]);
    expect(s.hands[P].map(markerKind)).toEqual([15]);
    expect(s.played.map(markerKind)).toEqual([14]);
  });

  it('A-7.2: a window inside a slot polls the phasing player first, even when another seat holds initiative place 1', () => {
    const s0 = position({
      countries: ['JUD', 'PHI'],
      initiative: ['JUD', 'PHI'],
      armies: { HEB: ['JUD-I32-1'], GAZ: ['PHI-I32-1'] },
      hands: { JUD: [3], PHI: [3] },
    });
    let s = actionPhase(s0).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    // Judah's slot: W-MS polls Judah first.
    expect(game.actions(s, J)).toEqual(['play vacillating', 'pass', 'pass always']);
    s = go(s, J, 'pass').state;
    expect(game.actions(s, P)).toEqual(['play vacillating', 'pass', 'pass always']);
    s = go(s, P, 'pass').state;
    // Judah's movement; at its end W-ME polls Judah first again.
    s = go(s, J, 'end').state;
    expect(game.actions(s, J)).toEqual(['play vacillating', 'pass', 'pass always']);
    s = go(s, J, 'pass').state;
    s = go(s, P, 'pass').state;
    // Philistia's slot (initiative place 2): its W-MS polls Philistia first.
    while (game.actions(s, P)[0] !== 'play vacillating') {
      const seat = game.active(s).find((x) => game.actions(s, x).length > 0) as number;
      expect(seat, 'the flow waits for a decision').toBe(J);
      s = go(s, J, game.actions(s, J).includes('done') ? 'done' : game.actions(s, J).includes('pass') ? 'pass' : 'end').state;
    }
    expect(s.slot?.actors).toEqual([P]);
    expect(game.actions(s, J)).toEqual([]);
  });
});

describe('R-12 who may play', () => {
  it('R-12 / A-6: raids only for the phasing player (also between his move orders); weaponry, Troop Revolt and the Ark only for players with armies in the battle; Surprise for anyone', () => {
    const s0 = position({
      countries: ['JUD', 'ARA', 'PHI'],
      armies: { JEZ: ['JUD-I32-1', 'ARA-I32-1'], GAZ: ['PHI-I32-1'] },
      hands: { JUD: [6, 8], PHI: [1, 6, 11, 19, 22] },
    });
    let s = actionPhase(s0).state;
    const [J, P] = [seatOf(s, 'JUD'), seatOf(s, 'PHI')];
    // W-MS of Judah's slot: Judah's raid is offered; Philistia's is not, so it is never polled.
    expect(game.actions(s, J)).toEqual(['play egypt-d10', 'pass', 'pass always']);
    s = go(s, J, 'pass').state;
    expect(top(s)?.k).toBe('movement');
    // the phasing player may still play his raid between move orders.
    expect(game.actions(s, J)).toEqual(['group jez', 'play egypt-d10', 'end']);
    s = go(s, J, 'end').state;
    // W-CR of the battle in the Jezreel valley: Judah (phasing, in the battle) first.
    expect(game.actions(s, J)).toEqual(['play effective', 'pass', 'pass always']);
    s = go(s, J, 'pass').state;
    // Philistia has no army there: of Surprise, Effective Weaponry, the Ark and Troop Revolt only Surprise is offered.
    expect(game.actions(s, P)).toEqual(['play surprise', 'pass', 'pass always']);
  });
});

describe('A-8 God’s Intervention chains', () => {
  it('A-8 / R-42 / KD-66: Siege Works answered by two God’s Interventions takes effect (an even chain); all three leave the game', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], armies: { GIB: ['JUD-I32-1'] }, hands: { JUD: [20], PHI: [26], ARA: [26] } });
    let s = actionPhase(s0).state;
    const [J, P, A] = [seatOf(s, 'JUD'), seatOf(s, 'PHI'), seatOf(s, 'ARA')];
    s = go(s, J, 'end').state;
    s = go(s, J, 'siege gib').state;
    s = go(s, J, 'play siegeworks').state;
    // W-GI polls from the player after the one who played: Philistia, then Aram.
    expect(game.actions(s, P)).toEqual(['play intervention', 'pass', 'pass always']);
    s = go(s, P, 'play intervention').state;
    expect(game.actions(s, A)).toEqual(['play intervention', 'pass', 'pass always']);
    const r = go(s, A, 'play intervention');
    s = r.state;
    // Nobody holds another: the chain of two closes and Siege Works applies (T-6: Gibeah at level 1 surrenders).
    expect(words(r.log)).toContain('Gibeah surrenders.');
    expect(words(r.log)).not.toContain('Siege Works is negated.');
    expect(s.control.GIB).toBe('JUD');
    expect(s.played.map(markerKind)).toEqual([20, 26, 26]);
  });
});

describe('A-9 speed and privacy', () => {
  it('A-9: a window with no eligible player is skipped: no seat is asked and the phase goes on', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [16], PHI: [26] }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    const s = harvest(s0);
    // Resources-up fits W-R only, and God's Intervention W-GI only: nobody is eligible for W-H.
    expect(s.stack).toEqual([]);
    expect(s.food[seatOf(s, 'JUD')]).toBeGreaterThan(0);
  });

  it('A-9: "pass always" is private, per window type: that window is skipped for the seat from then on, others still poll it, and Diplomacy can undo it', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [14, 14, 16] }, stocks: { JUD: [0, 0], PHI: [0, 0] } });
    let s = harvest(s0);
    const J = seatOf(s, 'JUD');
    const P = seatOf(s, 'PHI');
    const r = play(game, s, J, 'pass always');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // The step is secret, and the line about it is for Judah alone (the others read only the harvest that follows).
    expect(r.value.secret).toBe(true);
    expect(r.value.log[0].to).toEqual([J]);
    expect(english(r.value.log[0].text)).toBe('From now on you pass automatically in the window “Harvest”.');
    expect(r.value.log.slice(1).map((l) => (l.text as { key: string }).key).filter((k) => k.includes('autopass'))).toEqual([]);
    s = r.value.state;
    expect(s.stack).toEqual([]);
    expect(game.view(s, J)).toMatchObject({ autopass: ['h'] });
    // Each seat sees its own settings only.
    expect(game.view(s, P)).toMatchObject({ autopass: [] });
    expect(game.view(s, null)).toMatchObject({ autopass: null });
    // The next Harvest window is skipped for Judah although it still holds Increase Harvest.
    s = harvest(s);
    expect(s.stack).toEqual([]);
    // A Resource window is another type: Judah is polled there.
    s = start(s, [{ k: 'produce', what: 'res', stage: 'window', mods: {} }]).state;
    expect(game.actions(s, J)).toEqual(['play resources-up', 'pass', 'pass always']);
    s = go(s, J, 'pass').state;
    // In Diplomacy Judah may ask to be polled again in Harvest windows.
    s = start(s, [{ k: 'diplomacy', stage: 'talk', done: [false, false], proposals: [], used: [], giving: [null, null] }]).state;
    expect(game.actions(s, J)).toContain('autopass off h');
    expect(game.actions(s, P)).not.toContain('autopass off h');
    const off = go(s, J, 'autopass off h');
    expect(off.log.every((l) => l.to?.length === 1 && l.to[0] === J)).toBe(true);
    expect(off.state.autopass[J]).toEqual([]);
  });

  it('A-9: the others see only "reactions pending": every seat is active, nobody’s view, summary or list changes when the awaited seat passes, and the pass is secret', () => {
    const s0 = position({ countries: ['JUD', 'PHI', 'ARA'], initiative: ['JUD', 'PHI', 'ARA'], hands: { JUD: [14], PHI: [15] } });
    const s = harvest(s0);
    const [J, P, A] = [seatOf(s, 'JUD'), seatOf(s, 'PHI'), seatOf(s, 'ARA')];
    expect(game.active(s)).toEqual([0, 1, 2]);
    for (const seat of [P, A, null]) {
      expect(english(view(s, seat).prompt)).toBe('Reactions pending (Harvest).');
    }
    const r = play(game, s, J, 'pass');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.secret).toBe(true);
    expect(r.value.log).toEqual([]);
    // Judah passed and Philistia is now awaited: Aram and a spectator cannot tell.
    for (const seat of [A, null]) expect(observed(r.value.state, seat)).toEqual(observed(s, seat));
    // Philistia's own view changes only by its prompt and its commands.
    expect(english(view(r.value.state, P).prompt)).not.toBe('Reactions pending (Harvest).');
    expect(english(view(r.value.state, J).prompt)).toBe('Reactions pending (Harvest).');
  });
});

describe('A-16 / A-17 timeouts', () => {
  const timeout = findGame('king-david')!.timeout!;

  it('A-16: through the registry, a late seat passes in a window, is DONE in Diplomacy, stops its movement and bids 0', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], hands: { JUD: [14] }, armies: { HEB: ['JUD-I32-1'] } });
    const J = seatOf(s0, 'JUD');
    expect(timeout(harvest(structuredClone(s0)), J)).toBe('pass');
    const d = start(structuredClone(s0), [{ k: 'diplomacy', stage: 'talk', done: [false, false], proposals: [], used: [], giving: [null, null] }]).state;
    expect(timeout(d, J)).toBe('done');
    expect(timeout(d, 1 - J)).toBe('done');
    let m = actionPhase(structuredClone(s0)).state;
    expect(timeout(m, J)).toBe('end');
    m = go(m, J, 'group heb').state;
    expect(timeout(m, J)).toBe('stop');
    expect(game.actions(m, J)).toContain('stop');
  });

  it('A-16: a late seat choosing its country takes the first free one, and places its set-up pieces in cities first, in §5.1 order', () => {
    let s = game.setup({ seats: 2, seed: 'kd-timeout' });
    for (let i = 0; i < 200 && s.stack.some((f) => f.k === 'countries' || f.k === 'setup'); i++) {
      const seat = game.active(s).find((x) => game.actions(s, x).length > 0) as number;
      const command = timeout(s, seat);
      expect(command).toBe(game.actions(s, seat)[0]);
      s = go(s, seat, command).state;
    }
    expect(s.turn).toBe(1);
    // Every set-up piece went to a city of its country (KD-8: all in home cities).
    for (const id in s.armies) {
      const a = s.armies[id];
      if (a.at && a.ctl >= 0) expect(s.fort[a.at], `${id} at ${a.at}`).toBeGreaterThan(0);
    }
  });

  it('A-17 / R-45: in a Build phase the Neutral Automaton flips all its units of a minor and adds the two types with most counters off the map, placed by the default (cities first)', () => {
    const s0 = position({ countries: ['JUD', 'PHI'], armies: { BOZ: ['EDO-I32-1', 'EDO-M21-1'] }, reduced: ['EDO-I32-1', 'EDO-M21-1'] });
    s0.minors.EDO = { status: 'invaded', ally: null, invader: 1, defender: -1, barredUntil: 0 };
    let s = start(s0, [{ k: 'builds', idx: 0 }]).state;
    // Both players build nothing (their A-16 default), then the Automaton rebuilds by itself.
    for (let i = 0; i < 10 && s.stack.length > 0; i++) {
      const seat = game.active(s).find((x) => game.actions(s, x).length > 0) as number;
      s = go(s, seat, timeout(s, seat)).state;
    }
    expect(s.stack).toEqual([]);
    const edom = Object.keys(s.armies).filter((id) => id.startsWith('EDO-') && s.armies[id].at !== null);
    expect(edom.every((id) => !s.armies[id].reduced && s.armies[id].ctl === -1)).toBe(true);
    // Off the map were 7 militia, 3 infantry and 1 chariot: one militia and one infantry are added.
    expect(edom.map((id) => id.slice(4, 5)).sort()).toEqual(['I', 'I', 'M', 'M']);
    expect(edom.every((id) => s.armies[id].at === 'BOZ')).toBe(true);
  });
});
