import { z } from '@hono/zod-openapi';
import type { Arg, ListArg, Phrase, SeatRef, Text } from '../../engine/text';
import { describes } from './same';

/**
 * What players read, as data (src/engine/text.ts): a message of the game's catalogue by key with
 * its arguments, which the page renders in the reader's language (GET /api/games/{id}/messages).
 * The getters make the types recursive (an argument may be another message or a list).
 */
export const SeatRefSchema = describes<SeatRef>()(
  z.object({ seat: z.number().int() }).openapi('SeatRef', { description: 'A player, rendered as their name.', example: { seat: 1 } }),
);

export const TextSchema: z.ZodType<Text> = z
  .object({
    key: z.string(),
    get params() {
      return z.record(z.string(), ArgSchema).optional();
    },
  })
  .openapi('Text', {
    description: 'One message of a catalogue, by key, with its arguments.',
    example: { key: 'core.notYourTurn', params: { seat: { seat: 1 } } },
  });

export const ListArgSchema: z.ZodType<ListArg> = z
  .object({
    get list() {
      return z.array(ArgSchema);
    },
  })
  .openapi('ListArg', { description: 'Several arguments read as one list ("Ana, Bo and Cy").', example: { list: [{ seat: 0 }, { seat: 2 }] } });

export const ArgSchema: z.ZodType<Arg> = z
  .union([z.number(), z.string(), TextSchema, SeatRefSchema, ListArgSchema])
  .openapi('Arg', { description: 'An argument of a message: a number, a verbatim string, another message, a player or a list.' });

export const PhraseSchema: z.ZodType<Phrase> = z
  .union([TextSchema, z.string()])
  .openapi('Phrase', { description: 'Something a player reads: a message, or words already written (older log entries).' });
