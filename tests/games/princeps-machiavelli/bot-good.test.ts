import { describe, expect, it } from 'vitest';
import { sightOf } from '../../../src/engine/bots';
import { princepsBots } from '../../../src/games/princeps-machiavelli/bots';
import { MACHIAVELLI } from '../../../src/games/princeps-machiavelli/data';
import { openNegotiation } from '../../../src/games/princeps-machiavelli/negotiation';
import { openPreparation } from '../../../src/games/princeps-machiavelli/preparation';
import type { PMState } from '../../../src/games/princeps-machiavelli/state';
import { act, acts, actionsFor, game, hand, table, territory } from './helpers';

/*
 * What the good bot does at the table (issue 26: it plays to win): it takes trades that are worth
 * it and declines the others, asks for territory cards, puts its territory cards and its other
 * cards on the table, attacks where the odds favour it, and spends its reactions where they save
 * a territory. Each scenario asks the bot through its seat's sight, as a bot seat is asked.
 */

const good = princepsBots.good;

/** The good bot's command for a seat, with a `random` that always gives `r`. */
function ask(s: PMState, seat: number, r = 0.5): string {
  return good(sightOf(game, s, seat), () => r);
}

/** Lets the good bot play a seat (its `random` giving `r`) until it has nothing to do or `stop` holds. */
function run(s: PMState, seat: number, stop: (s: PMState) => boolean, r = 0.5, limit = 60): { state: PMState; commands: string[] } {
  let state = s;
  const commands: string[] = [];
  while (!stop(state) && game.actions(state, seat).length > 0) {
    if (commands.length >= limit) throw new Error(`no end after ${limit} steps: ${commands.join(', ')}`);
    const c = ask(state, seat, r);
    commands.push(c);
    state = act(state, seat, c).state;
  }
  return { state, commands };
}

function negotiating(): PMState {
  const s = table(2);
  territory(s, 0, 'T01');
  territory(s, 0, 'T02');
  territory(s, 1, 'T03');
  territory(s, 1, 'T04');
  openNegotiation(s);
  return s;
}

describe('the good bot', () => {
  it('A-7: it accepts an offer of a territory card for its Spy and answers with its cheapest card of the kind; it declines giving a territory card for a Spy', () => {
    const s = negotiating();
    hand(s, 0, 'SP01', 'SP02', 'CI01', 'T12');
    hand(s, 1, 'T10', 'SP03');
    const offered = acts(s, [1, 'offer 1'], [1, 'give lucca'], [1, 'want spy'], [1, 'send'], [1, 'offer 1'], [1, 'give sp03'], [1, 'want territory'], [1, 'send']).state;
    expect(ask(offered, 0)).toBe('accept 2 1');
    const picking = act(offered, 0, 'accept 2 1').state;
    expect(ask(picking, 0)).toBe('pick sp01');
    const traded = act(picking, 0, 'pick sp01').state;
    expect(traded.hands[0]).toContain('T10');
    expect(ask(traded, 0)).toBe('decline 2 2');
    const declined = act(traded, 0, 'decline 2 2').state;
    expect(declined.hands[0]).toContain('T12');
  });

  it('A-6, A-9: it may ask for a territory card against a card it has no use for, and is done while its offer waits; or it is done at once', () => {
    const s = negotiating();
    hand(s, 0, 'SP01', 'CA01');
    hand(s, 1, 'CI02');
    const { state, commands } = run(s, 0, (x) => x.negotiation?.done[0] === true, 0.1);
    expect(commands).toEqual(['offer 2', 'give sp01', 'want territory', 'send', 'done']);
    expect(state.negotiation?.offers).toEqual([{ id: 1, from: 0, to: 1, give: ['SP01'], want: ['territory'] }]);
    expect(ask(s, 0, 0.9)).toBe('done');
  });

  it('PM-12, PM-13: in Preparation it puts its territory cards into the row, then every card but Machiavelli on the table, a second army only beside a leader', () => {
    const s = table(2);
    territory(s, 0, 'T12');
    territory(s, 0, 'T14');
    territory(s, 1, 'T13');
    territory(s, 1, 'T17');
    hand(s, 0, 'T10', 'CA01', 'CI01', 'CI02', 'ME01', 'RV01', 'CO01', 'SP01', MACHIAVELLI);
    openPreparation(s, 0);
    const { state, commands } = run(s, 0, (x) => x.phase !== 'preparation' || x.preparation?.turn !== 0);
    expect(commands[0]).toBe('territory lucca');
    expect(commands.at(-1)).toBe('end');
    expect(state.hands[0]).toEqual([MACHIAVELLI]);
    expect(state.rows[0].map((t) => t.id)).toEqual(['T12', 'T14', 'T10']);
    // Firenze borders Siena, the other seat's: the Prince, the Captain and the armies face it.
    const firenze = state.rows[0][0].cards.map((c) => c.id);
    expect(firenze).toEqual(expect.arrayContaining(['PR-N1', 'CA01', 'CI01', 'CI02', 'ME01']));
  });

  it('PM-23, PM-28, PM-30: it attacks an empty territory it surely takes with a Citizen Army, keeping the rest home; it leaves alone a fortified stack it cannot beat', () => {
    const s = table(2);
    territory(s, 0, 'T12', ['PR-N1', 'CI01', 'ME01']);
    territory(s, 1, 'T13');
    territory(s, 1, 'T17');
    actionsFor(s, 0);
    const { commands } = run(s, 0, (x) => x.actions?.conflict !== null);
    expect(commands).toEqual(['attack pr-n1 siena', 'add ci01', 'declare']);
    const strong = table(2);
    territory(strong, 0, 'T12', ['PR-N1', 'CI01', 'ME01']);
    territory(strong, 1, 'T13', ['CA02', 'CI02', 'CI03', 'FO01'], { up: ['CA02', 'CI02', 'CI03', 'FO01'] });
    territory(strong, 1, 'T17');
    actionsFor(strong, 0);
    expect(game.actions(strong, 0)).toContain('attack pr-n1 siena');
    expect(ask(strong, 0)).toBe('end');
  });

  it('PM-50, PM-52: in W2 it punishes a Conspiracy that would succeed, plays Machiavelli against an attack that would take its territory, and keeps it when the attack fails anyway', () => {
    const plot = table(2);
    territory(plot, 0, 'T08', ['CO01', 'CJ01']);
    territory(plot, 1, 'T09');
    territory(plot, 1, 'T14', ['CO02', 'EP01']);
    hand(plot, 1, MACHIAVELLI);
    actionsFor(plot, 0);
    const w2 = acts(plot, [0, 'conspire co01 romagna'], [0, 'pass']).state;
    expect(game.actions(w2, 1)).toEqual(['pass', 'machiavelli', 'punish ep01']);
    expect(ask(w2, 1)).toBe('punish ep01');

    const attack = (defenders: string[]) => {
      const s = table(2);
      territory(s, 0, 'T12', ['PR-N1', 'CI01', 'CI04', 'ME01']);
      territory(s, 1, 'T13', defenders);
      territory(s, 1, 'T17');
      hand(s, 1, MACHIAVELLI);
      actionsFor(s, 0);
      return acts(s, [0, 'attack pr-n1 siena'], [0, 'add ci01'], [0, 'add ci04'], [0, 'add me01'], [0, 'declare'], [0, 'pass']).state;
    };
    expect(ask(attack(['CA02', 'CI02']), 1)).toBe('machiavelli');
    expect(ask(attack(['CA02', 'CI02', 'CI03', 'ME02', 'ME03']), 1)).toBe('pass');
  });
});
