/** The feedback components' seeded game (scripts/game-fixture.ts), played once per test file. */
import { type PlayedGame, playGame } from '../scripts/game-fixture.ts';

let played: PlayedGame | undefined;

export function game(): PlayedGame {
  played ??= playGame();
  return played;
}

/** Vitest's hook timeout for a `beforeAll` that plays the game (seconds on a busy machine). */
export const GAME_TIMEOUT = 120_000;
