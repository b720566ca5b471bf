/**
 * Reads a squad sent as JSON (our own model, not XWS) into a {@link Squad}: the shape is
 * checked here, field by field; whether the cards fit together is the validators' business.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { AceOfAcesPart, Squad, SquadPilot } from './model.ts';
import { SIDES } from './side.ts';

type Read<T> = Result<T, RuleError>;

const bad = (where: string, what: string): { ok: false; error: RuleError } =>
  err({ code: 'BadSquad', message: `${where}: ${what}` });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function cardIds(value: unknown, where: string): Read<number[]> {
  if (!Array.isArray(value)) return bad(where, 'must be a list of card ids');
  for (const [i, id] of value.entries())
    if (!Number.isSafeInteger(id) || (id as number) < 0)
      return bad(`${where}[${i}]`, `${JSON.stringify(id)} is not a card id`);
  return ok([...(value as number[])]);
}

function names(value: unknown, where: string): Read<string[]> {
  if (!Array.isArray(value)) return bad(where, 'must be a list of names');
  for (const [i, name] of value.entries())
    if (typeof name !== 'string' || name.trim() === '')
      return bad(`${where}[${i}]`, 'must be a name');
  return ok([...(value as string[])]);
}

function pilot(value: unknown, where: string): Read<SquadPilot> {
  if (!isRecord(value)) return bad(where, 'must be an object with pilot and upgrades');
  const id = value.pilot;
  if (!Number.isSafeInteger(id) || (id as number) < 0)
    return bad(`${where}.pilot`, `${JSON.stringify(id)} is not a card id`);
  const upgrades = cardIds(value.upgrades ?? [], `${where}.upgrades`);
  if (!upgrades.ok) return upgrades;
  return ok({ pilot: id as number, upgrades: upgrades.value });
}

function index(value: unknown, where: string, count: number): Read<number> {
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) >= count)
    return bad(where, `${JSON.stringify(value)} is not the index of one of the ${count} pilots`);
  return ok(value as number);
}

function aceOfAces(value: unknown, count: number): Read<AceOfAcesPart> {
  if (!isRecord(value)) return bad('aceOfAces', 'must be an object');
  const primary = index(value.primary, 'aceOfAces.primary', count);
  if (!primary.ok) return primary;
  const alternates = cardIds(value.alternates, 'aceOfAces.alternates');
  if (!alternates.ok) return alternates;
  if (value.wingman === undefined)
    return ok({ primary: primary.value, alternates: alternates.value });
  const wingman = index(value.wingman, 'aceOfAces.wingman', count);
  if (!wingman.ok) return wingman;
  return ok({ primary: primary.value, alternates: alternates.value, wingman: wingman.value });
}

/** A squad from untrusted JSON; the error names the field at fault. */
export function parseSquad(input: unknown): Read<Squad> {
  if (!isRecord(input)) return bad('squad', 'must be an object');
  const name = input.name ?? '';
  if (typeof name !== 'string') return bad('name', 'must be text');
  const side = SIDES.find((s) => s === input.side);
  if (side === undefined)
    return bad('side', `${JSON.stringify(input.side)} is not rebel, imperial or scum`);
  if (!Array.isArray(input.pilots)) return bad('pilots', 'must be a list');
  const pilots: SquadPilot[] = [];
  for (const [i, value] of input.pilots.entries()) {
    const read = pilot(value, `pilots[${i}]`);
    if (!read.ok) return read;
    pilots.push(read.value);
  }
  let squad: Squad = { name, side, pilots };
  if (input.obstacles !== undefined) {
    const read = names(input.obstacles, 'obstacles');
    if (!read.ok) return read;
    squad = { ...squad, obstacles: read.value };
  }
  if (input.aceOfAces !== undefined) {
    const read = aceOfAces(input.aceOfAces, pilots.length);
    if (!read.ok) return read;
    squad = { ...squad, aceOfAces: read.value };
  }
  if (input.shuttle !== undefined) {
    if (!isRecord(input.shuttle)) return bad('shuttle', 'must be an object with upgrades');
    const read = cardIds(input.shuttle.upgrades ?? [], 'shuttle.upgrades');
    if (!read.ok) return read;
    squad = { ...squad, shuttle: { upgrades: read.value } };
  }
  if (input.objectives !== undefined) {
    const read = names(input.objectives, 'objectives');
    if (!read.ok) return read;
    squad = { ...squad, objectives: read.value };
  }
  return ok(squad);
}
