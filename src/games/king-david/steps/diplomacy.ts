import { text } from '../../../engine/text';
import { allianceOf, form, jointAllowed, modeText } from '../alliances';
import { alliesOf } from '../board';
import { COUNTRY_WORD, LEADER } from '../data/counters';
import { COST, type WindowType } from '../data/tables';
import { canPay, pay } from '../economy';
import type { DiplomacyFrame, PlaceFrame, Proposal } from '../frames';
import { placeAreas } from '../placement';
import { pop, push, type Handler } from '../handler';
import { leaderName, who, windowName } from '../names';
import { pairKey, type KdState, type Log } from '../state';
import { describeGift, giftCommands, performGift } from '../transfers';
import { countryOfWord } from '../windows';
import { setLeader } from '../shared';
import { setSeatList } from '../shared';

/**
 * The Diplomacy step (KD-13, A-3, A-5): ransoms first, then every player may propose, answer,
 * renegotiate, break, transfer, set port permissions, and end with DONE. It ends when every
 * player is DONE and nothing is pending.
 */

function word(s: KdState, seat: number): string {
  return COUNTRY_WORD[s.country[seat] as keyof typeof COUNTRY_WORD];
}

function seatOfWord(s: KdState, w: string): number {
  return s.country.indexOf(countryOfWord(w) as never);
}

function incoming(f: DiplomacyFrame, seat: number): Proposal[] {
  return f.proposals.filter((p) => p.to === seat);
}

function pendingBetween(f: DiplomacyFrame, a: number, b: number): boolean {
  return f.proposals.some((p) => pairKey(p.from, p.to) === pairKey(a, b));
}

function modes(s: KdState, a: number, b: number): string[] {
  const out = ['separate'];
  if (jointAllowed(s, a, b)) out.push(`joint ${word(s, a)}`, `joint ${word(s, b)}`);
  return out;
}

/** ransoms are collected automatically, converting food if resources fall short. */
function collectRansoms(s: KdState, log: Log): void {
  for (const id of [...s.captives]) {
    const seat = s.country.indexOf(LEADER[id].country);
    const due = COST.ransomPerRating * LEADER[id].rating;
    if (seat < 0 || !canPay(s, seat, 0, due)) {
      log.push({ text: text('kd.log.ransomUnpaid', { leader: leaderName(id), due }) });
      continue;
    }
    const placing: PlaceFrame = { k: 'place', seat, rule: 'ransom', pieces: [id], country: s.country[seat] as string };
    // A-5 places a ransomed leader in a controlled home city or with an army of his: with neither,
    // nothing is taken and he waits, as an unpaid leader does (a ransom never buys a leader who is nowhere).
    if (placeAreas(s, placing).length === 0) {
      log.push({ text: text('kd.log.ransomNowhere', { leader: leaderName(id) }) });
      continue;
    }
    const paid = pay(s, seat, 0, due);
    s.captives = s.captives.filter((x) => x !== id);
    setLeader(s, id, { at: null, status: 'map' });
    log.push({ text: text('kd.log.ransomPaid', { leader: leaderName(id), food: paid.food, res: paid.res }) });
    push(s, placing);
  }
}

function listFor(s: KdState, f: DiplomacyFrame, seat: number): string[] {
  const out: string[] = [];
  const allies = alliesOf(s, seat);
  for (const p of incoming(f, seat)) {
    // one joint arrangement per player; a joint proposal that would make a second one can only be declined.
    if (!p.joint || jointAllowed(s, seat, p.from)) out.push(`accept ${word(s, p.from)}`);
    out.push(`decline ${word(s, p.from)}`);
  }
  for (const other of s.initiative) {
    if (other === seat || f.used.includes(`${seat}>${other}`) || pendingBetween(f, seat, other)) continue;
    const current = allianceOf(s, seat, other);
    if (current) {
      const now = current.joint ? `joint ${word(s, current.host as number)}` : 'separate';
      for (const m of modes(s, seat, other)) if (m !== now) out.push(`renegotiate ${word(s, other)} ${m}`);
    } else if (!s.pastAllies.includes(pairKey(seat, other))) {
      for (const m of modes(s, seat, other)) out.push(`propose ${word(s, other)} ${m}`);
    }
  }
  for (const ally of allies) {
    out.push(`break ${word(s, ally)}`);
    out.push(`ports ${word(s, ally)} ${s.noPorts[seat].includes(ally) ? 'on' : 'off'}`);
  }
  out.push(...giftCommands(s, seat, { giving: null }));
  for (const w of s.autopass[seat]) out.push(`autopass off ${w}`);
  out.push('done');
  return out;
}

function parseMode(s: KdState, parts: string[]): { joint: boolean; host: number | null } {
  return parts[0] === 'joint' ? { joint: true, host: seatOfWord(s, parts[1]) } : { joint: false, host: null };
}

export const diplomacyStep: Handler<DiplomacyFrame> = {
  run(s, f, log) {
    if (f.stage === 'ransom') {
      collectRansoms(s, log);
      f.stage = 'talk';
      return true;
    }
    if (!f.done.every((d) => d)) return false;
    // when every player is DONE, unanswered proposals are declined.
    for (const p of f.proposals) log.push({ text: text('kd.log.declines', { who: who(s.country[p.to] ?? null, p.to), from: who(s.country[p.from] ?? null, p.from) }) });
    pop(s, f);
    return true;
  },
  who: (s) => Array.from({ length: s.seats }, (_, i) => i),
  list(s, f, seat) {
    if (f.stage !== 'talk' || (f.done[seat] && incoming(f, seat).length === 0)) return [];
    if (f.giving[seat] !== null) return giftCommands(s, seat, { giving: f.giving[seat] });
    return listFor(s, f, seat);
  },
  perform(s, f, seat, command, log) {
    if (f.giving[seat] !== null || command.startsWith('give ')) {
      const g = { giving: f.giving[seat] };
      performGift(s, seat, g, command, log);
      f.giving[seat] = g.giving;
      return;
    }
    const parts = command.split(' ');
    const other = parts[1] ? seatOfWord(s, parts[1]) : -1;
    const me = who(s.country[seat] ?? null, seat);
    switch (parts[0]) {
      case 'done':
        f.done[seat] = true;
        log.push({ text: text('kd.log.diplomacyDone', { who: me }) });
        return;
      case 'propose':
      case 'renegotiate': {
        const mode = parseMode(s, parts.slice(2));
        f.proposals.push({ from: seat, to: other, ...mode, renegotiate: parts[0] === 'renegotiate' });
        f.used.push(`${seat}>${other}`);
        // receiving a proposal clears the recipient's DONE.
        f.done[other] = false;
        log.push({ text: text(parts[0] === 'propose' ? 'kd.log.proposes' : 'kd.log.renegotiates', { who: me, to: who(s.country[other] ?? null, other), mode: modeText(s, mode.joint, mode.host) }) });
        return;
      }
      case 'accept':
      case 'decline': {
        const p = f.proposals.find((x) => x.from === other && x.to === seat) as Proposal;
        f.proposals = f.proposals.filter((x) => x !== p);
        if (parts[0] === 'decline') {
          log.push({ text: text('kd.log.declines', { who: me, from: who(s.country[other] ?? null, other) }) });
          return;
        }
        const existing = allianceOf(s, seat, other);
        if (existing) {
          existing.joint = p.joint;
          existing.host = p.host;
          log.push({ text: text('kd.log.modeChanged', { a: me, b: who(s.country[other] ?? null, other), mode: modeText(s, p.joint, p.host) }) });
        } else {
          form(s, other, seat, p.joint, p.host, log);
        }
        return;
      }
      case 'break': {
        // during Diplomacy a break takes effect at once.
        s.alliances = s.alliances.filter((x) => pairKey(x.a, x.b) !== pairKey(seat, other));
        setSeatList(s, 'noPorts', seat, s.noPorts[seat].filter((x) => x !== other));
        setSeatList(s, 'noPorts', other, s.noPorts[other].filter((x) => x !== seat));
        log.push({ text: text('kd.log.breaks', { who: me, ally: who(s.country[other] ?? null, other) }) });
        return;
      }
      case 'ports': {
        const kept = s.noPorts[seat].filter((x) => x !== other);
        setSeatList(s, 'noPorts', seat, parts[2] === 'off' ? [...kept, other] : kept);
        log.push({ text: text('kd.log.ports', { who: me, ally: who(s.country[other] ?? null, other), on: parts[2] }) });
        return;
      }
      case 'autopass':
        setSeatList(s, 'autopass', seat, s.autopass[seat].filter((w) => w !== parts[2]));
        log.push({ text: text('kd.log.autopassOff', { window: windowName(parts[2] as WindowType) }), to: [seat] });
        return;
    }
  },
  prompt(_s, f, seat) {
    if (seat === null || f.done[seat]) return text('kd.prompt.diplomacyWait');
    return text('kd.prompt.diplomacy', { proposals: incoming(f, seat).length });
  },
  describe(s, f, seat, command) {
    if (f.giving[seat] !== null || command.startsWith('give ')) return describeGift(s, { giving: f.giving[seat] }, command);
    const parts = command.split(' ');
    const other = parts[1] && parts[0] !== 'autopass' && parts[0] !== 'done' ? who(s.country[seatOfWord(s, parts[1])] ?? null, seatOfWord(s, parts[1])) : '';
    switch (parts[0]) {
      case 'propose':
      case 'renegotiate': {
        const mode = parseMode(s, parts.slice(2));
        return { text: text(`kd.do.${parts[0]}`, { other, mode: modeText(s, mode.joint, mode.host) }) };
      }
      case 'ports':
        return { text: text('kd.do.ports', { other, on: parts[2] }) };
      case 'autopass':
        return { text: text('kd.do.autopassOff', { window: windowName(parts[2] as WindowType) }) };
      case 'done':
        return { text: text('kd.do.diplomacyDone') };
      default:
        return { text: text(`kd.do.${parts[0]}`, { other }) };
    }
  },
  secret: (command) => command.startsWith('autopass'),
};
