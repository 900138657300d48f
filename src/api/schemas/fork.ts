import { z } from '@hono/zod-openapi';
import type { MatchView } from '../../match/core/answers';
import type { ForkExport } from '../../match/fork/view';
import { describes } from './same';

// What-ifs (issue 26) in the match view and the export. Kept apart from match.ts and history.ts,
// which use them, so that this file imports neither.

const seat = z.number().int().min(0);

export const ForkOriginSchema = describes<NonNullable<MatchView['origin']>>()(
  z
    .object({ id: z.string(), at: z.number().int().min(0).openapi({ description: 'The origin’s entry the what-if started from (its own first entries are the origin’s up to it).' }) })
    .openapi('ForkOrigin', { description: 'A what-if: the finished match it was played on from. It is not the real match.' }),
);

export const ForkListSchema = describes<NonNullable<MatchView['forks']>>()(
  z
    .array(z.object({ id: z.string(), at: z.number().int().min(0), createdAt: z.number().openapi({ description: 'Milliseconds since 1970.' }) }))
    .openapi('Forks', { description: 'A finished match’s what-ifs, oldest first (live views only; the newest are kept).' }),
);

export const HotSeatViewSchema = describes<NonNullable<MatchView['hotseat']>>()(
  z
    .object({
      seats: z.array(seat).openapi({ description: 'The seats the hot-seat link plays.' }),
      ready: z.array(seat).openapi({ description: 'Those with a decision to take now, those not only waiting on their own submission first.' }),
    })
    .openapi('HotSeat', { description: 'To a hot-seat link only: the seats it plays, and those that may act now. `<token>~<seat>` acts as one of them.' }),
);

export const ForkExportSchema = describes<ForkExport>()(
  z
    .object({
      origin: z.string().openapi({ description: 'The id of the finished match it was played on from.' }),
      at: z.number().int().min(0).openapi({ description: 'The entry it started from: its first `at` events are the origin’s, and `commitment`, `secret` and `salts` are the origin’s, whose dice it continues.' }),
      whatIf: z.object({ en: z.string(), es: z.string() }).openapi({ description: 'That it is not the real match, in each language.' }),
    })
    .openapi('ForkExport', { description: 'A what-if’s export says so (`npm run verify` replays it, alone or against its origin’s export).' }),
);
