/**
 * The objective cards of Objective Play (XW-OBJ-04..18) as data: our ids, names as the seed
 * names them, our own one-line descriptions, and the facts the table enters for scoring.
 */

export const OBJECTIVE_IDS = [
  'bounty-hunter',
  'minefield',
  'graveyard',
  'death-star-plans',
  'recon-mission',
  'station-defense',
  'hidden-jedi',
  'capture-the-flag',
  'torpedo-run',
  'spice-run',
  'rescue-mission',
  'escort-mission',
  'homing-beacon',
  'hyperspace-assault',
] as const;

export type ObjectiveId = (typeof OBJECTIVE_IDS)[number];

/** A fact the table enters at the end of the game, for a form to ask. */
export interface FactField {
  readonly key: string;
  readonly label: string;
  /** per-player: one value for each player; otherwise one for the game. */
  readonly kind: 'per-player-flag' | 'per-player-count' | 'flag' | 'count' | 'choice';
  readonly choices?: readonly string[];
  readonly optional?: true;
}

export interface ObjectiveCard {
  readonly id: ObjectiveId;
  readonly name: string;
  readonly clauses: readonly string[];
  readonly summary: string;
  /** False for objectives that only change how the game plays (no points). */
  readonly scores: boolean;
  readonly facts: readonly FactField[];
}

const counts = (key: string, label: string): FactField => ({
  key,
  label,
  kind: 'per-player-count',
});
const flags = (key: string, label: string): FactField => ({ key, label, kind: 'per-player-flag' });
const obstacles: FactField = {
  key: 'obstacles',
  label: 'Obstacles on the board at setup',
  kind: 'count',
  optional: true,
};

export const objectiveCards: readonly ObjectiveCard[] = [
  {
    id: 'bounty-hunter',
    name: 'Bounty Hunter',
    clauses: ['XW-OBJ-04'],
    summary:
      'Each player names one of their ships as the Bounty, openly; killing the enemy Bounty scores 10.',
    scores: true,
    facts: [flags('bountyDestroyed', "Was this player's Bounty destroyed?")],
  },
  {
    id: 'minefield',
    name: 'Minefield',
    clauses: ['XW-OBJ-05'],
    summary:
      'Obstacles are mines: a ship landing on one takes a 3-die roll from its opponent, then the mine is gone.',
    scores: false,
    facts: [],
  },
  {
    id: 'graveyard',
    name: 'Graveyard',
    clauses: ['XW-OBJ-06'],
    summary: 'Every ship destroyed leaves a debris field where it died.',
    scores: false,
    facts: [],
  },
  {
    id: 'death-star-plans',
    name: 'Death Star Plans',
    clauses: ['XW-OBJ-07'],
    summary:
      'The plans hide under one obstacle token; the first player hunts for them and must keep their carrier alive.',
    scores: true,
    facts: [
      {
        key: 'plans',
        label: 'What became of the plans?',
        kind: 'choice',
        choices: ['not-found', 'carrier-survived', 'carrier-destroyed'],
      },
    ],
  },
  {
    id: 'recon-mission',
    name: 'Recon Mission',
    clauses: ['XW-OBJ-08'],
    summary:
      'A recon token sits on each obstacle; shoot it down from close by to collect it, 2 points apiece.',
    scores: true,
    facts: [counts('tokens', 'Recon tokens collected'), obstacles],
  },
  {
    id: 'station-defense',
    name: 'Station Defense',
    clauses: ['XW-OBJ-09'],
    summary:
      'One obstacle is the second player’s station (agility 2, hull 10): 12 points to whoever wins the fight over it.',
    scores: true,
    facts: [
      { key: 'stationDestroyed', label: 'Did the first player destroy the station?', kind: 'flag' },
    ],
  },
  {
    id: 'hidden-jedi',
    name: 'Hidden Jedi',
    clauses: ['XW-OBJ-10'],
    summary: 'Each player secretly hides a Jedi aboard one ship; killing it scores 5.',
    scores: true,
    facts: [flags('jediDestroyed', "Was this player's Jedi ship destroyed?")],
  },
  {
    id: 'capture-the-flag',
    name: 'Capture the Flag',
    clauses: ['XW-OBJ-11'],
    summary: 'Each player marks a flagship; if it leaves the play area, its opponent scores 20.',
    scores: true,
    facts: [flags('flagshipExited', "Did this player's flagship leave the play area?")],
  },
  {
    id: 'torpedo-run',
    name: 'Torpedo Run',
    clauses: ['XW-OBJ-12'],
    summary: 'Missiles and torpedoes stay after firing, for both squads.',
    scores: false,
    facts: [],
  },
  {
    id: 'spice-run',
    name: 'Spice Run',
    clauses: ['XW-OBJ-13'],
    summary:
      'Each player’s spice runner picks up its marker from every obstacle it lands on, unharmed the first time: 2 points a marker.',
    scores: true,
    facts: [counts('markers', 'Spice markers collected'), obstacles],
  },
  {
    id: 'rescue-mission',
    name: 'Rescue Mission',
    clauses: ['XW-OBJ-14'],
    summary:
      'The first player flies a prisoner transport; the second player frees the prisoners by touching it.',
    scores: true,
    facts: [
      {
        key: 'prisoners',
        label: 'What became of the prisoners?',
        kind: 'choice',
        choices: ['rescued', 'transport-destroyed', 'not-rescued'],
      },
    ],
  },
  {
    id: 'escort-mission',
    name: 'Escort Mission',
    clauses: ['XW-OBJ-15'],
    summary:
      'The second player’s slow shuttle (agility 2, hull 6) crawls across the board: 10 points to whoever decides its fate.',
    scores: true,
    facts: [
      {
        key: 'shuttle',
        label: 'What became of the shuttle?',
        kind: 'choice',
        choices: ['destroyed', 'exited', 'neither'],
      },
    ],
  },
  {
    id: 'homing-beacon',
    name: 'Homing Beacon',
    clauses: ['XW-OBJ-16'],
    summary:
      'Trade a close-range hit for a beacon on the target; every tagged enemy ship scores 3.',
    scores: true,
    facts: [
      counts('beacons', 'Enemy ships this player tagged'),
      { key: 'ships', label: 'Ships in each squad', kind: 'per-player-count', optional: true },
    ],
  },
  {
    id: 'hyperspace-assault',
    name: 'Hyperspace Assault',
    clauses: ['XW-OBJ-17', 'XW-OBJ-18'],
    summary:
      'The second player holds back under 50 points of ships to jump in at an assault point after the first turn.',
    scores: true,
    facts: [
      { key: 'reservePoints', label: 'Points of the assault force', kind: 'count' },
      {
        key: 'reserve',
        label: 'What became of the assault force?',
        kind: 'choice',
        choices: ['deployed', 'not-deployed', 'stranded'],
      },
    ],
  },
];

export function objectiveCard(id: string): ObjectiveCard | undefined {
  return objectiveCards.find((c) => c.id === id);
}
