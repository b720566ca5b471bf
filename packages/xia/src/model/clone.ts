/**
 * A fast deep copy of a Xia state, written out field by field after XiaState, so that every copy
 * has the same shape and V8 keeps the copying monomorphic (many times faster than
 * structuredClone). The open-ended parts (prompts, options, the generator) go through a plain
 * JSON copy. Key order may differ from the original's; canonical JSON and hashes do not see it.
 */
import type { Hex } from '@drift/engine/hex';
import type { EconomyState } from '../elements/c-economy/state.ts';
import type {
  ActiveMission,
  BoardState,
  Captain,
  CaptainMissions,
  CaptainRecord,
  CargoItem,
  Cell,
  Decks,
  Hold,
  MarkerPlace,
  NpcState,
  Supply,
  TitlesState,
  Turn,
  XiaState,
} from './state.ts';

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

const hex = (h: Hex): Hex => ({ q: h.q, r: h.r });
export const hexOrNull = (h: Hex | null): Hex | null => (h === null ? null : { q: h.q, r: h.r });
const cell = (c: Cell): Cell => [c[0], c[1]];

export function cloneMarker(m: MarkerPlace): MarkerPlace {
  return m.at === 'used' ? { at: 'used', outfit: m.outfit, space: m.space } : { at: m.at };
}

function cloneCargo(c: CargoItem): CargoItem {
  if (c.kind === 'cube') return { kind: 'cube', colour: c.colour, at: cell(c.at) };
  if (c.kind === 'ember') return { kind: 'ember', at: cell(c.at) }; // element E
  return { kind: 'relic', relic: c.relic, at: cell(c.at), turns: c.turns };
}

export function cloneHold(hold: Hold): Hold {
  return {
    outfits: hold.outfits.map((o) => ({
      uid: o.uid,
      kind: o.kind,
      at: cell(o.at),
      turns: o.turns,
      // Element F: a Mod over a use space (GAP-XE-14); no key at all otherwise.
      ...(o.on && { on: { outfit: o.on.outfit, space: o.on.space } }),
    })),
    cargo: hold.cargo.map(cloneCargo),
    damage: hold.damage.map(cell),
    ...(hold.ice && { ice: hold.ice.map(cell) }),
  };
}

function cloneMission(m: ActiveMission): ActiveMission {
  return {
    card: m.card,
    revealed: m.revealed,
    stage: m.stage,
    payment: m.payment,
    target: m.target,
    ...(m.targetNpc === undefined ? {} : { targetNpc: m.targetNpc }),
    ...(m.coercing ? { coercing: true as const } : {}), // element E (XE-MTYP-05)
  };
}

export function cloneMissions(m: CaptainMissions): CaptainMissions {
  const copy = { active: m.active.map(cloneMission), completed: m.completed.slice() };
  // Element G's drawn cards (XE-RULE-01); no key at all without them.
  if (!m.unsorted) return copy;
  return {
    ...copy,
    unsorted: { cards: m.unsorted.cards.slice(), points: m.unsorted.points.slice() },
  };
}

export function cloneRecord(r: CaptainRecord): CaptainRecord {
  return {
    cubesSold: r.cubesSold,
    cubesSoldThisTurn: r.cubesSoldThisTurn,
    sectorsRevealed: r.sectorsRevealed,
    hazardsSurvived: r.hazardsSurvived,
    planetsVisited: r.planetsVisited.slice(),
    rescues: r.rescues,
    shipsDestroyed: r.shipsDestroyed,
    bountyClaimed: r.bountyClaimed,
    missionsCompleted: {
      lawful: r.missionsCompleted.lawful,
      outlaw: r.missionsCompleted.outlaw,
    },
  };
}

export function cloneCaptain(c: Captain): Captain {
  return {
    seat: c.seat,
    ship: c.ship,
    abilities: c.abilities.map((a) => ({ id: a.id, exhausted: a.exhausted })),
    at: hexOrNull(c.at),
    credits: c.credits,
    fame: c.fame,
    energy: c.energy,
    bounty: c.bounty,
    impulseReady: c.impulseReady,
    markers: c.markers.map(cloneMarker),
    hold: cloneHold(c.hold),
    explorationTokens: c.explorationTokens.slice(),
    titles: c.titles.slice(),
    missions: cloneMissions(c.missions),
    skipsNextTurn: c.skipsNextTurn,
    awaitingRespawn: c.awaitingRespawn,
    record: cloneRecord(c.record),
  };
}

export function cloneTurn(t: Turn): Turn {
  const b = t.boosts;
  return {
    number: t.number,
    seat: t.seat,
    phase: t.phase,
    movement: t.movement,
    moveSource: t.moveSource,
    luck: t.luck.slice(),
    proxy: hexOrNull(t.proxy),
    passFrom: hexOrNull(t.passFrom),
    boosts: {
      stealth: b.stealth,
      hazardAdvantage: b.hazardAdvantage,
      saleBonus: b.saleBonus,
      attackBonus: b.attackBonus,
      missionBonus: b.missionBonus,
    },
    // Campaign upgrades used this turn (XC-UPG-*); no key at all otherwise.
    ...(t.upgrades && { upgrades: { ...t.upgrades } }),
  };
}

export function cloneNpc(n: NpcState): NpcState {
  return {
    id: n.id,
    at: hexOrNull(n.at),
    damage: n.damage,
    bounty: n.bounty,
    credits: n.credits,
    holder: n.holder,
    awaitingRespawn: n.awaitingRespawn,
    waypoint: n.waypoint,
  };
}

/** A copy of a record of scalars (dictionary-like objects keyed by hex or id). */
function cloneCounts<K extends string, V>(record: Readonly<Record<K, V>>): Record<K, V> {
  // Spread: the same own keys in the same order as a for-in copy of plain JSON, many times faster.
  return { ...record };
}

function cloneLists<K extends string, V>(
  record: Readonly<Record<K, readonly V[]>>,
): Record<K, V[]> {
  const out = {} as Record<K, V[]>;
  for (const key in record) out[key] = record[key].slice();
  return out;
}

export function cloneBoard(board: BoardState): BoardState {
  return {
    sectors: board.sectors.map((p) => ({ id: p.id, slot: hex(p.slot), rotation: p.rotation })),
    tokens: cloneCounts(board.tokens),
    cubes: cloneLists(board.cubes),
  };
}

export function cloneDecks(decks: Decks): Decks {
  return {
    sectors: decks.sectors.slice(),
    exploration: decks.exploration.slice(),
    titles: decks.titles.slice(),
    missions: decks.missions.slice(),
    missionDiscard: decks.missionDiscard.slice(),
  };
}

export function cloneSupply(supply: Supply): Supply {
  return { outfits: cloneCounts(supply.outfits), cubes: cloneCounts(supply.cubes) };
}

export function cloneEconomy(economy: EconomyState): EconomyState {
  return { stock: cloneCounts(economy.stock), demand: cloneCounts(economy.demand) };
}

export function cloneTitles(titles: TitlesState): TitlesState {
  return { open: titles.open.slice(), spacesDrawn: titles.spacesDrawn.slice() };
}

export const clonePickRolls = (rolls: XiaState['pickRolls']): XiaState['pickRolls'] =>
  rolls.map((r) => r.slice());

/**
 * A deep copy of a state: nothing is shared with the original. Every field is written out, so
 * each copy has one shape; a new field of XiaState must be added here (TypeScript insists).
 */
export function cloneState(s: XiaState): XiaState {
  return {
    random: cloneJson(s.random),
    options: cloneJson(s.options),
    stage: s.stage,
    captains: s.captains.map(cloneCaptain),
    fameTarget: s.fameTarget,
    pickRolls: clonePickRolls(s.pickRolls),
    pickOrder: s.pickOrder.slice(),
    turn: cloneTurn(s.turn),
    board: cloneBoard(s.board),
    decks: cloneDecks(s.decks),
    supply: cloneSupply(s.supply),
    ...(s.economy && { economy: cloneEconomy(s.economy) }),
    ...(s.exploration && { exploration: cloneJson(s.exploration) }),
    titles: cloneTitles(s.titles),
    npcs: s.npcs.map(cloneNpc),
    prompts: cloneJson(s.prompts),
    nextUid: s.nextUid,
    winner: s.winner,
    ...(s.events ? { events: cloneJson(s.events) } : {}), // element A only
    ...(s.comets ? { comets: cloneJson(s.comets) } : {}), // element E only
    ...(s.worlds ? { worlds: cloneJson(s.worlds) } : {}), // element E only
    ...(s.solo ? { solo: cloneJson(s.solo) } : {}), // solo only
    ...(s.campaign ? { campaign: cloneJson(s.campaign) } : {}), // campaign only
  };
}
