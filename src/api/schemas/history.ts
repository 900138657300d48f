import { z } from '@hono/zod-openapi';
import type { LogEntry, LogNote } from '../../match/log/answers';
import type { MatchExport } from '../../match/log/export';
import type { Phrase } from '../../engine/text';
import { GameViewSchema } from './game-views';
import { BotLevelSchema, MatchResultSchema } from './match';
import { ForkExportSchema } from './fork';
import { describes, orNull } from './same';
import { PhraseSchema, TextSchema } from './words';

const seat = z.number().int().min(0);
const entryKind = z.enum(['move', 'undo', 'forfeit', 'takeover']).openapi({
  description: '`forfeit`: the seat ran out of time under the forfeit policy; `takeover`: under the takeover policy, and a bot plays it from then on.',
});
const time = z.number().openapi({ description: 'Milliseconds since 1970.', example: 1767225600000 });

export const LogEntrySchema = describes<LogEntry>()(
  z
    .object({
      seq: z.number().int().min(1).openapi({ description: 'The entry’s number in its reader’s own numbering.' }),
      seat: seat.nullable().openapi({ description: 'Who acted; null for another seat’s secret step not yet revealed.' }),
      kind: entryKind,
      command: z.string().nullable().openapi({ description: 'The command as typed; null when it is another seat’s secret.' }),
      target: z.number().int().optional().openapi({ description: 'The entry an undo took back.' }),
      lines: z.array(PhraseSchema),
      undone: z.boolean(),
      at: time,
      was: z.number().int().optional().openapi({ description: 'After the end: this reader’s number of the entry while the match ran.' }),
    })
    .openapi('LogEntry'),
);

export const LogNoteSchema = describes<LogNote>()(
  z
    .object({ at: time, line: TextSchema })
    .openapi('LogNote', { description: 'A line of the history that is no entry of the game’s log (a seat’s owner named the match): shown among the entries by its time.' }),
);

export const LogSchema = describes<{ seq: number; setup: Phrase[]; entries: LogEntry[]; notes: LogNote[] }>()(
  z
    .object({
      seq: z.number().int().min(0),
      setup: z.array(PhraseSchema).openapi({ description: 'What set-up itself rolled or drew before entry 1, as this reader may read it.' }),
      entries: z.array(LogEntrySchema),
      notes: z.array(LogNoteSchema).openapi({ description: 'What happened around the game, oldest first: the match named (“Ana named the match “Friday night””).' }),
    })
    .openapi('Log', {
      example: {
        seq: 1,
        setup: [],
        notes: [{ at: 1767225700000, line: { key: 'core.named', params: { seat: { seat: 0 }, name: 'Friday night' } } }],
        entries: [{ seq: 1, seat: 1, kind: 'move', command: 'disc 3', lines: [{ key: 'cm.log.disc', params: { player: { seat: 1 }, disc: 3 } }], undone: false, at: 1767225600000 }],
      },
    }),
);

export const ExportSchema = describes<MatchExport>()(
  z
    .object({
      format: z.literal('pbm-export/1'),
      id: z.string(),
      game: z.string(),
      name: z.string().nullable().optional().openapi({ description: 'The match’s name as given; null when none was given (absent in exports from before names). Not part of what is verified.' }),
      variant: z.string().nullable(),
      seats: z.number().int(),
      players: z.array(z.object({ seat, name: z.string().nullable(), bot: orNull(BotLevelSchema).optional() })).openapi({ description: '`bot`: the level of the bot that plays the seat (null: a person; absent in exports from before bots).' }),
      options: z.record(z.string(), z.unknown()),
      rulesVersion: z.string().nullable(),
      commitment: z.string(),
      salts: z.array(z.string()).openapi({ description: 'Each seat’s salt, in seat order: public, mixed into the dice seed.' }),
      secret: z.string().nullable().openapi({ description: 'The committed secret, revealed once the match has ended; null before.' }),
      status: z.string(),
      events: z.array(
        z.object({
          seq: z.number().int(),
          kind: entryKind,
          seat: seat.nullable(),
          command: z.string().nullable(),
          target: z.number().int().nullable(),
          at: time,
        }),
      ),
      final: z.object({ seq: z.number().int(), result: orNull(MatchResultSchema), view: GameViewSchema }),
      fork: ForkExportSchema.optional(),
    })
    .openapi('Export', { description: 'Everything needed to replay and verify the match (`npm run verify`).' }),
);
