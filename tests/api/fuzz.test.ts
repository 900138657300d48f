import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { api, createMatch } from '../support/http';

// DESIGN.md §6: nothing a client sends can produce a 500. Random bodies, paths and headers
// against every route; each answer is a 2xx or a 4xx with the error shape.
describe('no input produces a 500', () => {
  it('random bodies, ids, sequence numbers and tokens', async () => {
    const m = await createMatch('carolus-magnus', 2, 'fuzz');
    const json = fc.jsonValue({ maxDepth: 3 });
    const bodies = fc.oneof(
      json,
      fc.record({ command: fc.oneof(fc.string(), json), expect: fc.oneof(fc.integer(), json), id: fc.oneof(fc.string(), json) }, { requiredKeys: [] }),
      fc.record(
        {
          game: fc.oneof(fc.constantFrom('carolus-magnus', 'chess', ''), json),
          name: fc.oneof(fc.string(), json),
          seats: fc.oneof(fc.integer({ min: -2, max: 12 }), json),
          variant: fc.oneof(fc.string(), json),
          players: fc.oneof(fc.array(fc.record({ name: fc.string(), email: fc.string(), webhook: fc.string(), salt: fc.string() }, { requiredKeys: [] }), { maxLength: 12 }), json),
          options: fc.oneof(fc.dictionary(fc.string(), json), json),
        },
        { requiredKeys: [] },
      ),
      fc.record({ code: fc.oneof(fc.string(), json), name: fc.oneof(fc.string(), json), salt: fc.oneof(fc.string(), json) }, { requiredKeys: [] }),
      fc.record(
        {
          email: fc.oneof(fc.constant('a@example.com'), fc.constant(null), fc.string(), json),
          webhook: fc.oneof(fc.constantFrom('https://hooks.example.com/ok/fuzz', 'https://10.0.0.1/x', 'http://x'), fc.constant(null), json),
          lang: fc.oneof(fc.constantFrom('en', 'es', 'fr'), json),
          notify: fc.oneof(fc.constantFrom('turn', 'digest', 'none'), json),
          days: fc.oneof(fc.double(), fc.integer(), json),
          text: fc.oneof(fc.string(), json),
          to: fc.oneof(fc.array(fc.integer({ min: -3, max: 12 })), json),
        },
        { requiredKeys: [] },
      ),
    );
    const ids = fc.oneof(fc.constant(m.id), fc.constant('0123456789abcdef0123'), fc.string({ maxLength: 30 }).map(encodeURIComponent));
    const tokens = fc.oneof(fc.constant(undefined), fc.constantFrom(...m.tokens), fc.string({ maxLength: 40 }));
    const routes = fc.constantFrom('', '/actions', '/log', '/export', '/join', '/at/0', '/at/99999', '/at/-1', '/live', '/nope', '/contact', '/vacation', '/messages', '/handover', '/devices', '/devices/0123456789abcdef', '/devices/%E2%80%A6', '/contact/confirmation', '/seat-link', '/fork', '/name');
    const raw = fc.oneof(bodies.map((b) => JSON.stringify(b)), fc.string({ maxLength: 200 }));

    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), ids, routes, tokens, raw, async (method, id, route, token, body) => {
        const headers: Record<string, string> = {};
        if (token !== undefined) headers.authorization = `Bearer ${token}`;
        const path = route === '' && method === 'POST' ? '/api/matches' : `/api/matches/${id}${route}`;
        const r = await api(method, path, { headers, ...(method === 'GET' ? {} : { raw: body }) });
        expect(r.status).toBeLessThan(500);
        if (r.status >= 400) {
          expect(typeof r.body?.error?.code).toBe('string');
          expect(typeof r.body?.error?.message).toBe('string');
        }
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('the routes behind email links (unsubscribe, confirm, restore), "find my matches" and hand-over codes: random tokens and bodies', async () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const token = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.stringMatching(/^(addr|dig)-[0-9a-f]{24}-[0-9a-f]{24}$/),
      fc.stringMatching(/^[a-z0-9]{20}-\d{1,2}-[0-9a-f]{24}$/),
      fc.stringMatching(/^conf-[a-z0-9]{20}-\d{1,2}-[0-9a-f]{24}-[0-9a-f]{24}$/),
      fc.stringMatching(/^rest-[a-z0-9]{20}-\d{1,2}-[0-9a-f]{24}-[0-9a-f]{24}$/),
    );
    const body = fc.oneof(
      fc
        .record(
          { email: fc.oneof(fc.emailAddress(), fc.string(), json), lang: fc.oneof(fc.constantFrom('en', 'es', 'xx'), json), code: fc.oneof(fc.stringMatching(/^[0-9A-Za-z]{5}-[0-9A-Za-z]{5}$/), fc.string(), json) },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST'), fc.constantFrom('signin', 'handover', 'unsubscribe', 'confirm', 'restore'), token, body, async (method, route, t, raw) => {
        const path = route === 'signin' || route === 'handover' ? `/api/${route}` : `/api/${route}/${encodeURIComponent(t)}`;
        const r = await api(method, path, method === 'GET' ? {} : { raw });
        expect(r.status).toBeLessThan(500);
        // A confirmation link answers a page (it is opened in a browser); a path that is no link, JSON.
        if (route === 'confirm' && typeof r.body === 'string') expect(r.body).toMatch(/^<!doctype html>[^]*(This link is not valid|Turn emails)/);
        else if (route === 'restore' && typeof r.body === 'string') expect(r.body).toMatch(/^<!doctype html>[^]*This link is not valid/);
        else if (r.status >= 400) expect(typeof r.body?.error?.code).toBe('string');
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });
});
