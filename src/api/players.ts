import type { z } from 'zod';
import type { Lang } from '../engine/text';
import { defaultBotNames } from '../match/bots/seats';
import type { NewPlayer } from '../match/seats/seating';
import { ApiError } from './errors';
import type { createMatchBody } from './validate';

type Given = NonNullable<z.infer<typeof createMatchBody>['players']>[number];

/**
 * The players of a new match with every name settled: a bot given no name gets a friendly one in
 * its `lang` (else the request's language) that no other seat has. A match needs a person: with
 * every seat a bot's, nobody would ever read it, and it would play itself for nothing.
 */
export function namedPlayers(given: readonly Given[], seats: number, requestLang: Lang): NewPlayer[] {
  if (given.length === seats && given.every((p) => p.bot !== undefined)) {
    throw new ApiError(400, 'no_person', 'Every seat is a bot: leave at least one seat to a person (named, or open for the invite link).');
  }
  const taken = given.flatMap((p) => (p.name === undefined ? [] : [p.name]));
  const nameless = given.filter((p) => p.name === undefined);
  const names = new Map<Given, string>();
  for (const lang of ['en', 'es'] as const) {
    const mine = nameless.filter((p) => (p.lang ?? requestLang) === lang);
    defaultBotNames(lang, [...taken, ...names.values()], mine.length).forEach((n, i) => names.set(mine[i], n));
  }
  return given.map((p) => {
    const { name, ...rest } = p;
    return { ...rest, name: name ?? (names.get(p) as string) };
  });
}
