/**
 * Where on the page a problem points: the element id of the pilot, upgrade, alternate, objective
 * or obstacle at fault, or of the part of the list a check is about (the total, the obstacles,
 * the ace's parts). Ids carry a prefix so the five squads of a fleet stay apart.
 */
import type { SquadProblem, SquadSpot } from '@drift/formats';

export function pilotId(prefix: string, pilot: number, upgrade?: number): string {
  return upgrade === undefined ? `${prefix}p${pilot}` : `${prefix}p${pilot}u${upgrade}`;
}

export function shuttleId(prefix: string, upgrade?: number): string {
  return upgrade === undefined ? `${prefix}shuttle` : `${prefix}shuttle-u${upgrade}`;
}

/** The parts of a list a problem may be about as a whole. */
export type Section = 'pilots' | 'total' | 'aoa' | 'alternates' | 'objectives' | 'obstacles';

export function sectionId(prefix: string, section: Section): string {
  return `${prefix}${section}`;
}

export function spotId(prefix: string, at: SquadSpot): string {
  if ('pilot' in at) return pilotId(prefix, at.pilot, at.upgrade);
  if ('shuttle' in at) return shuttleId(prefix, at.upgrade);
  if ('alternate' in at) return `${prefix}alt${at.alternate}`;
  if ('objective' in at) return `${prefix}obj${at.objective}`;
  return `${prefix}obs${at.obstacle}`;
}

/** Checks that name no card, by the part of the list they are about. */
const SECTION_OF: Readonly<Record<string, Section>> = {
  'empty-squad': 'pilots',
  'points-limit': 'total',
  'obstacle-count': 'obstacles',
  'aoa-parts': 'aoa',
  'aoa-ships': 'aoa',
  'aoa-talent-slots': 'aoa',
  'aoa-alternates': 'alternates',
  'aoa-lowest-alternate': 'alternates',
  objectives: 'objectives',
};

/** The id of the element a problem (or note) points at, if any. */
export function problemTarget(
  prefix: string,
  p: Pick<SquadProblem, 'check' | 'at'>,
): string | undefined {
  if (p.at !== undefined) return spotId(prefix, p.at);
  if (p.check === 'pe-shuttle') return shuttleId(prefix);
  const section = SECTION_OF[p.check];
  return section === undefined ? undefined : sectionId(prefix, section);
}

export interface Marks {
  readonly problems: readonly SquadProblem[];
  readonly notes: readonly SquadProblem[];
}

/** The problems and notes pointing at each element id. */
export function marksById(
  prefix: string,
  problems: readonly SquadProblem[],
  notes: readonly SquadProblem[] = [],
): ReadonlyMap<string, Marks> {
  const marks = new Map<string, { problems: SquadProblem[]; notes: SquadProblem[] }>();
  const add = (p: SquadProblem, kind: 'problems' | 'notes') => {
    const id = problemTarget(prefix, p);
    if (id === undefined) return;
    const m = marks.get(id) ?? { problems: [], notes: [] };
    m[kind].push(p);
    marks.set(id, m);
  };
  for (const p of problems) add(p, 'problems');
  for (const n of notes) add(n, 'notes');
  return marks;
}

/** Brings the element into view, focuses it and makes it flash once. */
export function showSpot(id: string): boolean {
  const el = document.getElementById(id);
  if (el === null) return false;
  el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
  el.classList.remove('is-shown');
  // Restart the flash when the same spot is shown twice.
  void el.offsetWidth;
  el.classList.add('is-shown');
  return true;
}
