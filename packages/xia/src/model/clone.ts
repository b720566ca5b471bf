/**
 * A fast deep copy of a Xia state, shaped after XiaState so V8 keeps every copy monomorphic
 * (several times faster than structuredClone). Spreads keep each object's keys and their order;
 * the few open-ended parts (prompts, options, the generator) go through a plain JSON copy.
 */
import type { Hex } from '@drift/engine/hex';
import type { Captain, Cell, Hold, XiaState } from './state.ts';

/** A deep copy of plain JSON data. */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = cloneJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = cloneJson(value[key]);
  return out as T;
}

const hexOrNull = (h: Hex | null): Hex | null => (h === null ? null : { q: h.q, r: h.r });
const cell = (c: Cell): Cell => [c[0], c[1]];

function cloneHold(hold: Hold): Hold {
  return {
    ...hold,
    outfits: hold.outfits.map((o) => ({ ...o, at: cell(o.at) })),
    cargo: hold.cargo.map((c) => ({ ...c, at: cell(c.at) })),
    damage: hold.damage.map(cell),
  };
}

function cloneCaptain(c: Captain): Captain {
  return {
    ...c,
    abilities: c.abilities.map((a) => ({ ...a })),
    at: hexOrNull(c.at),
    markers: c.markers.map((m) => ({ ...m })),
    hold: cloneHold(c.hold),
    explorationTokens: c.explorationTokens.slice(),
    titles: c.titles.slice(),
    missions: {
      ...c.missions,
      active: c.missions.active.map((m) => ({ ...m })),
      completed: c.missions.completed.slice(),
    },
    record: {
      ...c.record,
      planetsVisited: c.record.planetsVisited.slice(),
      missionsCompleted: { ...c.record.missionsCompleted },
    },
  };
}

function cloneLists<T>(record: Readonly<Record<string, readonly T[]>>): Record<string, T[]> {
  const out: Record<string, T[]> = {};
  for (const key in record) out[key] = (record[key] as readonly T[]).slice();
  return out;
}

/** A deep copy of a state: nothing is shared with the original. */
export function cloneState(s: XiaState): XiaState {
  const { board, decks, supply, turn } = s;
  return {
    ...s,
    random: cloneJson(s.random),
    options: cloneJson(s.options),
    captains: s.captains.map(cloneCaptain),
    pickRolls: s.pickRolls.map((rolls) => rolls.slice()),
    pickOrder: s.pickOrder.slice(),
    turn: {
      ...turn,
      luck: turn.luck.slice(),
      proxy: hexOrNull(turn.proxy),
      passFrom: hexOrNull(turn.passFrom),
      boosts: { ...turn.boosts },
    },
    board: {
      ...board,
      sectors: board.sectors.map((p) => ({ ...p, slot: { q: p.slot.q, r: p.slot.r } })),
      tokens: { ...board.tokens },
      cubes: cloneLists(board.cubes),
    },
    decks: {
      ...decks,
      sectors: decks.sectors.slice(),
      exploration: decks.exploration.slice(),
      titles: decks.titles.slice(),
      missions: decks.missions.slice(),
      missionDiscard: decks.missionDiscard.slice(),
    },
    supply: { ...supply, outfits: { ...supply.outfits }, cubes: { ...supply.cubes } },
    titles: { ...s.titles, open: s.titles.open.slice(), spacesDrawn: s.titles.spacesDrawn.slice() },
    npcs: s.npcs.map((n) => ({ ...n, at: hexOrNull(n.at) })),
    prompts: cloneJson(s.prompts),
  };
}
