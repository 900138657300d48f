import { z } from '@hono/zod-openapi';

/** The statuses of error answers (DESIGN.md §6), each with what it means in the document. */
const MEANING = {
  400: 'Malformed request',
  401: 'Missing or malformed seat token',
  403: 'Wrong token, or not allowed to this holder of the seat',
  404: 'Unknown match, game, entry or link',
  409: 'Not now: not your turn, a stale `expect`, or the match is not in a state for this',
  410: 'The code or link is no longer good',
  413: 'Request body too large (16 KiB at most)',
  422: 'Refused: an illegal command (with the game’s message), an address the service will not call, or a request it cannot grant',
  426: 'Open this address as a WebSocket',
  429: 'Too many requests; wait and try again',
  503: 'The service cannot do this right now; try again in a minute',
} as const;

export type ErrorStatus = keyof typeof MEANING;

/** The codes a route can answer, by status; `GAME` stands for the game's own refusal codes. */
export type Failures = Partial<Record<ErrorStatus, readonly string[]>>;

/** A game's own refusal of a command: its code is the game's (`illegal_command`, `not_adjacent`, …). */
export const GAME = '*game*';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ description: 'What went wrong, for programs: stable, lower case with underscores.' }),
      message: z.string().openapi({ description: 'What went wrong, for people, in the language of `Accept-Language` where the refusal is a player’s (English or Spanish).' }),
    }),
  })
  .openapi('Error', {
    description: 'Every error answer has this body (DESIGN.md §6).',
    example: { error: { code: 'not_your_turn', message: 'It is not Bo’s turn.' } },
  });

/** A request body is read whole before any route sees it (body-limit.ts). */
export const SENT: Failures = { 400: ['body_unreadable'], 413: ['body_too_large'] };
/** A JSON body checked against the route's schema (validate.ts `readBody`). */
export const BODY: Failures = { 400: ['body_unreadable', 'malformed_json', 'invalid_request'], 413: ['body_too_large'] };
/** A match read with a seat token or none (a spectator). */
export const READER: Failures = { 401: ['bad_authorization'], 403: ['bad_token', 'not_hot_seat'], 404: ['unknown_match'] };
/** What only a seat may do. `not_hot_seat`: a hot-seat link of a what-if named a seat it does not play (`<token>~<seat>`). */
export const SEAT: Failures = { 401: ['bad_authorization', 'missing_token'], 403: ['bad_token', 'not_hot_seat'], 404: ['unknown_match'] };
/** What only the seat's owner link may do (a handed device is refused). */
export const OWNER: Failures = { ...SEAT, 403: ['bad_token', 'not_hot_seat', 'owner_only'] };

const EXAMPLES: Record<string, string> = {
  invalid_request: 'players.0.name: a name is needed',
  malformed_json: 'The request body is not valid JSON.',
  body_unreadable: 'The request body could not be read to its end.',
  body_too_large: 'Request bodies are limited to 16384 bytes.',
  bad_authorization: 'Send the seat token as "Authorization: Bearer <token>".',
  missing_token: 'This needs your seat link (a Bearer token).',
  bad_token: 'This seat link is not valid for this match.',
  not_hot_seat: 'This hot-seat link plays only the seats of the people at its device: not a bot’s seat, nor one the match does not have.',
  owner_only: 'Only the seat’s own link may make a new link for it. This device was handed the seat: it plays, reads and writes messages.',
  unknown_match: 'There is no match with this id.',
  too_many_requests: 'Too many requests from your address; wait a minute and try again.',
  [GAME]: 'Stafford needs a knight of strength 2 or more.',
};

function errorSchema(codes: readonly string[]) {
  const known = codes.filter((c) => c !== GAME);
  const code = codes.includes(GAME)
    ? z.string().regex(/^[a-z_]+$/).openapi({ description: `One of ${known.join(', ')}, or the game’s own code for an illegal command.` })
    : z.enum(known as [string, ...string[]]);
  return z.object({ error: z.object({ code, message: z.string() }) });
}

/** The error answers of a route, from the sets of codes it can answer (merged by status). */
export function failures(...sets: Failures[]) {
  const merged = new Map<ErrorStatus, string[]>();
  for (const set of sets) {
    for (const [key, codes] of Object.entries(set)) {
      const status = Number(key) as ErrorStatus;
      merged.set(status, [...new Set([...(merged.get(status) ?? []), ...(codes ?? [])])]);
    }
  }
  const answers: Record<string, { description: string; content: { 'application/json': { schema: ReturnType<typeof errorSchema>; example: z.infer<typeof ErrorSchema> } } }> = {};
  for (const [status, codes] of [...merged].sort(([a], [b]) => a - b)) {
    const first = codes[0];
    answers[status] = {
      description: `${MEANING[status]}: ${codes.map((c) => (c === GAME ? 'the game’s code' : `\`${c}\``)).join(', ')}.`,
      content: {
        'application/json': {
          schema: errorSchema(codes),
          example: { error: { code: first === GAME ? 'illegal_command' : first, message: EXAMPLES[first] ?? `${MEANING[status]}.` } },
        },
      },
    };
  }
  return answers;
}
