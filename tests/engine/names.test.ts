import { describe, expect, it } from 'vitest';
import { flatString, keys, names } from '../../src/engine/text';

/**
 * Issue 29: the names a view or summary repeats (a country, a county, a card) are made once per
 * id and shared, with keys V8 holds flat, so that building an answer makes none of them and
 * writing it stays on V8's fast JSON path. Shared, they must never change.
 */
describe('names and keys made once', () => {
  it('a name is the message prefix + id, the same object every time, and cannot be changed', () => {
    const country = names('kd.country.');
    const judah = country('JUD');
    expect(judah).toEqual({ key: 'kd.country.JUD' });
    expect(country('JUD')).toBe(judah);
    expect(country('PHI')).toEqual({ key: 'kd.country.PHI' });
    expect(() => {
      (judah as { key: string }).key = 'kd.country.PHI';
    }).toThrow(TypeError);
    expect(country('JUD').key).toBe('kd.country.JUD');
  });

  it('numbers name things too, and two tables with the same ids keep their own prefixes', () => {
    expect(names('kd.marker.')(14)).toEqual({ key: 'kd.marker.14' });
    expect(names('la.help.')('vote')).toEqual({ key: 'la.help.vote' });
    expect(names('cm.help.')('vote')).toEqual({ key: 'cm.help.vote' });
  });

  it('a key is the prefix + id, equal every time', () => {
    const cubes = keys('cm.cubes.');
    expect(cubes('red')).toBe('cm.cubes.red');
    expect(cubes('red')).toBe(cubes('red'));
  });

  it('ids past the first 1,024 are still named rightly, made each time instead of kept', () => {
    const many = names('x.');
    for (let i = 0; i < 1024; i++) many(i);
    expect(many(5)).toBe(many(5));
    const late = many('late');
    expect(late).toEqual({ key: 'x.late' });
    expect(many('late')).not.toBe(late);
    expect(many('late')).toEqual(late);
  });

  it('a flat copy has the same characters, whatever they are', () => {
    for (const s of ['', 'kd.country.JUD', 'ñandú "quoted" \\ back', '\u2028\ud83d\ude00', 'a'.repeat(5000)]) expect(flatString(s)).toBe(s);
  });
});
