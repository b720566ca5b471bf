/**
 * Content checks of element E's gravity paths and comets (XE-ANOM-01, XE-COMET-01): each path is
 * a chain of neighbouring open-space hexes of its tile with its rules space on it; a gravity
 * path's steps cross no border and its exit leads off the path onto another hex of the tile (so
 * a push never lands in unexplored space); paths do not overlap or push into one another in a
 * ring; a comet's path avoids stars and planets, and a loop closes.
 */
import { areNeighbors, DIRECTIONS, hex, hexKey, isTileHex } from '@drift/engine/hex';
import type { CometPathDef, GravityPathDef, SectorDef } from '../../content/schema.ts';

type LocalHex = readonly [number, number];
type Issue = (path: string, message: string) => void;

const key = ([q, r]: LocalHex): string => hexKey(hex(q, r));
const show = ([q, r]: LocalHex): string => `[${q}, ${r}]`;
const near = (a: LocalHex, b: LocalHex): boolean => areNeighbors(hex(a[0], a[1]), hex(b[0], b[1]));

/** Region kinds no path may run over: a ship or comet could never be there. */
const CLOSED = new Set(['star', 'planet', 'gate']);

/** Where a gravity path pushes a ship off its end, tile-local. */
export function exitHex(path: GravityPathDef): LocalHex | undefined {
  const last = path.hexes[path.hexes.length - 1];
  const d = DIRECTIONS[path.exit];
  return last && d ? [last[0] + d.q, last[1] + d.r] : undefined;
}

/** Checks shared by both kinds of path: a chain of neighbours, each once, rules space on it. */
function checkChain(
  where: string,
  hexes: readonly LocalHex[],
  rules: LocalHex,
  kindAt: (h: LocalHex) => string | undefined,
  report: Issue,
): void {
  const seen = new Set<string>();
  hexes.forEach((h, i) => {
    if (seen.has(key(h))) report(`${where}.hexes[${i}]`, `hex ${show(h)} is on the path twice`);
    seen.add(key(h));
    const before = hexes[i - 1];
    if (before && !near(before, h))
      report(`${where}.hexes[${i}]`, `${show(h)} does not neighbour ${show(before)} before it`);
    const kind = kindAt(h);
    if (kind && CLOSED.has(kind)) report(`${where}.hexes[${i}]`, `${show(h)} lies in a ${kind}`);
  });
  if (!seen.has(key(rules)))
    report(`${where}.rules`, `the rules space ${show(rules)} is off the path`);
}

function checkGravity(
  sector: SectorDef,
  kindAt: (h: LocalHex) => string | undefined,
  regionAt: ReadonlyMap<string, number>,
  report: Issue,
): void {
  const paths = sector.gravityPaths ?? [];
  const owner = new Map<string, number>();
  paths.forEach((path, pi) => {
    const where = `gravityPaths[${pi}]`;
    checkChain(where, path.hexes, path.rules, kindAt, report);
    path.hexes.forEach((h, i) => {
      const other = owner.get(key(h));
      if (other !== undefined && other !== pi)
        report(`${where}.hexes[${i}]`, `${show(h)} is also on gravityPaths[${other}]`);
      owner.set(key(h), pi);
      const before = path.hexes[i - 1];
      if (before && regionAt.get(key(before)) !== regionAt.get(key(h)))
        report(`${where}.hexes[${i}]`, `the step from ${show(before)} crosses a border`);
    });
    const out = exitHex(path);
    if (!out || !isTileHex(hex(out[0], out[1]))) {
      report(`${where}.exit`, 'the exit leads off the tile');
    } else if (path.hexes.some((h) => key(h) === key(out))) {
      report(`${where}.exit`, `the exit leads back onto the path at ${show(out)}`);
    } else if (kindAt(out) === 'planet' || kindAt(out) === 'gate') {
      report(`${where}.exit`, `the exit pushes into a ${kindAt(out)} at ${show(out)}`);
    }
  });
  // No ring of pushes: following exits from path to path must end.
  paths.forEach((_, start) => {
    const visited = new Set<number>([start]);
    for (let at = start; ; ) {
      const out = exitHex(paths[at] as GravityPathDef);
      const next = out === undefined ? undefined : owner.get(key(out));
      if (next === undefined || next === at) return; // none, or its own path (reported above)
      if (visited.has(next)) {
        if (next === start)
          report(`gravityPaths[${start}].exit`, 'the paths push ships round in a ring');
        return;
      }
      visited.add(next);
      at = next;
    }
  });
}

function checkComet(
  comet: CometPathDef,
  kindAt: (h: LocalHex) => string | undefined,
  report: Issue,
): void {
  checkChain('comet', comet.hexes, comet.rules, kindAt, report);
  const first = comet.hexes[0];
  const last = comet.hexes[comet.hexes.length - 1];
  if (comet.loop && first && last && (comet.hexes.length < 3 || !near(first, last)))
    report('comet.loop', 'a looping path must end next to where it starts');
}

/** Every problem of a sector's gravity paths and comet; `regionAt` maps hexes to region indexes. */
export function checkPaths(
  sector: SectorDef,
  regionAt: ReadonlyMap<string, number>,
  report: Issue,
): void {
  const kindAt = (h: LocalHex): string | undefined => {
    const ri = regionAt.get(key(h));
    return ri === undefined ? undefined : sector.regions[ri]?.kind;
  };
  checkGravity(sector, kindAt, regionAt, report);
  if (sector.comet) checkComet(sector.comet, kindAt, report);
}
