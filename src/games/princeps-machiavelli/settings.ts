import { text } from '../../engine/text';
import type { Log, Orders, PMState } from './state';

/*
 * Standing choices a seat may set while negotiating, private to it: the "no voluntary discards"
 * preference and the standing W2 orders.
 *   autodraw on | autodraw off
 *   orders sacrifice none|all | orders machiavelli never|losing | orders punishment never|legal | orders off
 */

const PARTS: Record<keyof Orders, readonly string[]> = {
  sacrifice: ['none', 'all'],
  machiavelli: ['never', 'losing'],
  punishment: ['never', 'legal'],
};

/** Orders set part by part start from the choices that change nothing: no sacrifice, never a card. */
const PLAIN: Orders = { sacrifice: 'none', machiavelli: 'never', punishment: 'never' };

export function settingsOptions(s: PMState, seat: number): string[] {
  const out = [s.noDiscards[seat] ? 'autodraw off' : 'autodraw on'];
  const o = s.orders[seat];
  for (const part of Object.keys(PARTS) as (keyof Orders)[]) {
    for (const value of PARTS[part]) if (!o || o[part] !== value) out.push(`orders ${part} ${value}`);
  }
  if (o) out.push('orders off');
  return out;
}

export function performSettings(s: PMState, seat: number, words: string[], log: Log): void {
  if (words[0] === 'autodraw') {
    s.noDiscards[seat] = words[1] === 'on';
    log.push({ text: text(s.noDiscards[seat] ? 'pm.log.autodrawOn' : 'pm.log.autodrawOff'), to: [seat] });
    return;
  }
  if (words[1] === 'off') {
    s.orders[seat] = null;
    log.push({ text: text('pm.log.ordersOff'), to: [seat] });
    return;
  }
  const part = words[1] as keyof Orders;
  const next: Orders = { ...(s.orders[seat] ?? PLAIN) };
  if (part === 'sacrifice') next.sacrifice = words[2] === 'all' ? 'all' : 'none';
  if (part === 'machiavelli') next.machiavelli = words[2] === 'losing' ? 'losing' : 'never';
  if (part === 'punishment') next.punishment = words[2] === 'legal' ? 'legal' : 'never';
  s.orders[seat] = next;
  log.push({ text: text('pm.log.orders', { ...next }), to: [seat] });
}
