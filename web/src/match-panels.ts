// The parts of the match page that belong to whoever opened it, set up once when it opens: the
// rules link, and for a seat the settings, push switch and hand-over card of its owner (a hot-seat
// device gets only the settings that are the device's own).
import type { MatchView } from './answers';
import { deviceOnlySettings } from './device-settings';
import { $ } from './dom';
import { hasGuide } from './guides';
import { handoverPanel } from './handover-panel';
import { remember } from './my-matches';
import { pushSwitch } from './push';
import { settingsPanel } from './settings';

export interface SeatPanels {
  settings: ReturnType<typeof settingsPanel> | null;
  push: ReturnType<typeof pushSwitch> | null;
  handover: ReturnType<typeof handoverPanel> | null;
}

/** Shows "How to play" when the game has a guide. */
export function showRulesLink(game: string): void {
  hasGuide(game).then((yes) => {
    const link = $<HTMLAnchorElement>('#rules-link');
    link.href = `/rules/${game}`;
    link.hidden = !yes;
  });
}

export function seatPanels(
  first: MatchView,
  { id, token, onClockChange, onOwner }: { id: string; token: string | null; onClockChange: () => void; onOwner: (owner: boolean) => void },
): SeatPanels {
  const none: SeatPanels = { settings: null, push: null, handover: null };
  if (first.you === null) return none;
  // "Your matches" on the start page: this browser remembers every seat link it opened.
  remember({ id, seat: first.hotseat?.seats[0] ?? first.you, token, how: 'opened', title: first.title });
  // A hot-seat device plays several seats: no one seat's settings, devices or pushes are its to
  // change, only the device's own (Show commands).
  if (first.hotseat) {
    deviceOnlySettings();
    return none;
  }
  const push = pushSwitch($('#push-device'), { id, token, seat: first.you });
  const settings = settingsPanel({ id, token, onClockChange });
  const handover = handoverPanel({ id, token, title: first.title, onOwner });
  handover.load();
  return { settings, push, handover };
}
