/**
 * A Coruscant fleet as the squad page holds it: five boxes, each maybe a squad, the large meeple,
 * the side and the obstacle pool; the fleet they make for `validateFleet`, and where on the page
 * each of its problems points.
 */
import {
  FLEET_SQUADS,
  type Fleet,
  type FleetProblem,
  type FleetSquad,
  type Side,
  type Squad,
  type SquadProblem,
} from '@drift/formats';
import { EMPTY_PASTE, type PasteState } from './PasteBox.tsx';
import { type Marks, marksById, problemTarget, spotId } from './spots.ts';

export interface FleetBox {
  readonly paste: PasteState;
  readonly squad: Squad | null;
}

export interface FleetState {
  readonly player: string;
  /** Chosen by the player; else the side of the first squad read. */
  readonly side: Side | null;
  /** The box (0-4) whose squad stands on the large meeple. */
  readonly large: number;
  readonly boxes: readonly FleetBox[];
  readonly obstacles: readonly string[];
  readonly epicShips: readonly string[];
}

export const EMPTY_FLEET: FleetState = {
  player: '',
  side: null,
  large: 0,
  boxes: Array.from({ length: FLEET_SQUADS }, () => ({ paste: EMPTY_PASTE, squad: null })),
  obstacles: [],
  epicShips: [],
};

export const boxPrefix = (k: number) => `fl${k}-`;
export const boxId = (k: number) => `fl${k}-box`;

/** The fleet the boxes make (boxes without a squad left out), and each squad's box. */
export function fleetOf(state: FleetState): { fleet: Fleet; boxOf: readonly number[] } {
  const squads: FleetSquad[] = [];
  const boxOf: number[] = [];
  for (const [k, box] of state.boxes.entries()) {
    if (box.squad === null) continue;
    squads.push({ number: k + 1, meeple: k === state.large ? 'large' : 'small', squad: box.squad });
    boxOf.push(k);
  }
  const side = state.side ?? squads[0]?.squad.side ?? 'rebel';
  const fleet: Fleet = {
    player: state.player.trim() || 'Player',
    side,
    squads,
    obstacles: state.obstacles,
  };
  return {
    fleet: state.epicShips.length > 0 ? { ...fleet, epicShips: state.epicShips } : fleet,
    boxOf,
  };
}

export const FLEET_SECTION: Readonly<Record<string, string>> = {
  'fleet-size': 'fl-squads',
  'fleet-meeples': 'fl-large',
  'fleet-obstacles': 'fl-pool',
  'fleet-epic-ship': 'fl-pool',
};

/** The element a fleet problem points at. */
export function fleetTarget(p: FleetProblem, boxOf: readonly number[]): string | undefined {
  if (p.at === undefined) return FLEET_SECTION[p.check];
  const k = boxOf[p.at.squad] ?? p.at.squad;
  const prefix = boxPrefix(k);
  if (p.at.spot !== undefined) return spotId(prefix, p.at.spot);
  return problemTarget(prefix, { check: p.check }) ?? boxId(k);
}

/** The problems inside box `k`, as squad problems, to mark its rows. */
export function boxMarks(
  problems: readonly FleetProblem[],
  boxOf: readonly number[],
  k: number,
): ReadonlyMap<string, Marks> {
  const mine: SquadProblem[] = problems
    .filter((p) => p.at !== undefined && boxOf[p.at.squad] === k)
    .map((p) =>
      p.at?.spot === undefined
        ? { check: p.check, message: p.message }
        : { check: p.check, message: p.message, at: p.at.spot },
    );
  return marksById(boxPrefix(k), mine);
}
