/**
 * The small edits the squad page makes: pilots and upgrades added or removed, and the parts a
 * format asks for (the ace's primary, alternates and Wingman, the shuttle's upgrades, objectives,
 * obstacles). Pure: each returns a new squad and leaves the old one as it was.
 */
import type { AceOfAcesPart, Side, Squad } from '@drift/formats';

export function emptySquad(side: Side = 'rebel'): Squad {
  return { name: '', side, pilots: [] };
}

/** `list` with position `k` set to `value`, appended past the end, or removed when undefined. */
export function setAt<T>(list: readonly T[], k: number, value: T | undefined): T[] {
  if (value === undefined) return list.filter((_, i) => i !== k);
  if (k >= list.length) return [...list, value];
  return list.map((v, i) => (i === k ? value : v));
}

function withAce(squad: Squad, aoa: AceOfAcesPart | undefined): Squad {
  const { aceOfAces: _, ...rest } = squad;
  return aoa === undefined ? rest : { ...rest, aceOfAces: aoa };
}

function ace(primary: number, alternates: readonly number[], wingman?: number): AceOfAcesPart {
  return wingman === undefined ? { primary, alternates } : { primary, alternates, wingman };
}

export function setName(squad: Squad, name: string): Squad {
  return { ...squad, name };
}

export function setSide(squad: Squad, side: Side): Squad {
  return { ...squad, side };
}

export function addPilot(squad: Squad, pilot: number): Squad {
  return { ...squad, pilots: [...squad.pilots, { pilot, upgrades: [] }] };
}

/** Removes pilot `index`; the ace's primary and Wingman keep pointing at the same ships. */
export function removePilot(squad: Squad, index: number): Squad {
  const pilots = squad.pilots.filter((_, i) => i !== index);
  const out = { ...squad, pilots };
  const aoa = squad.aceOfAces;
  if (aoa === undefined) return out;
  const shift = (i: number) => (i > index ? i - 1 : i);
  if (pilots.length === 0) return withAce(out, undefined);
  const primary = aoa.primary === index ? 0 : shift(aoa.primary);
  const wingman =
    aoa.wingman === undefined || aoa.wingman === index ? undefined : shift(aoa.wingman);
  return withAce(out, ace(primary, aoa.alternates, wingman === primary ? undefined : wingman));
}

export function addUpgrade(squad: Squad, pilot: number, upgrade: number): Squad {
  return {
    ...squad,
    pilots: squad.pilots.map((p, i) =>
      i === pilot ? { ...p, upgrades: [...p.upgrades, upgrade] } : p,
    ),
  };
}

export function removeUpgrade(squad: Squad, pilot: number, upgrade: number): Squad {
  return {
    ...squad,
    pilots: squad.pilots.map((p, i) =>
      i === pilot ? { ...p, upgrades: p.upgrades.filter((_, j) => j !== upgrade) } : p,
    ),
  };
}

/** Makes pilot `index` the ace; a Wingman that was that pilot is no longer one. */
export function setPrimary(squad: Squad, index: number): Squad {
  const aoa = squad.aceOfAces;
  const wingman = aoa?.wingman === index ? undefined : aoa?.wingman;
  return withAce(squad, ace(index, aoa?.alternates ?? [], wingman));
}

/** Pilot `index` flies as the Wingman, or no one does (undefined). Needs a primary. */
export function setWingman(squad: Squad, index: number | undefined): Squad {
  const aoa = squad.aceOfAces;
  if (aoa === undefined) return squad;
  return withAce(squad, ace(aoa.primary, aoa.alternates, index));
}

/** Alternate `k` (respawn order) is pilot card `pilot`, or is removed. Needs a primary. */
export function setAlternate(squad: Squad, k: number, pilot: number | undefined): Squad {
  const aoa = squad.aceOfAces;
  if (aoa === undefined) return squad;
  return withAce(squad, ace(aoa.primary, setAt(aoa.alternates, k, pilot), aoa.wingman));
}

export function addShuttleUpgrade(squad: Squad, upgrade: number): Squad {
  return { ...squad, shuttle: { upgrades: [...(squad.shuttle?.upgrades ?? []), upgrade] } };
}

export function removeShuttleUpgrade(squad: Squad, upgrade: number): Squad {
  const upgrades = (squad.shuttle?.upgrades ?? []).filter((_, j) => j !== upgrade);
  return { ...squad, shuttle: { upgrades } };
}

export function setObjective(squad: Squad, k: number, id: string | undefined): Squad {
  return { ...squad, objectives: setAt(squad.objectives ?? [], k, id) };
}

export function setObstacle(squad: Squad, k: number, name: string | undefined): Squad {
  return { ...squad, obstacles: setAt(squad.obstacles ?? [], k, name) };
}
