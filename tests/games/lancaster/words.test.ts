import { describe, expect, it } from 'vitest';
import { render } from '../../../src/text/render';
import { catalogueFor } from '../../../src/text/catalogues';
import type { Phrase } from '../../../src/engine/text';
import { builtTiles, card, court, from, game, go, inCastle, inCounty, look, run, table } from './helpers';
import { english } from '../../support/words';

const spanish = (p: Phrase) => render(p, 'es', catalogueFor('lancaster'), (seat) => `Jugador ${seat + 1}`, { strict: true });
const describeAll = (s: Parameters<typeof game.actions>[0], seat: number) =>
  Object.fromEntries(game.actions(s, seat).map((c) => [c, game.describe!(s, seat, c)]));

describe('Lancaster in words (issues 11 and 14)', () => {
  it('the board in words names the laws, the counties and their rewards, the conflicts and the castles’ tiles', () => {
    const s = table(3);
    s.laws = ['l17', 'l04', 'l07'];
    s.proposals = ['l16', 'l03', 'l12'].map((law) => ({ law, outcome: null, votes: null }));
    card(s, 0, 'c04', [[1, [2]]]);
    inCounty(s, 'stafford', 2, 1, 1);
    builtTiles(s, 0, ['x2']);
    inCastle(s, 0, 4, 1);
    go(s, from('placement'));
    const words = game.summary(s, 0).map(english);
    expect(words).toContain('Law 1: Hand in squires for 1 power point each, as many as you like.');
    expect(words).toContain('Proposal 1 (not voted yet): Buy power points at 1 gold each, as many as you like.');
    expect(words).toContain('B Stafford: needs strength 1; reward: upgrade 1 knight; 2 nobles left; held by Player 3’s strength-1 knight with 1 squire (strength 2).');
    expect(words).toContain(
      'Top row, left: Agincourt, France 5, power points 4/2/1 by rank; England 2 so far; space 1: Player 2 with 2, space 2 free, and space 3 free.',
    );
    expect(words).toContain(
      'Player 1’s castle: built: Smithy (pay 2 squires to upgrade a knight); not yet built: Training yard, Treasury, Stables, Chapel, and Guest hall; knights on castle spaces: strength 1 on the knight space of the Smithy.',
    );
    // The reader's own decision is the second line; the others read who decides.
    expect(words[1]).toMatch(/^Your turn to place a knight/);
    expect(english(game.summary(s, 1)[1])).toBe('Player 1 is placing a knight.');
    // No code a player would have to look up.
    expect(words.join('\n')).not.toMatch(/\b(?:[lL]\d\d|[cC]\d\d|x[1-6]|kf\d|s[1-3]|ac[12])\b/);
  });

  it('every move says what it does; a placement names its place and what is displaced', () => {
    const s = table(3);
    card(s, 0, 'c04');
    inCounty(s, 'kent', 1, 1);
    builtTiles(s, 0, ['x2']);
    court(s, 0, [2]);
    go(s, [{ t: 'place', seat: 0 }]);
    const moves = describeAll(s, 0);
    expect(english(moves['knight 2 stafford'].text)).toBe('Send your strength-2 knight to Stafford');
    expect(english(moves['knight 2 kent'].text)).toBe('Send your strength-2 knight to Kent to displace Player 2’s strength-1 knight (strength 1 there)');
    expect(english(moves['knight 2 c04'].text)).toBe('Send your strength-2 knight to the conflict at Agincourt (France 5)');
    expect(english(moves['knight 2 s1'].text)).toBe('Put your strength-2 knight on the castle space for 2 squires');
    expect(english(moves['knight 2 x2'].text)).toBe('Put your strength-2 knight on your Smithy, so that it acts twice (pay 2 squires to upgrade a knight)');
    expect(spanish(moves['knight 2 stafford'].text)).toBe('Envía tu caballero de fuerza 2 a Stafford');
    expect(Object.values(moves).every((m) => m.final === undefined)).toBe(true);
  });

  it('AS-4 / AS-9: a sealed vote and a sealed first tile are final moves; the sentences say so', () => {
    const setup = game.setup({ seats: 3, seed: 'words' });
    expect(game.describe!(setup, 0, 'build x2')).toEqual({
      text: { key: 'la.do.buildFirst', params: { ext: { key: 'la.ext.x2' }, effect: { key: 'la.extEffect.x2' } } },
      final: true,
    });
    expect(english(game.describe!(setup, 0, 'build x2').text)).toBe(
      'Build the Smithy first (pay 2 squires to upgrade a knight); your choice stays secret until every player has chosen',
    );
    const s = table(3);
    s.players[0].markers = 2;
    go(s, from('vote'));
    const moves = describeAll(s, 0);
    expect(english(moves['vote yes 2'].text)).toBe('Vote yes with 2 voting markers');
    expect(english(moves['vote no 0'].text)).toBe('Vote no with no voting markers');
    expect(spanish(moves['vote yes 1'].text)).toBe('Vota sí con 1 ficha de voto');
    expect(Object.values(moves).every((m) => m.final === true)).toBe(true);
  });

  it('the county choice, the castle and the laws say what each option gives', () => {
    const s = table(3);
    inCounty(s, 'stafford', 0, 1);
    s.players[0].gold = 3;
    go(s, from('county').slice(1, 2));
    const county = describeAll(s, 0);
    expect(english(county.noble.text)).toBe('Take the Stafford noble to your round table');
    expect(english(county.reward.text)).toBe('Take the reward of Stafford: upgrade 1 knight');
    expect(english(county.both.text)).toBe('Pay 3 gold for both the Stafford noble and the reward (upgrade 1 knight)');
    expect(english(county.pass.text)).toBe('Take neither the noble nor the reward of Stafford');
    const castle = table(3);
    builtTiles(castle, 0, ['x6']);
    castle.players[0].gold = 2;
    go(castle, [{ t: 'castles' }]);
    expect(english(game.describe!(castle, 0, 'use x6').text)).toBe('Use your Guest hall: pay 2 gold for 3 power points');
    const law = table(3);
    law.laws = ['l05'];
    law.players[0].gold = 2;
    law.players[0].squires = 2;
    go(law, [{ t: 'law', index: 0 }]);
    expect(english(game.describe!(law, 0, 'buy 2').text)).toBe('Hand in 2 squires and 2 gold for 6 power points');
  });

  it('the view carries the prompt, why it is asked, and what the viewer can do now', () => {
    const s = table(3);
    inCounty(s, 'kent', 1, 2);
    court(s, 0, [1]);
    s.players[0].squires = 3;
    go(s, [{ t: 'place', seat: 0 }]);
    const after = run(s, 'knight 1 kent').state;
    const mine = look(after, 0);
    expect(english(mine.prompt)).toBe(
      'How many squires go with your strength-1 knight into Kent? Each adds 1 to the strength that holds the county (not to its minimum) and is lost when the knight leaves; you need at least 2 to displace the knight there.',
    );
    expect(english(mine.help)).toBe('Click how many squires go with the knight.');
    // Another seat reads who decides and no amount from behind the screen (AS-5).
    expect(english(look(after, 1).prompt)).toBe('Player 1 chooses how many squires go with a strength-1 knight into Kent.');
    expect(english(look(after, 1).help)).toBe('Nothing to do now: you will be told when it is your turn.');
    expect(english(look(after, null).help)).toBe('You are watching: the board and the history show everything that is public.');
    expect(spanish(look(after, 0).help)).toBe('Pulsa cuántos escuderos acompañan al caballero.');
    expect(mine.step).toEqual({ kind: 'squires', seat: 0, ally: false, county: 'kent', card: null, law: null, proposal: null });
  });
});
