import type { MatchRoom } from './match/room';

/** Bindings and variables of the Worker (wrangler.toml). */
export interface Env {
  MATCH: DurableObjectNamespace<MatchRoom>;
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Workers Rate Limiting binding for match creation and joining. */
  CREATE_LIMITER?: RateLimit;
  /** "1" lets `options.seed` fix the dice: local development and tests only. */
  ALLOW_FIXED_SEED?: string;
}
