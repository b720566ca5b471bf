/** Sizes an event keeps within, so a stored event stays small and a page stays readable. */
export const LIMITS = {
  eventName: 80,
  description: 1000,
  notes: 4000,
  playerName: 60,
  club: 60,
  reason: 240,
  /** Characters of a squad's JSON. */
  squad: 20_000,
  /** Characters of an entered result's JSON. */
  result: 20_000,
  players: 512,
  rounds: 30,
  roundMinutes: 600,
  seed: 200,
} as const;
