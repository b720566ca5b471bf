/** Fleets from the card data and small helpers for the Coruscant campaign tests. */
import type { RuleError } from '@drift/engine';
import { expect } from 'vitest';
import {
  applyCoruscantCommand,
  type CoruscantActor,
  type CoruscantRecord,
  createCoruscant,
  pilotById,
  upgradeById,
} from '../../src/index.ts';

export const ORG: CoruscantActor = { kind: 'organizer' };
export const as = (player: string): CoruscantActor => ({ kind: 'player', player });

/** Card ids used below, looked up by name so a test reads like a squad list. */
export const P = {
  wedge: 0,
  luke: 5,
  rookie: 3,
  redSquadron: 2,
  gray: 6,
  bandit: 63,
  green: 31,
  prototype: 32,
  vader: 22,
  howlrunner: 18,
  blackSq: 12,
  academy: 10,
  obsidian: 11,
  tempest: 20,
  kavil: 111,
  serissu: 102,
  thug: 112,
  cartel: 122,
  binayre: 107,
  hiredGun: 126,
  spiceRunner: 127,
  sabineTie: 214,
} as const;
export const U = {
  pushTheLimit: 18,
  r2d2: 3,
  protonTorpedoes: 1,
  r2Astromech: 2,
  predator: 57,
  unhinged: 109,
  veteranInstincts: 27,
  shieldUpgrade: 175,
  loneWolf: 99,
} as const;

type Ship = { pilot: number; upgrades?: number[] };
const n = (count: number, ship: Ship): Ship[] => Array.from({ length: count }, () => ship);

export const FLEETS = {
  rebel: [
    [
      { pilot: P.wedge, upgrades: [U.pushTheLimit, U.r2d2, U.protonTorpedoes] },
      { pilot: P.luke, upgrades: [U.r2Astromech] },
      { pilot: P.rookie },
    ],
    n(4, { pilot: P.rookie }),
    [...n(3, { pilot: P.gray }), ...n(3, { pilot: P.bandit })],
    [...n(2, { pilot: P.green, upgrades: [U.pushTheLimit] }), ...n(3, { pilot: P.prototype })],
    n(8, { pilot: P.bandit }),
  ],
  imperial: [
    [
      { pilot: P.vader, upgrades: [U.predator] },
      { pilot: P.howlrunner },
      { pilot: P.blackSq },
      ...n(4, { pilot: P.academy }),
    ],
    n(8, { pilot: P.academy }),
    n(7, { pilot: P.obsidian }),
    n(4, { pilot: P.tempest }),
    n(7, { pilot: P.blackSq }),
  ],
  scum: [
    [{ pilot: P.kavil, upgrades: [U.unhinged] }, { pilot: P.serissu }, ...n(3, { pilot: P.thug })],
    n(7, { pilot: P.cartel }),
    n(8, { pilot: P.binayre }),
    n(4, { pilot: P.hiredGun }),
    n(6, { pilot: P.spiceRunner }),
  ],
} as const satisfies Record<string, Ship[][]>;

export function fleet(side: keyof typeof FLEETS, obstacles: unknown[] = []) {
  return {
    squads: FLEETS[side].map((ships, i) => ({
      number: i + 1,
      size: i === 0 ? 'large' : 'small',
      ships,
    })),
    obstacles,
  };
}

/** A fleet of generic pilots only: team-mates can all fly one without sharing a unique. */
export function genericFleet(side: keyof typeof FLEETS) {
  const pilot = { rebel: P.rookie, imperial: P.academy, scum: P.cartel }[side];
  return {
    squads: [1, 2, 3, 4, 5].map((number) => ({
      number,
      size: number === 1 ? 'large' : 'small',
      ships: n(number === 1 ? 5 : 4, { pilot }),
    })),
    obstacles: [],
  };
}

export const ASTEROIDS = [
  { kind: 'asteroid', name: 'Core 1' },
  { kind: 'asteroid', name: 'Core 2' },
  { kind: 'asteroid', name: 'Core 3' },
];
export const DEBRIS = [
  { kind: 'debris', name: 'TFA debris 1' },
  { kind: 'debris', name: 'TFA debris 2' },
];

export const LUKE = {
  id: 'luke',
  name: 'Luke',
  colour: 'red',
  cswFaction: 'rebel',
  side: 'rebel',
  fleet: fleet('rebel', [...ASTEROIDS, ...DEBRIS]),
};
export const VADER = {
  id: 'vader',
  name: 'Vader',
  colour: 'black',
  cswFaction: 'imperial',
  side: 'imperial',
  fleet: fleet('imperial', [...ASTEROIDS, { kind: 'epic', name: 'Gozanti' }]),
};
export const FETT = {
  id: 'fett',
  name: 'Fett',
  colour: 'orange',
  cswFaction: 'mercenary',
  side: 'scum',
  fleet: fleet('scum', ASTEROIDS),
};

export function setupInput(extra: Record<string, unknown> = {}) {
  return { name: 'Galaxy', players: [LUKE, VADER, FETT], ...extra };
}

export function create(input: unknown = setupInput()): CoruscantRecord {
  const r = createCoruscant(input, { now: 1000, seed: 'cc' });
  if (!r.ok) throw new Error(`create refused: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies commands that must be accepted. */
export function run(
  record: CoruscantRecord,
  ...steps: [CoruscantActor, unknown][]
): CoruscantRecord {
  let r = record;
  for (const [i, [actor, cmd]] of steps.entries()) {
    const out = applyCoruscantCommand(r, actor, cmd, 2000 + r.history.length);
    if (!out.ok) throw new Error(`step ${i + 1} refused: ${out.error.code}: ${out.error.message}`);
    r = out.value.record;
  }
  return r;
}

/** Applies a command that must be refused; returns the error. */
export function refused(record: CoruscantRecord, actor: CoruscantActor, cmd: unknown): RuleError {
  const out = applyCoruscantCommand(record, actor, cmd, 9999);
  expect(out.ok, 'the command should be refused').toBe(false);
  if (out.ok) throw new Error('accepted');
  return out.error;
}

export function createRefused(input: unknown): RuleError {
  const r = createCoruscant(input, { now: 1, seed: 'x' });
  expect(r.ok, 'setup should be refused').toBe(false);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

export function player(record: CoruscantRecord, id: string) {
  const p = record.state.players.find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

export function squad(record: CoruscantRecord, id: string, n: number) {
  const s = player(record, id).squads.find((x) => x.number === n);
  if (!s) throw new Error(`no squad ${n}`);
  return s;
}

export const tile = (...places: unknown[]) => ({ type: 'PlaceTile', tile: null, places });
export const route = (id: string, name = id) => ({ id, kind: 'trade-route', name, symbol: null });
export const field = (id: string, name = id) => ({
  id,
  kind: 'asteroid-field',
  name,
  symbol: null,
});
export const planet = (id: string, name: string, symbol: string | null = null) => ({
  id,
  kind: 'planet',
  name,
  symbol,
});
export const meeple = (p: string, squad: number, place: string) => ({
  type: 'PlaceMeeple',
  player: p,
  squad,
  place,
});

/** Sanity for fixtures: the cards are the ones the names say. */
export function cardName(kind: 'pilot' | 'upgrade', id: number): string | undefined {
  return kind === 'pilot' ? pilotById(id)?.name : upgradeById(id)?.name;
}
