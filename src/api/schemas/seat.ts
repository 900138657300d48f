import { z } from '@hono/zod-openapi';
import type { ContactInfo } from '../../match/seats/seat-settings';
import type { Device } from '../../match/seats/devices';
import type { MatchMessage, MessagePage } from '../../match/live/messages';
import { BotLevelSchema, PolicySchema } from './match';
import { describes } from './same';

const seat = z.number().int().min(0);
const time = z.number().openapi({ description: 'Milliseconds since 1970.', example: 1767225600000 });
const token = z.string().openapi({ description: 'The seat’s secret token: send it as `Authorization: Bearer <token>`. Shown once.', example: 'q8Vd2mXk0bZr7NfT3LcW9yHs' });
const seatUrl = z.string().openapi({ description: 'The seat’s link: the page with the token in its fragment.', example: 'https://pbm.example/m/k3v9x0a7m2c4q8w1e5r6#q8Vd2mXk0bZr7NfT3LcW9yHs' });

export const CreatedSchema = z
  .object({
    id: z.string(),
    commitment: z.string().openapi({ description: 'SHA-256 of the secret seed (revealed at the end).' }),
    spectator: z.string().openapi({ description: 'The spectator’s link.' }),
    seats: z.array(z.object({ seat, name: z.string(), url: seatUrl, token })).openapi({ description: 'The seats of people named at creation, each with its secret link.' }),
    bots: z.array(z.object({ seat, name: z.string(), level: BotLevelSchema })).openapi({ description: 'The seats bots play: no token, nothing to hand out.' }),
    open: z.array(seat).openapi({ description: 'The seats left open for the invite link.' }),
    invite: z.string().optional().openapi({ description: 'The invite link, when seats are open.' }),
  })
  .openapi('Created', {
    example: {
      id: 'k3v9x0a7m2c4q8w1e5r6',
      commitment: '5b0b2cd3f4b1b5a59d3f0a4c9f3ad1d0a3b6e2f1c0d9e8f7a6b5c4d3e2f1a0b9',
      spectator: 'https://pbm.example/m/k3v9x0a7m2c4q8w1e5r6',
      seats: [{ seat: 0, name: 'Ana', url: 'https://pbm.example/m/k3v9x0a7m2c4q8w1e5r6#q8Vd2mXk0bZr7NfT3LcW9yHs', token: 'q8Vd2mXk0bZr7NfT3LcW9yHs' }],
      bots: [],
      open: [1],
      invite: 'https://pbm.example/join/k3v9x0a7m2c4q8w1e5r6#Xy7pQ2',
    },
  });

/** `POST /api/matches/:id/fork` (issue 26): a creation's answer, with the origin and, for a hot-seat what-if, its one link. */
export const ForkCreatedSchema = CreatedSchema.extend({
  seats: CreatedSchema.shape.seats.openapi({ description: 'The seats of people, each with its secret link; none for a hot-seat what-if, whose one link plays them all.' }),
  origin: z.object({ id: z.string(), at: z.number().int().min(0), url: z.string().openapi({ description: 'The origin’s spectator link.' }) }),
  hotseat: z
    .object({ seats: z.array(seat), url: seatUrl, token })
    .optional()
    .openapi({ description: 'A hot-seat what-if: one link that plays every person’s seat on one device (its secrets are then shared there).' }),
}).openapi('ForkCreated', {
  example: {
    id: 'p2f7c1a9k4d8x0m3v6b5',
    commitment: '5b0b2cd3f4b1b5a59d3f0a4c9f3ad1d0a3b6e2f1c0d9e8f7a6b5c4d3e2f1a0b9',
    spectator: 'https://pbm.example/m/p2f7c1a9k4d8x0m3v6b5',
    seats: [],
    bots: [{ seat: 2, name: 'Cy', level: 'good' }],
    open: [],
    origin: { id: 'k3v9x0a7m2c4q8w1e5r6', at: 20, url: 'https://pbm.example/m/k3v9x0a7m2c4q8w1e5r6' },
    hotseat: { seats: [0, 1], url: 'https://pbm.example/m/p2f7c1a9k4d8x0m3v6b5#h0tSeaT4ll2dEv1ce9zQ', token: 'h0tSeaT4ll2dEv1ce9zQ' },
  },
});

/** The answer that gives a seat a token: joining, a new link, a redeemed hand-over code. */
export const SeatTokenSchema = z.object({ seat, name: z.string().nullable(), token, url: seatUrl }).openapi('SeatToken');
export const NewLinkSchema = z.object({ seat, token, url: seatUrl }).openapi('NewLink');
export const RedeemedSchema = z.object({ id: z.string(), seat, name: z.string().nullable(), token, url: seatUrl }).openapi('Redeemed');

export const HandoverCodeSchema = z
  .object({
    seat,
    code: z.string().openapi({ example: 'K7QM3-XPA2Q', description: 'Ten letters and digits, good once for five minutes.' }),
    expiresAt: time,
    url: z.string().openapi({ example: 'https://pbm.example/handover#K7QM3-XPA2Q' }),
  })
  .openapi('HandoverCode');

const DeviceSchema = describes<Device>()(z.object({ id: z.string(), handedAt: time, lastSeenAt: time }).openapi('Device'));

export const DevicesSchema = describes<{ seat: number; owner: boolean; devices?: Device[] }>()(
  z
    .object({
      seat,
      owner: z.boolean().openapi({ description: 'Whether the asking link is the seat’s owner link.' }),
      devices: z.array(DeviceSchema).optional().openapi({ description: 'To the owner only: the devices the seat was handed to.' }),
    })
    .openapi('Devices'),
);

export const SignedOutSchema = z.object({ seat, signedOut: z.number().int().min(0) }).openapi('SignedOut');

const webhookFormat = z.enum(['json', 'discord', 'slack']);

export const ContactInfoSchema = describes<ContactInfo>()(
  z
    .object({
      seat,
      owner: z.boolean().openapi({ description: 'Whether the asking link is the owner link; a handed device reads the address and webhook shortened.' }),
      email: z.string().nullable(),
      emailConfirmed: z.boolean().nullable(),
      confirmationMail: z.object({ state: z.enum(['sent', 'waiting', 'failed']), at: time, problem: z.string().nullable() }).nullable(),
      webhook: z.string().nullable(),
      webhookFormat: webhookFormat.nullable(),
      lang: z.enum(['en', 'es']),
      notify: z.enum(['turn', 'digest', 'none']),
      clock: z
        .object({
          hoursPerMove: z.number(),
          policy: PolicySchema,
          deadline: time.nullable(),
          vacation: z.object({ until: time.nullable(), usedDays: z.number(), leftDays: z.number() }),
        })
        .nullable(),
      deliveries: z.array(
        z.object({ id: z.number().int(), kind: z.string(), channel: z.string(), state: z.string(), attempts: z.number().int(), lastError: z.string().nullable(), at: time }),
      ),
      lastError: z.object({ channel: z.string(), message: z.string(), at: time }).nullable(),
    })
    .openapi('ContactInfo', { description: 'The seat’s notification settings, its clock and its last deliveries.' }),
);

export const MessageSchema = describes<MatchMessage>()(
  z
    .object({
      id: z.string().regex(/^[0-9a-f]{16}$/),
      from: seat,
      to: z.array(seat).nullable().openapi({ description: 'null: to every seat.' }),
      text: z.string().openapi({ description: 'As written: whoever shows it escapes it.' }),
      seq: z.number().int().min(0).openapi({ description: 'The entry the match was at, in the reader’s numbering.' }),
      at: time,
    })
    .openapi('Message', { example: { id: '3f9c0a1b2d4e5f60', from: 0, to: null, text: 'Good luck!', seq: 4, at: 1767225600000 } }),
);

export const MessagePageSchema = describes<MessagePage>()(
  z
    .object({
      messages: z.array(MessageSchema).openapi({ description: 'Newest first.' }),
      next: z.string().nullable().openapi({ description: 'Send it as `before` for the older messages; null when there are none.' }),
    })
    .openapi('MessagePage'),
);
