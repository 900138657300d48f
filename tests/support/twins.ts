import { api, type TestMatch } from './http';

/** What `seat` (undefined = spectator) can read of a match, without what differs between twins (its id, the times, its default name: when it was created). */
export async function readable(m: TestMatch, seat?: number) {
  const token = seat === undefined ? undefined : m.tokens[seat];
  const view = (await api('GET', `/api/matches/${m.id}`, { token })).body;
  const log = (await api('GET', `/api/matches/${m.id}/log`, { token })).body;
  const { id: _id, at: _at, defaultName: _default, ...rest } = view;
  return { view: rest, log: { ...log, entries: log.entries.map(({ at: _at, ...e }: any) => e) } };
}

export async function send(m: TestMatch, seat: number, command: string) {
  const r = await api('POST', `/api/matches/${m.id}/actions`, { token: m.tokens[seat], body: { command } });
  if (r.status !== 200) throw new Error(`${command}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The first active seat that has a command in twin `a`, with its commands. */
export async function nextChoice(a: TestMatch): Promise<{ seat: number; actions: string[] }> {
  const spectator = (await api('GET', `/api/matches/${a.id}`)).body;
  for (const seat of spectator.active as number[]) {
    const mine = (await api('GET', `/api/matches/${a.id}`, { token: a.tokens[seat] })).body;
    if (mine.actions.length) return { seat, actions: mine.actions };
  }
  throw new Error('nobody can act');
}

/** Plays the same command in both twins: the first listed, or the one `pick` prefers. */
export async function stepBoth(a: TestMatch, b: TestMatch, pick: (actions: string[]) => string = (x) => x[0]) {
  const { seat, actions } = await nextChoice(a);
  const command = pick(actions);
  await send(a, seat, command);
  await send(b, seat, command);
  return { seat, command };
}
