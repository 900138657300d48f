import { describe, expect, it } from 'vitest';
import { normalise, understand, type Listed } from '../../src/notify/reply-parser';

const listed: Listed[] = [
  { command: 'land red 7', sentences: ['Place a red paladin in territory 7', 'Coloca un paladín rojo en el territorio 7'] },
  { command: 'land red 8', sentences: ['Place a red paladin in territory 8', 'Coloca un paladín rojo en el territorio 8'] },
  { command: 'pass', sentences: ['Pass', 'Pasar'] },
  // Two moves a game happens to say alike: the words cannot choose between them.
  { command: 'court red', sentences: ['Send a red paladin to court', 'Manda un paladín rojo a la corte'] },
  { command: 'court red!', sentences: ['Send a red paladin to court', 'Manda un paladín rojo a la corte'] },
];

describe('a reply’s first line, understood against the listed moves (issue 11)', () => {
  it('sets aside case, accents, punctuation and extra spaces', () => {
    expect(normalise('  ¡Coloca un PALADÍN rojo, en el territorio 7!  ')).toBe('coloca un paladin rojo en el territorio 7');
    expect(normalise('Año—ÑANDÚ')).toBe('ano nandu');
  });

  it('the code as written, or its sentence in English or Spanish', () => {
    expect(understand('land red 8', listed)).toEqual({ ok: true, command: 'land red 8' });
    expect(understand('Land Red 8.', listed)).toEqual({ ok: true, command: 'land red 8' });
    expect(understand('place a red paladin in territory 7', listed)).toEqual({ ok: true, command: 'land red 7' });
    expect(understand('coloca un paladin rojo en el territorio 8', listed)).toEqual({ ok: true, command: 'land red 8' });
    expect(understand('PASAR', listed)).toEqual({ ok: true, command: 'pass' });
  });

  it('a line copied whole from the email: the sentence, a dash and the code', () => {
    expect(understand('Place a red paladin in territory 8 — land red 8', listed)).toEqual({ ok: true, command: 'land red 8' });
    expect(understand('Coloca un paladín rojo en el territorio 7 - land red 7', listed)).toEqual({ ok: true, command: 'land red 7' });
  });

  it('words that fit several moves name them all; words that fit none name none', () => {
    expect(understand('send a red paladin to court', listed)).toEqual({ ok: false, commands: ['court red', 'court red!'] });
    expect(understand('court red!', listed)).toEqual({ ok: true, command: 'court red!' });
    expect(understand('fly to the moon', listed)).toEqual({ ok: false, commands: [] });
    expect(understand('place a red paladin', listed)).toEqual({ ok: false, commands: [] });
    expect(understand('!!!', listed)).toEqual({ ok: false, commands: [] });
    expect(understand('pass', [])).toEqual({ ok: false, commands: [] });
  });
});
