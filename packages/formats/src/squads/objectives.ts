/** The objective cards of Objective Play a squad list may name (XW-OBJ-01). */

export interface SquadObjective {
  readonly id: string;
  readonly name: string;
}

export const SQUAD_OBJECTIVES: readonly SquadObjective[] = [
  { id: 'bounty-hunter', name: 'Bounty Hunter' },
  { id: 'minefield', name: 'Minefield' },
  { id: 'graveyard', name: 'Graveyard' },
  { id: 'death-star-plans', name: 'Death Star Plans' },
  { id: 'recon-mission', name: 'Recon Mission' },
  { id: 'station-defense', name: 'Station Defense' },
  { id: 'hidden-jedi', name: 'Hidden Jedi' },
  { id: 'capture-the-flag', name: 'Capture the Flag' },
  { id: 'torpedo-run', name: 'Torpedo Run' },
  { id: 'spice-run', name: 'Spice Run' },
  { id: 'rescue-mission', name: 'Rescue Mission' },
  { id: 'escort-mission', name: 'Escort Mission' },
  { id: 'homing-beacon', name: 'Homing Beacon' },
  { id: 'hyperspace-assault', name: 'Hyperspace Assault' },
];

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The objective an id or a name (`Death Star Plans`, `death-star-plans`) stands for. */
export function objectiveNamed(text: string): SquadObjective | undefined {
  const k = key(text);
  return SQUAD_OBJECTIVES.find((o) => key(o.id) === k || key(o.name) === k);
}
