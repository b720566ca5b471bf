/** Reads a Coruscant fleet sent as JSON (squads in Drift's own model); the error names the field. */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { Fleet, FleetSquad } from './fleet.ts';
import { parseSquad } from './parse.ts';
import { SIDES } from './side.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (where: string, what: string): { ok: false; error: RuleError } =>
  err({ code: 'BadFleet', message: `${where}: ${what}` });

function names(value: unknown, where: string): Result<string[], RuleError> {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.trim() === ''))
    return bad(where, 'must be a list of names');
  return ok([...(value as string[])]);
}

function fleetSquad(value: unknown, where: string): Result<FleetSquad, RuleError> {
  if (!isRecord(value)) return bad(where, 'must be an object with number, meeple and squad');
  if (!Number.isSafeInteger(value.number))
    return bad(`${where}.number`, `${JSON.stringify(value.number)} is not a number`);
  if (value.meeple !== 'large' && value.meeple !== 'small')
    return bad(`${where}.meeple`, `${JSON.stringify(value.meeple)} is not large or small`);
  const squad = parseSquad(value.squad);
  if (!squad.ok) return bad(`${where}.squad`, squad.error.message);
  return ok({ number: value.number as number, meeple: value.meeple, squad: squad.value });
}

export function parseFleet(input: unknown): Result<Fleet, RuleError> {
  if (!isRecord(input)) return bad('fleet', 'must be an object');
  if (typeof input.player !== 'string' || input.player.trim() === '')
    return bad('player', 'must name the player');
  const side = SIDES.find((s) => s === input.side);
  if (side === undefined)
    return bad('side', `${JSON.stringify(input.side)} is not rebel, imperial or scum`);
  if (!Array.isArray(input.squads)) return bad('squads', 'must be a list');
  const squads: FleetSquad[] = [];
  for (const [i, value] of input.squads.entries()) {
    const read = fleetSquad(value, `squads[${i}]`);
    if (!read.ok) return read;
    squads.push(read.value);
  }
  const obstacles = names(input.obstacles ?? [], 'obstacles');
  if (!obstacles.ok) return obstacles;
  const fleet: Fleet = { player: input.player, side, squads, obstacles: obstacles.value };
  if (input.epicShips === undefined) return ok(fleet);
  const epic = names(input.epicShips, 'epicShips');
  if (!epic.ok) return epic;
  return ok({ ...fleet, epicShips: epic.value });
}
