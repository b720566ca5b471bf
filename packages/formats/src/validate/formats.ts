/** The event formats squads are checked for, and what each asks of a squad list. */

export type FormatId =
  | 'standard'
  | 'ace-of-aces'
  | 'political-escort'
  | 'objective-play'
  | 'whack-a-gorth';

export const FORMAT_IDS: readonly FormatId[] = [
  'standard',
  'ace-of-aces',
  'political-escort',
  'objective-play',
  'whack-a-gorth',
];

export interface SquadRules {
  readonly name: string;
  /** Most points a squad may cost. */
  readonly points: number;
  /** Obstacles a player brings (checked when the list names any, or always when required). */
  readonly obstacles: number;
  readonly obstaclesRequired: boolean;
}

export const SQUAD_RULES: Readonly<Record<FormatId, SquadRules>> = {
  standard: { name: 'standard', points: 100, obstacles: 3, obstaclesRequired: false },
  // XW-AOA-04, 07: one ship of at most 40 points, and two obstacles.
  'ace-of-aces': { name: 'Ace of Aces', points: 40, obstacles: 2, obstaclesRequired: true },
  // XW-PE-02, 10: 100 points; three obstacles from each player.
  'political-escort': {
    name: 'Political Escort',
    points: 100,
    obstacles: 3,
    obstaclesRequired: false,
  },
  // XW-OBJ-03: a standard 100-point squad.
  'objective-play': { name: 'Objective Play', points: 100, obstacles: 3, obstaclesRequired: false },
  // XW-WAG-01: a standard 100-point game on six obstacles, three from each player.
  'whack-a-gorth': { name: "Whack-a-'Gorth", points: 100, obstacles: 3, obstaclesRequired: false },
};

export function isFormatId(value: string): value is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(value);
}
