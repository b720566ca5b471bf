/**
 * Death Star Plans (XW-OBJ-07): the second player hides the plans under one of the face-down
 * tokens on the obstacles; a first-player ship landing on an obstacle turns its token over and
 * carries the plans if they are there. The second player's view alone shows where they are.
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readText } from '../../standard/read.ts';

export interface PlansToken {
  readonly obstacle: string;
  readonly plans: boolean;
  readonly revealed: boolean;
}

export interface PlansState {
  readonly tokens: readonly PlansToken[];
  readonly carrier: string | null;
  readonly carrierDestroyed: boolean;
}

export type PlansFate = 'not-found' | 'carrier-survived' | 'carrier-destroyed';

export function hidePlans(obstacles: readonly unknown[], plansAt: unknown): Read<PlansState> {
  const tokens: PlansToken[] = [];
  for (const [i, x] of obstacles.entries()) {
    const id = readText(x, `Obstacle ${i + 1}`);
    if (!id.ok) return id;
    if (tokens.some((t) => t.obstacle === id.value))
      return refuse('BadValue', `Obstacle "${id.value}" is listed twice`);
    tokens.push({ obstacle: id.value, plans: id.value === plansAt, revealed: false });
  }
  if (!tokens.some((t) => t.plans))
    return refuse('NoSuchObstacle', 'The plans must go under the token of one of the obstacles');
  return ok({ tokens, carrier: null, carrierDestroyed: false });
}

/** A first-player ship overlaps an obstacle: its token turns face up. */
export function plansOverlap(
  state: PlansState,
  obstacle: unknown,
  ship: unknown,
): Read<{ readonly state: PlansState; readonly found: boolean }> {
  const name = readText(ship, 'The ship');
  if (!name.ok) return name;
  const token = state.tokens.find((t) => t.obstacle === obstacle);
  if (token === undefined)
    return refuse('NoSuchObstacle', `No token on an obstacle ${JSON.stringify(obstacle)}`);
  if (token.revealed) return ok({ state, found: false });
  const tokens = state.tokens.map((t) => (t === token ? { ...t, revealed: true } : t));
  const found = token.plans;
  return ok({ state: { ...state, tokens, carrier: found ? name.value : state.carrier }, found });
}

export function plansCarrierDestroyed(state: PlansState): Read<PlansState> {
  if (state.carrier === null) return refuse('NoCarrier', 'Nobody carries the plans yet');
  return ok({ ...state, carrierDestroyed: true });
}

export function plansFate(state: PlansState): PlansFate {
  if (state.carrier === null) return 'not-found';
  return state.carrierDestroyed ? 'carrier-destroyed' : 'carrier-survived';
}

/** What a player sees: the first player and the public do not learn where unrevealed plans are. */
export function plansView(state: PlansState, viewer: 'first' | 'second' | 'public'): PlansState {
  if (viewer === 'second') return state;
  return { ...state, tokens: state.tokens.map((t) => (t.revealed ? t : { ...t, plans: false })) };
}
