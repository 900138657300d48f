// The JSON API (DESIGN.md §6). Errors come back as { error: { code, message } }.
import { lang } from './i18n.js';
import { noteAnswer } from './offline.js';

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** One request; resolves to the parsed body or throws an ApiError with the server's words. */
export async function api(method, path, { token, body } = {}) {
  // Refusals come back in the page's language.
  const headers = { accept: 'application/json', 'accept-language': lang() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res;
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
  let data = null;
  try {
    data = await res.json();
  } catch {
    // not JSON: handled below
  }
  if (!res.ok) {
    const err = data && data.error ? data.error : { code: 'http_' + res.status, message: '' };
    throw new ApiError(res.status, err.code, err.message || `HTTP ${res.status}`);
  }
  return data;
}

/** The match id in /m/:id or /join/:id. */
export function matchIdFromPath() {
  const m = location.pathname.match(/^\/(?:m|join)\/([a-z0-9]+)\/?$/);
  return m ? m[1] : null;
}

/** The secret in the link's fragment (#…), which browsers never send to a server. */
export function secretFromHash() {
  const raw = location.hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
