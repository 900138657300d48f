import type { NotifyJob } from './notify/jobs';

/**
 * Bindings and variables of the Worker (wrangler.toml), but for the MatchRoom namespace: what
 * the MatchRoom itself is given. `Env` (env.ts) adds the namespace, typed by the class.
 */
export interface Bindings {
  DB: D1Database;
  ASSETS?: Fetcher;
  /** Workers Rate Limiting binding for match creation and joining. */
  CREATE_LIMITER?: RateLimit;
  /** "1" lets `options.seed` fix the dice: local development and tests only. */
  ALLOW_FIXED_SEED?: string;
  /** Outgoing email (simulated locally: wrangler writes each message to a file). */
  EMAIL?: SendEmail;
  /** The notification queue: the match's outbox hands messages to it, `queue()` delivers them. */
  NOTIFY?: Queue<NotifyJob>;
  /**
   * The server secret (a Workers secret in production): signs reply and unsubscribe addresses
   * and seals the seat tokens that emails link to. Without it no email is sent.
   */
  SERVICE_SECRET?: string;
  /** The sender of the service's email, and the domain of its reply addresses. */
  MAIL_FROM?: string;
  MAIL_DOMAIN?: string;
  /** The public address of the service for links in notifications; else the one a match was created at. */
  PUBLIC_URL?: string;
  /** Seconds that events wait so that several share one message (default 120; tests use 0). */
  NOTIFY_DELAY_SECONDS?: string;
  /**
   * The VAPID key pair that signs browser pushes (RFC 8292), base64url as `node scripts/vapid.mjs`
   * prints it; without it no push is sent and the page offers none. The private key is a secret.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** Whom push services may write to about our pushes (default mailto:MAIL_FROM). */
  VAPID_SUBJECT?: string;
  /** "1" lets push subscriptions point at https://localhost (the browser tests' push service only). */
  ALLOW_LOCAL_PUSH?: string;
  /** Seconds a bot waits before it plays its turn, so that the others see it think (default 3; tests use 0). */
  BOT_DELAY_SECONDS?: string;
  /** "1" lets webhooks go to http://localhost (local development and tests only). */
  ALLOW_LOCAL_WEBHOOKS?: string;
  /**
   * The DNS-over-HTTPS JSON resolver that webhook host names are checked with (default
   * https://cloudflare-dns.com/dns-query); "off" checks only the literal address.
   */
  WEBHOOK_DOH?: string;
  /** Days an open match nobody joined is kept (default 30; src/match/core/retention.ts). */
  OPEN_MATCH_DAYS?: string;
  /** Days a finished match nobody reads is kept (default 365). */
  UNREAD_FINISHED_DAYS?: string;
  /** Days without a move after which an active match with no time control ends (default 90). */
  IDLE_MATCH_DAYS?: string;
}
