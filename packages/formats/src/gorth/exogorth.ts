/** The Exogorths of Whack-a-'Gorth as data (XW-WAG-01, XW-WAG-06, XW-WAG-08, XW-WAG-09). */

export const exogorthStats = {
  /** Defence dice when attacked (XW-WAG-06). */
  agility: 2,
  hull: 4,
  /** Dice of its attacks (XW-WAG-04, XW-WAG-09). */
  attackDice: 3,
  /** Range of its end-of-combat attack (XW-WAG-09). */
  attackRange: [1, 2] as const,
  /** Range from which a ship may feed it a token (XW-WAG-05). */
  feedRange: 3,
  /** Added to the killer's points destroyed (XW-WAG-08). */
  killPoints: 10,
} as const;

/** What the table needs besides a standard 100-point, 6-obstacle game (XW-WAG-01). */
export const gorthKit = {
  obstacles: 6,
  /** Number tokens 1 to 6, one per obstacle. */
  tokens: [1, 2, 3, 4, 5, 6],
  die: 6,
  /** Enough to kill every Exogorth. */
  damageTokens: 24,
} as const;
