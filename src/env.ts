import type { Bindings } from './bindings';
import type { MatchRoom } from './match/room';

/** Everything the Worker is bound to (wrangler.toml): the bindings, and the MatchRoom namespace. */
export interface Env extends Bindings {
  MATCH: DurableObjectNamespace<MatchRoom>;
}
