import type { Phrase } from '../../engine/text';

/** Results as data across the Durable Object RPC boundary (thrown errors lose their class there). */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

export interface Refusal {
  ok: false;
  status: ErrorStatus;
  code: string;
  /** For players: a message (rendered in the reader's language on its way out) or words already. */
  message: Phrase;
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export function done<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refuse(status: ErrorStatus, code: string, message: Phrase): Refusal {
  return { ok: false, status, code, message };
}

/**
 * A value already written as JSON, for the Worker to send as it is: passing a view between the
 * object and the Worker as an object graph (structured clone) costs several times more than
 * writing it once as text, which the answer needs anyway.
 */
export type JsonText<T> = string & { readonly __json?: T };

export function asJson<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

export function jsonOutcome<T>(o: Outcome<T>): Outcome<JsonText<T>> {
  return o.ok ? done(asJson(o.value)) : o;
}
