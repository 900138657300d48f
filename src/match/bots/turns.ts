import type { Bindings } from '../../bindings';
import { botCommand } from '../../engine/bots';
import { findGame } from '../../games';
import type { Commit } from '../clock/deadline-plays';
import { loadContext } from '../core/context';
import type { MatchParts } from '../core/parts';
import { decide } from '../log/steps';
import type { MatchStore } from '../log/store';
import { botLevelOf, hasBots } from './seats';

/**
 * Bot seats play their turns from the match's own alarm (issue 26; DESIGN.md §3, §5), never
 * inside another seat's request: a step that puts a bot on turn asks for the `bots` timer a few
 * seconds later (BOT_DELAY_SECONDS), so that the others see it "thinking" and a request's answer
 * never waits for a bot. The bot decides from its seat's frame (core/frames.ts): during a sealed
 * step, the match before the step plus its own entries, never the others' submissions. Its move is
 * then decided and committed like any seat's: the same sealing, the same log lines, no line that
 * says a bot moved. Its chances come from `crypto.getRandomValues`: the log keeps the command it
 * chose, so a replay needs no bot dice.
 */

export const DEFAULT_BOT_DELAY_SECONDS = 3;
/**
 * Steps one firing of the alarm plays at most: a long turn goes on at the next firing at once,
 * and requests that came meanwhile are served in between.
 */
export const BOT_STEPS_PER_ALARM = 4;

/** How long a bot waits before it plays (BOT_DELAY_SECONDS; 0 in the tests). */
export function botDelayMs(env: Bindings): number {
  const raw = env.BOT_DELAY_SECONDS;
  const seconds = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : DEFAULT_BOT_DELAY_SECONDS * 1000;
}

/**
 * The bot seats that have a decision to take now: active, with commands, not forfeited, and not
 * only waiting on their own submission (Game.waiting: they could only take it back, and leave it).
 */
export function readyBots(store: MatchStore): number[] {
  const c = loadContext(store);
  const snap = store.snapshot();
  if (!c || !snap || c.status !== 'active' || !hasBots(c.meta)) return [];
  return c.game
    .active(snap.state)
    .filter(
      (seat) =>
        botLevelOf(c.meta, seat) !== null &&
        !(snap.forfeited ?? []).includes(seat) &&
        c.game.actions(snap.state, seat).length > 0 &&
        !c.game.waiting?.(snap.state, seat),
    );
}

/** After a transaction: when a bot is to move, its timer is due after the delay. */
export function scheduleBots(p: MatchParts, now: number): void {
  if (readyBots(p.store).length > 0) p.scheduler.at('bots', now + botDelayMs(p.env));
}

/**
 * The `bots` timer: the bots on turn play, a step at a time, as long as they stay on turn (a few
 * steps per firing). A bot whose turn comes from another's move waits the delay (the commit asked
 * for it); one still on turn when the firing's steps are spent goes on at once.
 */
export function playBots(p: MatchParts, commit: Commit, now: number): number | null {
  let going = readyBots(p.store);
  for (let steps = 0; going.length > 0; steps++) {
    if (steps === BOT_STEPS_PER_ALARM) return now;
    const seat = going[0];
    const played = playOne(p, commit, seat, now);
    // A seat the game refuses everything to is left be (logged), so that it cannot spin the alarm.
    going = readyBots(p.store).filter((s) => going.includes(s) && (played || s !== seat));
  }
  return null;
}

function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;
}

/**
 * One step of the bot of `seat`. A bot must never stall a match: when the game refuses its choice
 * (or the bot fails), the seat's timeout default, then each listed command in turn, is tried
 * instead, and the refusal is logged. Returns whether a step was played.
 */
function playOne(p: MatchParts, commit: Commit, seat: number, now: number): boolean {
  const { store, frames } = p;
  const c = loadContext(store);
  const snap = store.snapshot();
  const entry = findGame(c?.meta.game ?? '');
  const level = c ? botLevelOf(c.meta, seat) : null;
  const frame = frames.of(seat);
  if (!c || !snap || !entry || !level || !frame) return false;
  const choices: string[] = [];
  try {
    const chosen = botCommand(c.game, entry.bots[level], frame.state, seat, random);
    if (chosen !== null) choices.push(chosen);
  } catch (e) {
    console.error(`the ${level} bot of seat ${seat} failed`, e);
  }
  try {
    if (entry.timeout) choices.push(entry.timeout(frame.state, seat));
  } catch (e) {
    console.error(`the timeout default of seat ${seat} failed`, e);
  }
  choices.push(...c.game.actions(frame.state, seat));
  for (const command of new Set(choices)) {
    const step = decide(c, snap, () => store.events(), seat, command, null, now);
    if (step.ok) {
      commit(step.value, now);
      return true;
    }
    console.error(`the ${level} bot of seat ${seat} chose "${command}", refused: ${JSON.stringify(step.message)}`);
  }
  return false;
}
