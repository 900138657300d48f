/** Messages written as [English, Spanish] pairs, so that no key lacks a language. */
export type Pairs = Record<string, readonly [string, string]>;
