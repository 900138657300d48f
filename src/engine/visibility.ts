import type { LogLine } from './types';

/** Whether a viewer (null = spectator) may read a log line. */
export function canSee(line: LogLine, seat: number | null): boolean {
  return line.to === undefined || (seat !== null && line.to.includes(seat));
}
