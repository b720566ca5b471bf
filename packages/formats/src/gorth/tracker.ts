/**
 * The Exogorth tracker of a Whack-a-'Gorth table: which Exogorth lives in which obstacle, which
 * one is active this round (a seeded d6 with re-rolls), its damage, withdrawals, kills and the
 * attacks it makes. Plain JSON state; the dice of attacks are rolled at the table.
 */
import { ok, openDice, type RandomState, refuse } from '@drift/engine';
import {
  field,
  onlyFields,
  type Read,
  readChoice,
  readInt,
  readObject,
  readPlayer,
  readTable,
  readText,
} from '../standard/read.ts';
import { exogorthStats, gorthKit } from './exogorth.ts';

export interface Exogorth {
  readonly token: number;
  readonly obstacle: string;
  readonly damage: number;
  /** The player whose attack killed it. */
  readonly killedBy: string | null;
}

export type GorthPhase = 'setup' | 'activation' | 'combat' | 'round-over';

export interface GorthState {
  readonly players: readonly [string, string];
  readonly exogorths: readonly Exogorth[];
  readonly round: number;
  readonly phase: GorthPhase;
  /** The active Exogorth's token this round, or null (none rolled yet, or all dead). */
  readonly active: number | null;
  /** Hurt or shaken this round: it neither attacks nor can be attacked until the next (XW-WAG-07). */
  readonly withdrawn: boolean;
  readonly focus: number;
  readonly evade: number;
  /** The d6 faces rolled this round, re-rolls included. */
  readonly rolls: readonly number[];
  readonly random: RandomState;
}

/** An attack the Exogorth makes, for the table to roll. */
export interface GorthAttack {
  readonly ship: string;
  readonly dice: number;
  /** Who rolls the Exogorth's dice: the opponent of the ship's owner (GAP-XW-09). */
  readonly roller: string;
}

export interface GorthStep {
  readonly state: GorthState;
  readonly attacks: readonly GorthAttack[];
  readonly notes: readonly string[];
}

/**
 * After obstacles and ships are down, a number token goes at random on each obstacle
 * (XW-WAG-02): the tokens 1-6 are shuffled and dealt to the obstacles in the order given.
 */
export function placeExogorths(
  players: readonly string[],
  obstacles: readonly unknown[],
  random: RandomState,
): Read<GorthState> {
  const table = readTable(players);
  if (!table.ok) return table;
  if (obstacles.length < 1 || obstacles.length > gorthKit.obstacles) {
    return refuse(
      'BadValue',
      `Whack-a-'Gorth places one Exogorth in each of 1 to ${gorthKit.obstacles} obstacles, not ${obstacles.length}`,
    );
  }
  const names: string[] = [];
  for (const [i, o] of obstacles.entries()) {
    const name = readText(o, `Obstacle ${i + 1}`);
    if (!name.ok) return name;
    if (names.includes(name.value))
      return refuse('BadValue', `Obstacle "${name.value}" is listed twice`);
    names.push(name.value);
  }
  const dice = openDice(random);
  const tokens = dice.shuffle(gorthKit.tokens);
  return ok({
    players: table.value,
    exogorths: names.map((obstacle, i) => ({
      token: tokens[i] ?? i + 1,
      obstacle,
      damage: 0,
      killedBy: null,
    })),
    round: 0,
    phase: 'setup',
    active: null,
    withdrawn: false,
    focus: 0,
    evade: 0,
    rolls: [],
    random: dice.save(),
  });
}

export function isAlive(e: Exogorth): boolean {
  return e.killedBy === null;
}

export function activeExogorth(s: GorthState): Exogorth | undefined {
  return s.exogorths.find((e) => e.token === s.active && isAlive(e));
}

/** Exogorth kills per player, in the table's order (10 points each, XW-WAG-08). */
export function gorthKills(s: GorthState): [number, number] {
  const [a, b] = s.players;
  return [
    s.exogorths.filter((e) => e.killedBy === a).length,
    s.exogorths.filter((e) => e.killedBy === b).length,
  ];
}

const opponent = (s: GorthState, player: string): string =>
  s.players[0] === player ? s.players[1] : s.players[0];

const PHASE_OF: Readonly<Record<string, readonly GorthPhase[]>> = {
  StartActivation: ['setup', 'round-over'],
  Disturb: ['activation'],
  Feed: ['activation'],
  Spend: ['activation', 'combat'],
  StartCombat: ['activation'],
  Shoot: ['combat'],
  Seismic: ['combat'],
  EndCombat: ['combat'],
};
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  StartActivation: [],
  Disturb: ['ship', 'owner', 'obstacle'],
  Feed: ['ship', 'kind', 'range'],
  Spend: ['kind'],
  StartCombat: [],
  Shoot: ['player', 'obstacle', 'damage'],
  Seismic: ['obstacle'],
  EndCombat: ['inRange'],
};

/** Applies one step of the round from the table. */
export function applyGorth(s: GorthState, input: unknown): Read<GorthStep> {
  const obj = readObject(input, 'The Exogorth command');
  if (!obj.ok) return obj;
  const o = obj.value;
  const type = readChoice(field(o, 'type'), 'The Exogorth command type', Object.keys(PHASE_OF));
  if (!type.ok) return type;
  const where = `The ${type.value} command`;
  const fields = onlyFields(o, ['type', ...(FIELDS[type.value] ?? [])], where);
  if (!fields.ok) return fields;
  if (!(PHASE_OF[type.value] ?? []).includes(s.phase)) {
    return refuse('WrongPhase', `${type.value} cannot be done in the ${s.phase} phase`);
  }
  const active = activeExogorth(s);
  switch (type.value) {
    case 'StartActivation':
      return ok(startActivation(s));
    case 'StartCombat':
      return step({ ...s, phase: 'combat' }, [], 'Combat phase.');
    case 'Disturb': {
      const ship = readText(field(o, 'ship'), `${where}: ship`);
      if (!ship.ok) return ship;
      const owner = readPlayer(field(o, 'owner'), s.players, `${where}: owner`);
      if (!owner.ok) return owner;
      const obstacle = readText(field(o, 'obstacle'), `${where}: obstacle`);
      if (!obstacle.ok) return obstacle;
      if (active === undefined || active.obstacle !== obstacle.value || s.withdrawn) {
        return step(s, [], `Nothing stirs in ${obstacle.value}.`);
      }
      const attack = {
        ship: ship.value,
        dice: exogorthStats.attackDice,
        roller: opponent(s, owner.value),
      };
      return step(
        s,
        [attack],
        `Exogorth ${active.token} strikes at ${ship.value} at once (XW-WAG-04).`,
      );
    }
    case 'Feed': {
      const ship = readText(field(o, 'ship'), `${where}: ship`);
      if (!ship.ok) return ship;
      const kind = readChoice(field(o, 'kind'), `${where}: kind`, ['focus', 'evade'] as const);
      if (!kind.ok) return kind;
      const range = readInt(field(o, 'range'), `${where}: range`, 0, 5);
      if (!range.ok) return range;
      if (active === undefined)
        return refuse('NoActiveExogorth', 'No Exogorth is active this round');
      if (range.value > exogorthStats.feedRange) {
        return refuse(
          'OutOfRange',
          `${ship.value} is at Range ${range.value}; it must be within Range ${exogorthStats.feedRange} of the Exogorth (XW-WAG-05)`,
        );
      }
      return step(
        { ...s, [kind.value]: s[kind.value] + 1 },
        [],
        `${ship.value} gives Exogorth ${active.token} a ${kind.value} token.`,
      );
    }
    case 'Spend': {
      const kind = readChoice(field(o, 'kind'), `${where}: kind`, ['focus', 'evade'] as const);
      if (!kind.ok) return kind;
      if (s[kind.value] < 1)
        return refuse('NotEnoughTokens', `The Exogorth holds no ${kind.value} token`);
      return step(
        { ...s, [kind.value]: s[kind.value] - 1 },
        [],
        `The Exogorth spends a ${kind.value} token.`,
      );
    }
    case 'Shoot': {
      const player = readPlayer(field(o, 'player'), s.players, `${where}: player`);
      if (!player.ok) return player;
      const obstacle = readText(field(o, 'obstacle'), `${where}: obstacle`);
      if (!obstacle.ok) return obstacle;
      const damage = readInt(field(o, 'damage'), `${where}: damage`, 0, 12);
      if (!damage.ok) return damage;
      if (active === undefined || active.obstacle !== obstacle.value) {
        return refuse(
          'NotActive',
          `No active Exogorth lives in ${obstacle.value}: only the active one can be attacked`,
        );
      }
      if (s.withdrawn)
        return refuse(
          'Withdrawn',
          `Exogorth ${active.token} has withdrawn and cannot be attacked this round (XW-WAG-07)`,
        );
      return ok(shoot(s, active, player.value, damage.value));
    }
    case 'Seismic': {
      const obstacle = readText(field(o, 'obstacle'), `${where}: obstacle`);
      if (!obstacle.ok) return obstacle;
      if (active === undefined || active.obstacle !== obstacle.value || s.withdrawn) {
        return step(s, [], `No effect: no active Exogorth in ${obstacle.value} (XW-WAG-08).`);
      }
      return step(
        { ...s, withdrawn: true },
        [],
        `Exogorth ${active.token} withdraws, unhurt; the obstacle stays (XW-WAG-08).`,
      );
    }
    case 'EndCombat': {
      const ships = readShipsInRange(field(o, 'inRange'), s.players, `${where}: inRange`);
      if (!ships.ok) return ships;
      const next = { ...s, phase: 'round-over' as const };
      if (active === undefined || s.withdrawn)
        return step(next, [], 'No Exogorth attack this round.');
      const attacks = ships.value.map((x) => ({
        ship: x.ship,
        dice: exogorthStats.attackDice,
        roller: opponent(s, x.owner),
      }));
      return step(
        next,
        attacks,
        `Exogorth ${active.token} attacks every ship at Range 1-2 (XW-WAG-09).`,
      );
    }
    default:
      return refuse('BadValue', `Unknown command ${type.value}`);
  }
}

function step(
  state: GorthState,
  attacks: readonly GorthAttack[],
  ...notes: string[]
): Read<GorthStep> {
  return ok({ state, attacks, notes });
}

/**
 * Start of Activation (XW-WAG-03): roll the d6 until it shows a living Exogorth's number; with
 * none left there is no roll (GAP-XW-09). Tokens and withdrawal from last round are cleared.
 */
function startActivation(s: GorthState): GorthStep {
  const base = {
    ...s,
    round: s.round + 1,
    phase: 'activation' as const,
    withdrawn: false,
    focus: 0,
    evade: 0,
  };
  const living = s.exogorths.filter(isAlive).map((e) => e.token);
  if (living.length === 0) {
    return {
      state: { ...base, active: null, rolls: [] },
      attacks: [],
      notes: ['Every Exogorth is dead: no roll (GAP-XW-09).'],
    };
  }
  const dice = openDice(s.random);
  const rolls: number[] = [];
  // Terminates: a living token's face comes up with probability at least 1/6 each roll.
  for (;;) {
    const face = dice.d6();
    rolls.push(face);
    if (living.includes(face)) break;
  }
  const active = rolls[rolls.length - 1] ?? null;
  const where = s.exogorths.find((e) => e.token === active)?.obstacle ?? '';
  return {
    state: { ...base, active, rolls, random: dice.save() },
    attacks: [],
    notes: [`Rolled ${rolls.join(', ')}: Exogorth ${active} in ${where} is active.`],
  };
}

/** A hit of `damage` on the active Exogorth by `player`'s ship (XW-WAG-06..08). */
function shoot(s: GorthState, active: Exogorth, player: string, damage: number): GorthStep {
  if (damage === 0) return { state: s, attacks: [], notes: ['No damage: the Exogorth stays out.'] };
  const total = Math.min(exogorthStats.hull, active.damage + damage);
  const killed = total >= exogorthStats.hull;
  const exogorths = s.exogorths.map((e) =>
    e === active ? { ...e, damage: total, killedBy: killed ? player : null } : e,
  );
  const note = killed
    ? `Exogorth ${active.token} is killed by ${player}: +${exogorthStats.killPoints} points destroyed (XW-WAG-08).`
    : `Exogorth ${active.token} takes ${damage} (${total}/${exogorthStats.hull}) and withdraws for the round (XW-WAG-07).`;
  return {
    state: { ...s, exogorths, withdrawn: true, active: killed ? null : s.active },
    attacks: [],
    notes: [note],
  };
}

function readShipsInRange(
  x: unknown,
  players: readonly string[],
  where: string,
): Read<readonly { readonly ship: string; readonly owner: string }[]> {
  if (x === undefined) return ok([]);
  if (!Array.isArray(x) || x.length > 16)
    return refuse('BadValue', `${where} must be a list of at most 16 ships`);
  const out: { ship: string; owner: string }[] = [];
  for (const [i, item] of x.entries()) {
    const o = readObject(item, `${where} entry ${i + 1}`);
    if (!o.ok) return o;
    const fields = onlyFields(o.value, ['ship', 'owner', 'range'], `${where} entry ${i + 1}`);
    if (!fields.ok) return fields;
    const ship = readText(field(o.value, 'ship'), `${where} entry ${i + 1}: ship`);
    if (!ship.ok) return ship;
    const owner = readPlayer(field(o.value, 'owner'), players, `${where} entry ${i + 1}: owner`);
    if (!owner.ok) return owner;
    const range = field(o.value, 'range');
    if (range !== undefined) {
      const r = readInt(range, `${where} entry ${i + 1}: range`, 1, 2);
      if (!r.ok) return r;
    }
    out.push({ ship: ship.value, owner: owner.value });
  }
  return ok(out);
}
