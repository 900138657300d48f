import { sha256Hex } from '../records/crypto';

/**
 * Provable dice (DESIGN.md §4). The server draws a secret and publishes sha256(secret) at
 * creation. Each player may add a salt when taking a seat. The game's RNG is seeded from
 * sha256 of the secret and every salt in seat order, so neither the server (which cannot know
 * later salts when it commits) nor the players (who cannot know the secret) can steer the dice.
 * At the end the secret is revealed and anyone can recompute both digests and replay the log.
 */

export function commitmentOf(secret: string): Promise<string> {
  return sha256Hex(secret);
}

export function rngSeedOf(secret: string, salts: readonly string[]): Promise<string> {
  // JSON keeps the encoding unambiguous whatever characters a salt holds.
  return sha256Hex(JSON.stringify(['pbm-dice-v1', secret, salts]));
}
