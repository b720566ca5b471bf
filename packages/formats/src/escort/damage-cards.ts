/**
 * How the first-edition Core Set damage cards behave on the Senator's Shuttle (XW-PE-18,
 * XW-PE-33, XW-PE-34). The deck is core-game content, not in the seed (GAP-XW-01): titles only,
 * our own notes. A card not listed here must be entered with the table's ruling.
 */

/**
 * When a face-up card turns face down on the shuttle:
 * - `itself`: the card flips itself at once after its immediate effect;
 * - `after-activation`: its effect cannot touch the shuttle, or an action could flip it, so it
 *   flips after the shuttle's next activation (XW-PE-18);
 * - `never`: its effect applies to the shuttle and it stays face up.
 */
export type ShuttleFlip = 'itself' | 'after-activation' | 'never';

export interface ShuttleDamageCard {
  readonly title: string;
  readonly flip: ShuttleFlip;
  /** Hull damage the card counts as (1 for every card but one). */
  readonly hull: number;
  /** Stress the shuttle receives at once. */
  readonly stress: number;
  /** Agility lost while face up. */
  readonly agility: number;
  readonly note: string;
}

const card = (
  title: string,
  flip: ShuttleFlip,
  note: string,
  extra: Partial<Pick<ShuttleDamageCard, 'hull' | 'stress' | 'agility'>> = {},
): ShuttleDamageCard => ({ title, flip, hull: 1, stress: 0, agility: 0, note, ...extra });

export const shuttleDamageCards: readonly ShuttleDamageCard[] = [
  card('Blinded Pilot', 'after-activation', 'Spoils an attack the shuttle never makes.'),
  card(
    'Console Fire',
    'after-activation',
    'No fire roll for the shuttle: flips after its next activation (XW-PE-33).',
  ),
  card('Damaged Cockpit', 'after-activation', 'The shuttle already moves at pilot skill 0.'),
  card('Damaged Engine', 'after-activation', 'The shuttle has no turns to make red.'),
  card(
    'Damaged Sensor Array',
    'after-activation',
    'Blocks actions the shuttle does not have; an action could flip it.',
  ),
  card('Direct Hit!', 'never', 'Counts as two hull damage and stays face up.', { hull: 2 }),
  card('Injured Pilot', 'after-activation', 'The shuttle has no pilot ability or talents to lose.'),
  card('Minor Explosion', 'itself', 'Roll its die at once (enter any damage), then it flips.'),
  card('Minor Hull Breach', 'after-activation', 'Triggers on red maneuvers; the shuttle has none.'),
  card('Munitions Failure', 'itself', 'The shuttle has no secondary weapon to lose; it flips.'),
  card(
    'Structural Damage',
    'after-activation',
    'Agility −1 while face up; an action could flip it.',
    { agility: 1 },
  ),
  card(
    'Stunned Pilot',
    'never',
    'Overlapping after a maneuver still hurts the shuttle; stays face up.',
  ),
  card('Thrust Control Fire', 'itself', 'The shuttle takes 1 stress (XW-PE-34), then it flips.', {
    stress: 1,
  }),
  card(
    'Weapon Malfunction',
    'after-activation',
    'The shuttle has no primary weapon; an action could flip it.',
  ),
];

export function shuttleDamageCard(title: string): ShuttleDamageCard | undefined {
  const wanted = title.trim().toLowerCase();
  return shuttleDamageCards.find((c) => c.title.toLowerCase() === wanted);
}
