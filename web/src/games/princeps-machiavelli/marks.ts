// What each board token shows now (web/src/changes.ts marks the tokens whose signature changed since
// the board the player saw before): a territory by its owner, stability and stack; a card by where
// it lies and whether it is face up or spent; a player by the cards in hand.
import { kindOf } from './kinds';
import type { PMView, TerritoryView } from '../../../../src/games/princeps-machiavelli/view';
import type { Marks } from '../marks';

/** Each territory's notation word (its name in lower case, the same in every language), T01 … T24. */
export const TERRITORY_WORDS: Record<string, string> = {
  T01: 'savoia', T02: 'milano', T03: 'genova', T04: 'mantova', T05: 'venezia', T06: 'friuli',
  T07: 'ferrara', T08: 'bologna', T09: 'romagna', T10: 'lucca', T11: 'pisa', T12: 'firenze',
  T13: 'siena', T14: 'urbino', T15: 'marche', T16: 'umbria', T17: 'roma', T18: 'abruzzo',
  T19: 'napoli', T20: 'puglia', T21: 'calabria', T22: 'sicilia', T23: 'sardegna', T24: 'corsica',
};

function word(id: string): string {
  return kindOf(id) === 'territory' ? TERRITORY_WORDS[id] : id.toLowerCase();
}

export function marks(view: PMView): Marks {
  const out: Marks = {};
  const territory = (ter: TerritoryView, owner: number | '-') => {
    out[`terr:${word(ter.id)}`] = `${owner}|${ter.stable ? 's' : 'd'}|${ter.up.map((c) => c.id).join('.')}|${ter.down}`;
    for (const c of ter.up) out[`card:${word(c.id)}`] = `${ter.id}|up${c.exhausted ? '|x' : ''}`;
    for (const id of ter.hidden ?? []) out[`card:${word(id)}`] = `${ter.id}|down`;
  };
  for (const p of view.players) {
    out[`player:${p.seat + 1}`] = String(p.handCount);
    for (const ter of p.row) territory(ter, p.seat);
  }
  for (const ter of view.independents) territory(ter, '-');
  for (const id of view.hand ?? []) out[`card:${word(id)}`] ??= 'hand';
  return out;
}
