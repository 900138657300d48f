import { propertyRuns } from './random-games';

/** The property runs of random-games.ts at 4 and 5 players (split in two files so that they run side by side). */
for (const seats of [4, 5]) propertyRuns(seats);
