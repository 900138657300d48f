import { propertyRuns } from './random-games';

/** The property runs of random-games.ts at 2 and 3 players (split in two files so that they run side by side). */
for (const seats of [2, 3]) propertyRuns(seats);
