import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../../src/text/catalogues';
import { render } from '../../../src/text/render';
import { english } from '../../support/words';
import { build, game, go, type Spec } from './helpers';

/** Issue 30 "say why": the Normans' `done` held back in a movement step, with the rule and the zone. */

function spanish(p: Parameters<typeof english>[0]): string {
  return render(p, 'es', catalogueFor(game.id), () => 'Ana', { strict: true });
}

const PRIEST_ALONE: Spec = {
  phase: 'norman-move',
  zones: {
    bridge: { normans: ['priest', 'bridge-guard'] },
    entrance: { normans: ['chrysagon', 'bors', 'k1', 'w1', 'entrance-guard'] },
    battlements: { normans: ['k2', 'a1', 'battlements-guard'] },
  },
};

const OVER_CAP: Spec = {
  phase: 'norman-move',
  controlled: ['east', 'west', 'bridge'],
  zones: {
    entrance: { normans: ['chrysagon', 'bors', 'k1', 'k2', 'w1', 'w2', 'w3', 's1', 's2', 's3', 'a1', 'priest'] },
    battlements: { normans: ['k3', 'w4', 'w5', 'w6', 's4', 's5', 's6', 'a2', 'a3'] },
  },
};

describe('what keeps the Normans from ending their movement, said where (issue 30)', () => {
  it('SG-13 / A-6: the priest alone at the Bridge holds "done" back, naming the zone; moving a warrior there lists it again', () => {
    const s = build(PRIEST_ALONE);
    expect(game.actions(s, 0)).not.toContain('done');
    const held = game.withheld!(s, 0);
    expect(held.map((w) => [w.command, english(w.reason), w.where])).toEqual([
      ['done', 'The priest must end the movement beside a Norman warrior; he is alone on the Bridge.', 'bridge'],
    ]);
    expect(spanish(held[0].reason)).toBe('El sacerdote debe terminar el movimiento junto a un guerrero normando; está solo en el Puente.');
    // The Frisians have no step to close now.
    expect(game.withheld!(s, 1)).toEqual([]);
    // A group picked: `back` stands where `done` would, and no rule is blamed for it.
    const picking = go(s, 'move knight entrance');
    expect(game.actions(picking, 0)).toContain('back');
    expect(game.withheld!(picking, 0)).toEqual([]);
    const mended = go(picking, 'to bridge 1');
    expect(game.actions(mended, 0)).toContain('done');
    expect(game.withheld!(mended, 0)).toEqual([]);
  });

  it('SG-5 / A-6: a zone over the cap holds "done" back, naming the zone and the cap', () => {
    const s = build(OVER_CAP);
    const held = game.withheld!(s, 0);
    expect(held.map((w) => [w.command, english(w.reason), w.where])).toEqual([
      ['done', '11 Norman pieces that count toward the limit stand at the Tower Entrance; at most 10 may stay there.', 'entrance'],
    ]);
    expect(spanish(held[0].reason)).toBe('Hay 11 piezas normandas que cuentan para el máximo en la Entrada de la Torre; allí solo pueden quedarse 10.');
  });
});
