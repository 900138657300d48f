import type { Bindings } from '../../bindings';
import { hasBots } from '../bots/seats';
import { Clocks } from '../clock/clock';
import { Contacts } from '../seats/contacts';
import { Handovers } from '../seats/handover';
import { PushSubscriptions } from '../seats/push-subscriptions';
import { indexRow } from './context';
import { Frames } from './frames';
import { TakeBacks } from '../log/take-backs';
import { IndexSync } from '../log/index-sync';
import { Messages } from '../live/messages';
import { Notifier } from '../notices/notifier';
import { Outbox } from '../notices/outbox';
import { Scheduler } from '../clock/scheduler';
import { MatchStore } from '../log/store';

/** The pieces of one MatchRoom, handed to the modules that do its work. */
export interface MatchParts {
  ctx: DurableObjectState;
  env: Bindings;
  store: MatchStore;
  contacts: Contacts;
  outbox: Outbox;
  clocks: Clocks;
  messages: Messages;
  scheduler: Scheduler;
  index: IndexSync;
  notifier: Notifier;
  /** What each viewer may know of the match (sealed steps). */
  frames: Frames;
  /** The snapshots before the moves that may be undone, in memory. */
  takeBacks: TakeBacks;
  /** Hand-over codes and the extra device tokens they gave (seats/handover.ts). */
  handovers: Handovers;
  /** The devices' browser push subscriptions (seats/push-subscriptions.ts). */
  pushes: PushSubscriptions;
}

/** Each piece over the object's storage; the tables are created on the way. */
export function buildParts(ctx: DurableObjectState, env: Bindings): MatchParts {
  const store = new MatchStore(ctx.storage);
  const contacts = new Contacts(ctx.storage.sql);
  const outbox = new Outbox(ctx.storage.sql);
  const clocks = new Clocks(ctx.storage.sql);
  const messages = new Messages(ctx.storage.sql);
  const frames = new Frames(store);
  const pushes = new PushSubscriptions(ctx.storage.sql);
  return {
    ctx,
    env,
    store,
    contacts,
    outbox,
    clocks,
    messages,
    scheduler: new Scheduler(ctx),
    // The index shows what a spectator may see (nothing of a sealed step under way).
    index: new IndexSync(env, store, () => indexRow(store, frames.of(null))),
    notifier: new Notifier(ctx, env, store, contacts, outbox, messages, clocks, frames, pushes),
    frames,
    takeBacks: new TakeBacks(),
    handovers: new Handovers(ctx.storage.sql),
    pushes,
  };
}

/** Whether the match has timers that an alarm must serve (outbox rows, clocks, forfeited seats, bots). */
export function hasTimers(p: MatchParts): boolean {
  const meta = p.store.meta();
  return p.outbox.nextDue() !== null || (meta !== null && (!!meta.clock || !!p.store.snapshot()?.forfeited || hasBots(meta)));
}
