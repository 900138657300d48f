import type { LancasterView } from '../view';
import { aim, weigh } from './aim';
import { roundsAfter } from './board';
import { samplePurse } from './guess';
import { holdingOf, lawGains, type Holding } from './law-worth';

/*
 * Phase 2 (LA-16 … LA-20, AS-4). A vote is sealed: the bot cannot see how the others voted or
 * will vote, only what each of them stands to gain from the proposal (the board is public, the
 * purses behind screens are guessed) and how many voting markers each holds (public, AS-5). It
 * samples the others' sealed votes from that, and commits the markers that best buy the outcome
 * it wants, keeping some for the proposals still to come this round: markers left after the third
 * vote go back to the supply (LA-20).
 */

const SAMPLES = 40;

/** The laws whose gains turn on the purses behind the screens: the majorities and the exchanges (LW-1, LW-3). */
const PURSE_LAWS = new Set(['l01', 'l02', 'l05', 'l16', 'l17']);

/**
 * Each seat's gain if a proposal passes rather than not. LA-19: the leftmost current law leaves
 * and the proposal joins the row, so only those two laws differ between the two rows. A law
 * passed now may also apply in rounds to come, less surely.
 */
function stakes(v: LancasterView, proposal: number, hs: Holding[]): number[] {
  const law = v.proposals[proposal]?.id;
  const leaving = v.laws[0]?.id;
  if (!law) return hs.map(() => 0);
  const lasting = roundsAfter(v) > 0 ? 1.4 : 1;
  const gained = lawGains(v, law, hs);
  const lost = leaving ? lawGains(v, leaving, hs) : hs.map(() => 0);
  return gained.map((g, seat) => lasting * (g - lost[seat]));
}

/** One sampled sealed vote of another seat: its side, leaning to its interest, and some of its markers. */
function sampleVote(v: LancasterView, seat: number, change: number[], random: () => number): { yes: boolean; weight: number } {
  const interest = weigh(aim(v, seat), change);
  const lean = Math.abs(interest) < 0.3 ? 0.5 : 0.8;
  const yes = random() < (interest >= 0 ? lean : 1 - lean);
  const markers = Math.floor(random() * (v.players[seat].markers + 1));
  return { yes, weight: 1 + markers };
}

/** LA-17: `vote <yes|no> <markers>` for the proposal now open. */
export function chooseVote(v: LancasterView, me: number, actions: readonly string[], random: () => number): string {
  const proposal = v.step?.proposal ?? 0;
  const held = v.players[me].markers;
  const hs = v.players.map((p) => holdingOf(v, p.seat));
  const change = stakes(v, proposal, hs);
  const stake = weigh(aim(v, me), change);
  const yes = stake >= 0;
  // A marker kept may still be needed for a later proposal of this round.
  const later = [1, 2].map((d) => proposal + d).filter((j) => j < v.proposals.length);
  const keep = later.length ? 0.15 * Math.max(...later.map((j) => Math.abs(weigh(aim(v, me), stakes(v, j, hs))))) : 0;
  // Others' purses behind their screens are drawn too when they decide who gains: L01, L02 and the exchanges.
  const hidden = v.players.some((p) => p.gold === null) && [v.laws[0]?.id, v.proposals[proposal]?.id].some((l) => l && PURSE_LAWS.has(l));
  const wins = Array.from({ length: held + 1 }, () => 0);
  for (let i = 0; i < SAMPLES; i++) {
    const theirs = hidden ? stakes(v, proposal, hs.map((h, seat) => ({ ...h, purse: samplePurse(v, seat, random) }))) : change;
    let ayes = 0;
    let noes = 0;
    for (const p of v.players) {
      if (p.seat === me) continue;
      const vote = sampleVote(v, p.seat, theirs, random);
      if (vote.yes) ayes += vote.weight;
      else noes += vote.weight;
    }
    for (let k = 0; k <= held; k++) {
      // LA-17: a tie passes.
      const passes = yes ? ayes + 1 + k >= noes : ayes >= noes + 1 + k;
      if (passes === yes) wins[k]++;
    }
  }
  let best = 0;
  let top = -Infinity;
  wins.forEach((w, k) => {
    const value = (w / SAMPLES) * Math.abs(stake) - k * keep - k * 1e-3;
    if (value > top) {
      top = value;
      best = k;
    }
  });
  const command = `vote ${yes ? 'yes' : 'no'} ${best}`;
  return actions.includes(command) ? command : actions[0];
}
