// The JSON API (DESIGN.md §6). Errors come back as { error: { code, message } }.
import type { TypedResponse } from 'hono';
import type { errorResponse } from '../../src/api/errors';
import { lang } from './i18n';
import { noteAnswer } from './offline';

/** The body of every refusal, as the server's one error mapper writes it. */
export type ErrorBody = ReturnType<typeof errorResponse> extends TypedResponse<infer T> ? T : never;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function isErrorBody(data: unknown): data is ErrorBody {
  return typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'object' && data.error !== null;
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
}

/**
 * One request; resolves to the parsed body or throws an ApiError with the server's words. `T` is
 * the answer's type as the server declares it: the page trusts its own service's answers.
 */
export async function api<T>(method: string, path: string, { token, body }: RequestOptions = {}): Promise<T> {
  // Refusals come back in the page's language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
  } catch {
    throw new ApiError(0, 'network', '');
  }
  noteAnswer(res);
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // not JSON: handled below
  }
  if (!res.ok) {
    const err = isErrorBody(data) ? data.error : { code: 'http_' + res.status, message: '' };
    throw new ApiError(res.status, err.code, err.message || `HTTP ${res.status}`);
  }
  return data as T;
}

/** The match id in /m/:id or /join/:id. */
export function matchIdFromPath(): string | null {
  const m = location.pathname.match(/^\/(?:m|join)\/([a-z0-9]+)\/?$/);
  return m ? m[1] : null;
}

/** The secret in the link's fragment (#…), which browsers never send to a server. */
export function secretFromHash(): string | null {
  const raw = location.hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
