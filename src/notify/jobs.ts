/** What travels through the notification queue, from a match's outbox to the consumer. */

export type Channel = 'email' | 'webhook' | 'push';
export type WebhookFormat = 'json' | 'discord' | 'slack';

export interface OutgoingMail {
  to: string;
  /** The reader's language: the sender's display name is said in it. */
  lang: 'en' | 'es';
  subject: string;
  text: string;
  html: string;
  /** The signed address a reply goes to (turn emails): answering it plays a move. */
  replyTo: string | null;
  /** One-click unsubscribe (RFC 8058), and the mailto form of it; null for a notice about the seat itself (an ownership mail). */
  unsubscribeUrl: string | null;
  unsubscribeMailto: string | null;
  /** Our own Message-ID, so that replies and confirmations thread together. */
  messageId: string;
  inReplyTo: string | null;
}

export interface OutgoingHook {
  url: string;
  format: WebhookFormat;
  /** The generic JSON body; the Discord and Slack forms are made from its `text`. */
  payload: { text: string } & Record<string, unknown>;
}

/** A browser push (notify/channels/push.ts): what one subscription of the seat is sent. */
export interface OutgoingPush {
  subscription: { id: string; endpoint: string; p256dh: string; auth: string };
  /** Words in the seat's language; `url` is the match page without the seat's link, `tag` the notice it replaces. */
  message: { title: string; body: string; url: string; tag: string; lang: 'en' | 'es' };
  /** The push service keeps only the newest notice of one topic for a device that is off (RFC 8030 §5.4). */
  topic: string;
}

export type NotifyJob =
  | { type: 'deliver'; match: string; outbox: number; channel: 'email'; mail: OutgoingMail }
  | { type: 'deliver'; match: string; outbox: number; channel: 'webhook'; hook: OutgoingHook }
  | { type: 'deliver'; match: string; outbox: number; channel: 'push'; push: OutgoingPush }
  /** A match has news for a seat that takes the daily email digest (notify/digest.ts). */
  | { type: 'digest-note'; match: string; outbox: number; seat: number; email: string; lang: 'en' | 'es' }
  /** An address's daily digest is due: make and send it (notify/digest.ts). */
  | DigestJob
  /** "Find my matches": the consumer looks the address up and mails the seat links. */
  | { type: 'signin'; email: string; lang: 'en' | 'es'; origin: string };

/** The cron run at `claim` found this address's digest due (db/digests.ts). */
export interface DigestJob {
  type: 'digest';
  emailHash: string;
  claim: number;
}

/** What the consumer tells the match after each attempt. */
export interface DeliveryReport {
  outbox: number;
  ok: boolean;
  error?: string;
  attempts: number;
  /** No more attempts will be made. */
  final: boolean;
  /** A push subscription the push service said is gone (404, 410): the match forgets it. */
  expired?: string;
}
