import { describe, expect, it } from 'vitest';
import { randomFrom } from '../../src/engine/rng';
import { play } from '../../src/engine/play';
import type { Lang } from '../../src/engine/text';
import { registry } from '../../src/games';
import { describeMoves } from '../../src/match/log/answers';
import { renderNotice, TEXT_LIMIT, withUnsubscribe, type Notice } from '../../src/notify/templates';
import { catalogueFor } from '../../src/text/catalogues';
import { render } from '../../src/text/render';
import { readySeats } from '../support/game-harness';

/**
 * Issue 31: a turn email leads with the way in. For every game, in both languages, at the steps
 * of random games with the most moves and the longest board: the first thing in the plain text
 * and in the HTML is one line of news and the link to the match, before the first move; the
 * moves are each sentence once, at most 20; and the plain-text part stays under 4 KB.
 */
const NAMES = ['Ana', 'Bo', 'Cyd', 'Di', 'Ed'];
const LINK = 'https://pbm.example/m/0123456789abcdef0123#a-secret-seat-token-of-32-chars';

interface Candidate {
  state: unknown;
  seat: number;
  history: string[][];
  weight: number;
}

function notice(game: string, c: Candidate, lang: Lang): Notice {
  const { game: g } = registry[game];
  const say = (p: Parameters<typeof render>[0]) => render(p, lang, catalogueFor(game), (s) => NAMES[s]);
  return {
    kind: 'turn',
    lang,
    title: g.title,
    match: 'Friday night',
    seat: c.seat,
    name: NAMES[c.seat],
    yourTurn: true,
    answered: false,
    finished: null,
    summary: g.summary(c.state, c.seat).map(say).join('\n'),
    actions: describeMoves(g, c.state, c.seat, g.actions(c.state, c.seat)).map((m) => ({ command: m.command, text: say(m.text), ...(typeof m.text === 'string' ? {} : { kind: m.text.key }) })),
    history: c.history.map((lines) => ({ who: null, lines })),
    messages: [],
    deadline: Date.UTC(2026, 11, 3, 10),
    link: LINK,
    matchLink: 'https://pbm.example/m/0123456789abcdef0123',
    canReply: true,
  };
}

/** The steps of a few random games where a seat's email would be longest: most moves, longest board. */
function heaviest(game: string, seats: number): Candidate[] {
  const { game: g, bot } = registry[game];
  const found: Candidate[] = [];
  for (let k = 0; k < 2; k++) {
    const random = randomFrom(`emails-${game}-${seats}-${k}`);
    let s = g.setup({ seats, seed: `emails-${game}-${seats}-${k}` });
    const lines: { text: string[]; to?: number[] }[] = [];
    for (let n = 0; n < 4000 && !g.result(s); n++) {
      const ready = readySeats(g, s);
      for (const seat of ready) {
        const weight = g.actions(s, seat).length * 200 + g.summary(s, seat).length * 60;
        const history = lines.filter((l) => !l.to || l.to.includes(seat)).slice(-30).map((l) => l.text);
        found.push({ state: s, seat, history, weight });
      }
      const seat = ready[Math.floor(random() * ready.length)];
      const r = play(g, s, seat, bot(s, seat, random));
      if (!r.ok) break;
      for (const l of r.value.log) lines.push({ text: [render(l.text, 'en', catalogueFor(game), (x) => NAMES[x])], ...(l.to ? { to: l.to } : {}) });
      s = r.value.state;
      // Keep the candidates few: the heaviest twenty so far.
      if (found.length > 200) found.splice(0, found.length, ...found.sort((a, b) => b.weight - a.weight).slice(0, 20));
    }
  }
  return found.sort((a, b) => b.weight - a.weight).slice(0, 6);
}

describe('turn emails lead with the link, list each move once, and stay under 4 KB of text (issue 31)', () => {
  for (const { game } of Object.values(registry)) {
    it(`${game.id}: at its heaviest steps, in English and Spanish`, () => {
      for (const seats of [game.seats.min, game.seats.max]) {
        for (const c of heaviest(game.id, seats)) {
          for (const lang of ['en', 'es'] as const) {
            const n = notice(game.id, c, lang);
            const r = renderNotice(n);
            const where = `${game.id} ${seats}p seat ${c.seat} (${lang})`;
            // The first thing: one line of news, then the link, before any move.
            const [lead, open] = r.text.split('\n\n');
            expect(lead, where).not.toContain('\n');
            expect(open, where).toBe(`${lang === 'es' ? 'Abrir la partida' : 'Open the match'}: ${LINK}`);
            expect(r.text.indexOf(LINK), where).toBeLessThan(r.text.indexOf('  - '));
            const body = r.html.slice(r.html.indexOf('<body'));
            expect(body.indexOf('class="open"'), where).toBeGreaterThan(body.indexOf('class="lead"'));
            expect(body.indexOf('class="open"'), where).toBeLessThan(body.indexOf('<ul class="moves"'));
            expect(body.slice(0, body.indexOf('<p class="lead"')), where).not.toMatch(/<(?:h\d|ul|li|p)\b/);
            // Each sentence once, at most 20.
            const listed = r.text.split('\n').filter((l) => /^ {2}- .+ — /.test(l));
            expect(listed.length, where).toBeLessThanOrEqual(20);
            expect(new Set(listed.map((l) => l.slice(0, l.lastIndexOf(' — ')))).size, where).toBe(listed.length);
            // The whole plain-text part, its unsubscribe line included.
            const mail = withUnsubscribe(lang, r, 'https://pbm.example/api/unsubscribe/0123456789abcdef0123-4-0123456789abcdef01234567');
            expect(new TextEncoder().encode(mail.text).length, where).toBeLessThan(TEXT_LIMIT);
            // What the text leaves out, the page and the HTML part have.
            if (new Set(n.actions.map((a) => a.text)).size > 20) expect(r.text, where).toMatch(lang === 'es' ? /jugadas? más en la página/ : /more moves? on the page/);
          }
        }
      }
    }, 120_000);
  }
});
