import { describe, expect, it, vi } from 'vitest';
import { FRISIANS, NORMANS } from '../../../src/games/senor-de-la-guerra/data';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { isText, type Phrase, type Text } from '../../../src/engine/text';
import { clearForced, forceDice, takeRolls } from './forced-dice';
import { build, game, randomGame, readable, run, summaryText } from './helpers';
import { english } from '../../support/words';

vi.mock('../../../src/engine/rng', async (importOriginal) => (await import('./mock-rng')).forcedRng(await importOriginal()));

const v = (s: Parameters<typeof game.view>[0], seat: number | null) => game.view(s, seat) as SenorView;

describe('views, summaries and sealed answers', () => {
  it('A-5 / R-29 / SG-2: the Norman starting set stays sealed until the Frisian answers', () => {
    const s = game.setup({ seats: 2, seed: 'sealed' });
    const r = game.apply(s, 0, 'start tactics');
    if (!r.ok) throw new Error(english(r.message));
    expect(r.value.secret).toBe(true);
    const t = r.value.state;
    expect(v(t, 0).startSets).toEqual({ normans: 'tactics', frisians: null });
    expect(v(t, 1).startSets).toEqual({ normans: 'sealed', frisians: null });
    expect(v(t, null).startSets).toEqual({ normans: 'sealed', frisians: null });
    // the army rolls of set-up come first; the set itself stays with the Norman.
    expect(readable(r.value.log, 1)).toEqual([
      'Army rolls: the Normans roll 8 and get 4 swordsmen, 6 spearmen, and 5 archers; the Frisians roll 8 and 6 and get 8 swordsmen, 11 spearmen, and 11 archers.',
      'Player 1 has chosen a starting set, sealed until the Frisians have chosen.',
    ]);
    expect(readable(r.value.log, 0)).toContain('Player 1 chooses Courage 4 / Tactics 6, sealed until the Frisians have chosen.');
    const u = game.apply(t, 1, 'start courage');
    if (!u.ok) throw new Error(english(u.message));
    expect(u.value.secret).toBeUndefined();
    expect(v(u.value.state, 1).startSets).toEqual({ normans: 'tactics', frisians: 'courage' });
    expect(v(u.value.state, 1).courage).toEqual({ normans: 7, frisians: 6 });
    expect(v(u.value.state, 1).tactics).toEqual({ normans: 6, frisians: 7 });
    expect(u.value.state.reveals).toBe(1);
  });

  it('A-5 / R-29 / SG-24: Norman casualty picks are sealed from the Frisian until both sets are in', () => {
    clearForced();
    // Round 1 on the East Plain: A1 10; FA1 10, FA2 1 — one hit each way, and a choice on both sides.
    forceDice(10, 10, 1);
    const s = build({ zones: { east: { normans: ['a1', 'k1', 'east-guard'], frisians: ['fa1', 'fa2', 'p1'] } } });
    expect(s.step).toEqual({ kind: 'casualties', side: NORMANS });
    const r = game.apply(s, 0, 'casualty archer');
    if (!r.ok) throw new Error(english(r.message));
    expect(r.value.secret).toBe(true);
    const t = r.value.state;
    expect(t.step).toEqual({ kind: 'casualties', side: FRISIANS });
    expect(v(t, 0).combat?.hitsGiven).toEqual({ normans: { archer: 1 }, frisians: {} });
    // the Frisian sees what a spectator sees; the Norman's picks are hidden from both.
    expect(v(t, 1).combat?.hitsGiven).toEqual({ frisians: {} });
    expect(v(t, null).combat?.hitsGiven).toEqual({ frisians: {} });
    expect(readable(r.value.log, 1).join('\n')).not.toMatch(/archer/);
    expect(readable(r.value.log, 1).join('\n')).toMatch(/Player 1 has chosen the Normans’ casualties, sealed until the Frisians choose theirs\./);
    const { state: u, log } = run(t, 'casualty peasant');
    expect(readable(log, 1).join('\n')).toMatch(/Casualties: the Normans lose 1 archer; the Frisians lose 1 peasant\./);
    expect(u.reveals).toBe(t.reveals + 1);
  });

  it('A-7: the Frisian and spectator views are the same apart from who is looking', () => {
    const s = build({
      phase: 'norman-move',
      prince: 'bridge',
      decoys: ['east', 'west'],
      zones: { battlements: { normans: ['k1', 'priest'] }, east: { normans: ['east-guard'], frisians: ['p1'] } },
    });
    const f = v(s, 1);
    const spectator = v(s, null);
    expect({ ...f, you: null }).toEqual(spectator);
    expect(f.you).toBe('frisians');
    expect(f.tiles).toEqual({ inPlay: 3, zones: ['east', 'west', 'bridge'], inHand: false, revealedDecoys: [], discarded: 0, moves: [] });
    expect(v(s, 0).tiles.prince).toBe('bridge');
    expect(v(s, 0).tiles.decoys).toEqual(['east', 'west']);
    expect(JSON.stringify(f)).not.toMatch(/"prince"|rng/);
    expect(f.zones.find((z) => z.zone === 'east')).toMatchObject({ tile: true, pending: true, normans: [{ id: 'east-guard', kind: 'guard', marked: false }] });
    expect(f.decision).toBe('D6');
    expect(f.waitingFor).toBe('normans');
  });

  it('A-7: the summary gives the turn, the prompt, resources and zones; the Prince only to the Normans', () => {
    const s = build({
      phase: 'norman-move',
      courage: [9, 4],
      tactics: [4, 9],
      built: ['shields'],
      controlled: ['west'],
      prince: 'bridge',
      decoys: ['east'],
      zones: { battlements: { normans: ['k1', 'k2', 'priest'] }, east: { normans: ['east-guard'], frisians: ['p1', 'p2', 'king'] } },
    });
    const text = summaryText(s, 1);
    expect(text).toContain('Turn 2. The Normans move their pieces, then place the Prince and the decoys face down.');
    expect(text).toContain('You play the Frisians.');
    expect(text).toContain('Courage: Normans 9, Frisians 4. Tactics: Normans 4, Frisians 9. Draco 0 of 6.');
    expect(text).toContain('Siege structures: Leather Shields.');
    expect(text).toContain('East Plain (a face-down tile) — Normans: 1 guard; Frisians: the Frisian King and 2 peasants.');
    expect(text).toContain('West Plain (controlled by the Frisians) — Normans: nobody; Frisians: nobody.');
    expect(text).toContain('Tower Battlements — Normans: 2 knights and the priest; Frisians: nobody.');
    expect(text).toContain('Tiles: 2 in play, face down in the East Plain and the Bridge.');
    expect(text).not.toContain('Prince is');
    expect(summaryText(s, null)).not.toContain('Prince is');
    expect(summaryText(s, 0)).toContain('The Prince is on the Bridge.');
  });

  it('A-9: the summary of a finished game gives the result', () => {
    clearForced();
    forceDice(4);
    const s = build({ phase: 'draco', draco: 5, zones: { battlements: { normans: ['k1', 'priest'] } } });
    expect(summaryText(s, 1)).toMatch(/^Game over in turn 2: Draco has arrived \(checked after the Draco roll, turn 2\)\./);
    expect(v(s, 1).result).toEqual(s.result);
  });

  it('A-2: every roll is logged, in the order it was rolled — the army rolls of set-up, each round’s dice, the Draco roll', () => {
    clearForced();
    let steps = 0;
    let dice = 0;
    for (let i = 0; i < 8; i++) {
      takeRolls();
      let first = true;
      randomGame(`a2-${i}`, (before, _after, _seat, command, log) => {
        // Set-up rolls the armies and logs nothing: its rolls are the first lines of the first step.
        const rolled = takeRolls();
        if (first && JSON.stringify(rolled.slice(0, 3)) !== JSON.stringify([...before.armyRolls[0], ...before.armyRolls[1]])) throw new Error('army rolls');
        first = false;
        const logged = log.flatMap((l) => diceIn(l.text));
        if (JSON.stringify(logged) !== JSON.stringify(rolled)) throw new Error(`a2-${i} "${command}": rolled ${rolled}, logged ${logged}`);
        // Rolls are public: every line that shows one is for everyone.
        if (log.some((l) => l.to !== undefined && diceIn(l.text).length > 0)) throw new Error(`a2-${i} "${command}": a roll in a private line`);
        steps++;
        dice += rolled.length;
      });
    }
    expect(steps).toBeGreaterThan(500);
    expect(dice).toBeGreaterThan(500);
  });

  it('A-7: over whole random games the Frisian’s view, board in words and history are the spectator’s, apart from `you`', () => {
    let compared = 0;
    for (let i = 0; i < 10; i++) {
      const frisian = 1 - (i % 2);
      randomGame(
        `a7-${i}`,
        (_before, after, _seat, command, log) => {
          const { you, ...f } = v(after, frisian);
          const { you: none, ...spectator } = v(after, null);
          if (you !== 'frisians' || none !== null) throw new Error('who is looking');
          if (JSON.stringify(f) !== JSON.stringify(spectator)) throw new Error(`a7-${i} "${command}": the Frisian's view differs from the spectator's`);
          const words = (seat: number | null) => game.summary(after, seat).filter((l) => !(isText(l) && l.key === 'sg.sum.you')).map(english);
          if (JSON.stringify(words(frisian)) !== JSON.stringify(words(null))) throw new Error(`a7-${i} "${command}": the boards in words differ`);
          if (JSON.stringify(readable(log, frisian)) !== JSON.stringify(readable(log, null))) throw new Error(`a7-${i} "${command}": the history differs`);
          compared++;
        },
        { normans: i % 2 },
      );
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

/** The dice a log line shows, in order: army rolls, each piece's dice in a round, the Draco roll. */
function diceIn(p: Phrase): number[] {
  if (!isText(p)) return [];
  const t: Text = p;
  const params = t.params ?? {};
  if (t.key === 'sg.log.armies') return [params.n, params.f1, params.f2] as number[];
  if (t.key === 'sg.log.draco') return [params.roll as number];
  if (t.key === 'sg.log.pieceRoll') return String(params.dice).split(/[-, ]+/).map(Number);
  const out: number[] = [];
  for (const arg of Object.values(params)) {
    if (isText(arg)) out.push(...diceIn(arg));
    else if (typeof arg === 'object' && 'list' in arg) for (const x of arg.list) if (isText(x)) out.push(...diceIn(x));
  }
  return out;
}

