// Checked by the server's typecheck (`tsc --noEmit`), run by nothing else: the answers the page
// writes out for itself (web/src/answers.ts) are exactly the server's own types, whose modules
// the page's program cannot read (they import the Worker's bindings). A field added, renamed or
// retyped on either side is a type error here.
import type { Created, Joined } from '../../src/match/seats/seating';
import type { ContactInfo } from '../../src/match/settings/seat-settings';
import type { PushState } from '../../src/match/seats/push-subscriptions';
import type { MatchExport } from '../../src/match/log/export';
import type { z } from '@hono/zod-openapi';
import type { ForkCreatedSchema } from '../../src/api/schemas/seat';
import type { ContactAnswer, CreatedAnswer, ExportAnswer, ForkAnswer, JoinedAnswer, PushState as PushAnswer } from '../../web/src/answers';

/** `true` only when A and B are the same type. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export const contact: Same<ContactAnswer, ContactInfo> = true;
export const joined: Same<Omit<JoinedAnswer, 'url'>, Joined> = true;
export const created: Same<Omit<CreatedAnswer, 'spectator' | 'seats' | 'invite'>, Omit<Created, 'seats' | 'invite'>> = true;
export const createdSeats: Same<Omit<CreatedAnswer['seats'][number], 'url'>, Created['seats'][number]> = true;
export const fork: Same<ForkAnswer, z.infer<typeof ForkCreatedSchema>> = true;
export const exported: Same<ExportAnswer, Pick<MatchExport, 'secret'>> = true;
export const push: Same<PushAnswer, PushState> = true;
