// A hot-seat device (issue 26): one link of a what-if plays several seats on one device, passed
// from hand to hand. The page shows whichever of its seats is on turn, or one picked by hand
// (`<token>~<seat>`: the server reads the seat after the `~`), and tells the live socket the seat
// it shows.
import type { MatchView } from './answers';

/** `auth` is the page's own request options: its token is changed in place to the seat shown. */
export function hotSeatDevice(token: string | null, auth: { token?: string }) {
  let liveSeat: number | null = null; // the seat the live socket was told

  return {
    /** The token a move goes with: a hot-seat device moves for the seat it shows, by name, whoever the turn has passed to since. */
    sendAs(match: MatchView): string | null {
      return match.hotseat && token ? `${token}~${match.you}` : token;
    },

    /**
     * After each answer: a seat picked by hand holds until it has nothing more to decide, then the
     * device follows the turn again. Says whether to ask again (as the seat on turn); `tell` gives
     * the live socket the token of a newly shown seat.
     */
    follow(match: MatchView, tell: (token: string) => void): boolean {
      if (!match.hotseat || !token || !auth.token) return false;
      const picked = auth.token === token ? null : Number(auth.token.split('~')[1]);
      const again = picked !== null && !match.hotseat.ready.includes(picked);
      if (again) auth.token = token;
      if (!again && match.you !== liveSeat) {
        liveSeat = match.you;
        tell(auth.token);
      }
      return again;
    },

    /** The next answers are asked as `seat`. */
    pick(seat: number): void {
      if (token) auth.token = `${token}~${seat}`;
    },

    /** The seat the live socket is first told (by the page's own token). */
    told(seat: number | null): void {
      liveSeat = seat;
    },
  };
}
