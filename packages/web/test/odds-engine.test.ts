/**
 * The odds against the real rules: attacks that were legal in a seeded bot game (on shielded
 * captains, on NPCs, rams) and one made harder by hand (a damaged weapon, Titles on both sides,
 * an evasion card) are each resolved thousands of times by `apply` with fresh seeded dice, the
 * defender answering with exactly the shields the odds assume (or none), and the rates seen
 * must agree with the exact odds within a few standard errors.
 */
import { seedRandom } from '@drift/engine';
import { createXia, type XiaCommand, type XiaEvent, type XiaState } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { type PlayedGame, playGame } from '../scripts/game-fixture.ts';
import { cellKey } from '../src/mat/holdModel.ts';
import { mean, points } from '../src/odds/dist.ts';
import { type AttackOdds, attackOdds, type StrikeCommand } from '../src/odds/fromView.ts';
import type { StrikeOdds } from '../src/odds/strike.ts';

const xia = createXia(corePack());
const RUNS = 1500;

interface Case {
  readonly name: string;
  readonly state: XiaState;
  readonly seat: number;
  readonly command: StrikeCommand;
}

let game: PlayedGame;
// Playing the game takes a few seconds, more on a busy machine.
beforeAll(() => {
  game = playGame();
}, 120_000);

function toAct(state: XiaState): number {
  const s = xia.status(state);
  return s.kind === 'active' ? (s.toAct[0] ?? 0) : 0;
}

function strikes(): { state: XiaState; seat: number; command: StrikeCommand }[] {
  return game.strikes.flatMap(({ state }) => {
    const seat = toAct(state);
    return xia
      .legal(state, seat)
      .filter((c): c is StrikeCommand => c.type === 'Attack' || c.type === 'Ram')
      .map((command) => ({ state, seat, command }));
  });
}

function oddsOf(c: Case): AttackOdds {
  const r = attackOdds(xia.view(c.state, { seat: c.seat }), xia.content, c.seat, c.command);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The game's cases: shielded captain (most weapons), NPC, ram. */
function gameCases(): Case[] {
  const all = strikes();
  const shielded = all
    .filter(
      (c) =>
        c.command.type === 'Attack' &&
        'seat' in c.command.target &&
        oddsOf({ name: '', ...c }).defence.shields.length > 0,
    )
    .sort(
      (a, b) =>
        (b.command.type === 'Attack' ? b.command.use.length : 1) -
        (a.command.type === 'Attack' ? a.command.use.length : 1),
    )[0];
  const npc = all.find((c) => c.command.type === 'Attack' && 'npc' in c.command.target);
  const ram =
    all.find(
      (c) =>
        c.command.type === 'Ram' &&
        'seat' in c.command.target &&
        oddsOf({ name: '', ...c }).defence.shields.length > 0,
    ) ?? all.find((c) => c.command.type === 'Ram');
  const out: Case[] = [];
  if (shielded) out.push({ name: 'attack on a shielded captain', ...shielded });
  if (npc) out.push({ name: 'attack on an NPC', ...npc });
  if (ram) out.push({ name: 'ram', ...ram });
  return out;
}

type CaptainState = XiaState['captains'][number];
type Cell = CaptainState['hold']['damage'][number];

/** Hold cells with nothing in them and no damage. */
function freeCells(cap: CaptainState): Cell[] {
  if (!cap.ship) return [];
  const taken = new Set([
    ...cap.hold.damage.map(cellKey),
    ...cap.hold.cargo.map((c) => cellKey(c.at)),
    ...cap.hold.outfits.flatMap((o) =>
      xia.content.shape(o.kind, o.turns).cells.map(([x, y]) => cellKey([x + o.at[0], y + o.at[1]])),
    ),
  ]);
  return xia.content.holdCells(cap.ship).filter((c) => !taken.has(cellKey(c)));
}

/**
 * Damage markers until `left` more would destroy the ship: on free cells (the cargo thrown out
 * first), then on plain sections (not use spaces) of outfits, shields last: each of those also
 * takes 1 off its outfit's rolls, which the odds must read.
 */
function hurtTo(captain: CaptainState, left: number): CaptainState {
  const cap = { ...captain, hold: { ...captain.hold, cargo: [] } };
  if (!cap.ship) return cap;
  const size = xia.content.holdCells(cap.ship).length;
  const more = Math.max(0, size - left - cap.hold.damage.length);
  const hurt = new Set(cap.hold.damage.map(cellKey));
  const shieldsLast = [...cap.hold.outfits].sort(
    (a, b) =>
      Number(xia.content.outfit(a.kind).type === 'shield') -
      Number(xia.content.outfit(b.kind).type === 'shield'),
  );
  const plain = shieldsLast.flatMap((o) => {
    const shape = xia.content.shape(o.kind, o.turns);
    const uses = new Set(shape.use.map(cellKey));
    return shape.cells
      .filter((c) => !uses.has(cellKey(c)))
      .map(([x, y]): Cell => [x + o.at[0], y + o.at[1]])
      .filter((c) => !hurt.has(cellKey(c)));
  });
  // As close as the hold allows; the test checks the odds came out between sure and impossible.
  const cells = [...freeCells(cap), ...plain].slice(0, more);
  return { ...cap, hold: { ...cap.hold, damage: [...cap.hold.damage, ...cells] } };
}

/** The captain with a new outfit of `kind` in the first free place it fits, unturned. */
function withOutfit(cap: CaptainState, kind: string, uid: number): CaptainState {
  const free = new Set(freeCells(cap).map(cellKey));
  const shape = xia.content.shape(kind, 0);
  for (let y = -1; y < 8; y++) {
    for (let x = -1; x < 8; x++) {
      if (shape.cells.every(([cx, cy]) => free.has(cellKey([cx + x, cy + y])))) {
        const outfit = { uid, kind, at: [x, y] as Cell, turns: 0 as const };
        return { ...cap, hold: { ...cap.hold, outfits: [...cap.hold.outfits, outfit] } };
      }
    }
  }
  throw new Error(`no room for ${kind}`);
}

function legalIn(state: XiaState, seat: number, command: XiaCommand): boolean {
  const key = JSON.stringify(command);
  return xia.legal(state, seat).some((x) => JSON.stringify(x) === key);
}

function withCaptains(state: XiaState, change: (cap: CaptainState) => CaptainState): XiaState {
  return { ...state, captains: state.captains.map(change) };
}

/**
 * The shielded case made harder: a second weapon (a d12 Basilisk blaster with two use spaces and
 * a damage marker on its other cell), three armed markers, an attack Title; the defender with a
 * defence Title, an evasion card and the Energy for it, and a hold 4 damage from destruction.
 */
function hardened(c: Case): Case {
  const cmd = c.command;
  if (cmd.type !== 'Attack' || !('seat' in cmd.target)) throw new Error('needs an attack');
  const defenderSeat = cmd.target.seat;
  const uid = 9000;
  let spaces = 0;
  let kind = '';
  const state = withCaptains(c.state, (cap) => {
    if (cap.seat === c.seat) {
      // Room for it: the cargo goes (it plays no part in an attack).
      const emptied = { ...cap, hold: { ...cap.hold, cargo: [] } };
      let armed: CaptainState | undefined;
      for (const k of ['basilisk-blaster', 'culverin-blaster', 'saker-v-blaster']) {
        try {
          armed = withOutfit(emptied, k, uid);
          kind = k;
          break;
        } catch {}
      }
      const added = armed?.hold.outfits.find((o) => o.uid === uid);
      if (!armed || !added) throw new Error('no room for a second blaster');
      const shape = xia.content.shape(added.kind, added.turns);
      spaces = shape.use.length;
      const uses = new Set(shape.use.map(cellKey));
      const spare = shape.cells.find((cell) => !uses.has(cellKey(cell)));
      if (!spare) throw new Error('a blaster with no plain section');
      const hurtCell: Cell = [spare[0] + added.at[0], spare[1] + added.at[1]];
      return {
        ...armed,
        titles: [...armed.titles, 'ace'],
        markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }],
        hold: { ...armed.hold, damage: [...armed.hold.damage, hurtCell] },
      };
    }
    if (cap.seat === defenderSeat) {
      return hurtTo(
        {
          ...cap,
          titles: [...cap.titles, 'headhunter'],
          energy: Math.max(cap.energy, 3),
          abilities: [...cap.abilities, { id: 'iron-wall', exhausted: false }],
        },
        4,
      );
    }
    return cap;
  });
  const command: StrikeCommand = {
    type: 'Attack',
    target: cmd.target,
    use: [...cmd.use, ...Array.from({ length: spaces }, (_, space) => ({ outfit: uid, space }))],
  };
  if (!legalIn(state, c.seat, command))
    throw new Error(`the hardened attack (${kind}) is not legal`);
  return {
    name: 'three dice, one damaged, Titles and an evasion card',
    state,
    seat: c.seat,
    command,
  };
}

/** An NPC 3 damage from destruction. */
function nearlyDead(c: Case): Case {
  const target = c.command.target;
  if (!('npc' in target)) throw new Error('needs an NPC');
  const toKill = xia.content.npc(target.npc).toKill;
  const state = {
    ...c.state,
    npcs: c.state.npcs.map((n) => (n.id === target.npc ? { ...n, damage: toKill - 3 } : n)),
  };
  if (!legalIn(state, c.seat, c.command)) throw new Error('no longer legal');
  return { ...c, state };
}

/** A ram where both ships are close to destruction: the target 3 from it, the rammer 2. */
function desperate(c: Case): Case {
  const target = c.command.target;
  const state = withCaptains(c.state, (cap) =>
    cap.seat === c.seat
      ? hurtTo(cap, 2)
      : 'seat' in target && cap.seat === target.seat
        ? hurtTo(cap, 3)
        : cap,
  );
  if (!legalIn(state, c.seat, c.command)) throw new Error('no longer legal');
  return { ...c, state };
}

interface Seen {
  hits: number;
  destroyed: number;
  rammerDestroyed: number;
  damage: number[];
}

function defendCommand(odds: AttackOdds, raised: boolean): XiaCommand {
  return raised
    ? {
        type: 'Defend',
        use: odds.defence.shields.map(({ outfit, space }) => ({ outfit, space })),
        ability: odds.defence.evasion?.id ?? null,
      }
    : { type: 'Defend', use: [], ability: null };
}

function simulate(c: Case, odds: AttackOdds, raised: boolean): Seen {
  const seen: Seen = { hits: 0, destroyed: 0, rammerDestroyed: 0, damage: [] };
  const target = c.command.target;
  for (let i = 0; i < RUNS; i++) {
    const start = { ...c.state, random: seedRandom(`odds:${c.name}:${raised}:${i}`) };
    const first = xia.apply(start, c.seat, c.command);
    if (!first.ok) throw new Error(first.error.message);
    const events: XiaEvent[] = [...first.value.events];
    const top = first.value.state.prompts.at(-1);
    if (top?.kind === 'Defend') {
      const defend = defendCommand(odds, raised);
      if (i === 0) {
        // The assumed defence is a legal choice, and no legal defence raises more shields.
        const legal = xia.legal(first.value.state, top.seat);
        const key = (x: XiaCommand) => JSON.stringify(x);
        expect(legal.map(key)).toContain(key(defend));
        const most = Math.max(...legal.map((x) => (x.type === 'Defend' ? x.use.length : 0)));
        if (raised) expect(odds.defence.shields.length).toBe(most);
      }
      const second = xia.apply(first.value.state, top.seat, defend);
      if (!second.ok) throw new Error(second.error.message);
      events.push(...second.value.events);
    }
    const resolved = events.find((e) => e.type === 'AttackResolved');
    if (resolved?.type !== 'AttackResolved') throw new Error('the attack did not resolve');
    seen.damage.push(resolved.damage);
    if (resolved.damage > 0) seen.hits++;
    const gone =
      'seat' in target
        ? events.some((e) => e.type === 'ShipDestroyed' && e.seat === target.seat)
        : events.some((e) => e.type === 'NpcDestroyed' && e.npc === target.npc);
    if (gone) seen.destroyed++;
    if (events.some((e) => e.type === 'ShipDestroyed' && e.seat === c.seat)) seen.rammerDestroyed++;
  }
  return seen;
}

/** A rate within 4.5 standard errors of p (and a little slack for p near 0 or 1). */
function expectRate(label: string, count: number, p: number): void {
  const se = Math.sqrt((p * (1 - p)) / RUNS);
  expect(Math.abs(count / RUNS - p), `${label}: seen ${count}/${RUNS}, exact ${p}`).toBeLessThan(
    4.5 * se + 0.004,
  );
}

function compare(label: string, o: StrikeOdds, seen: Seen, ram: boolean): void {
  expectRate(`${label} hit`, seen.hits, o.hit);
  expectRate(`${label} destroy`, seen.destroyed, o.destroy);
  if (ram) expectRate(`${label} rammer destroyed`, seen.rammerDestroyed, o.rammerDestroyed ?? 0);
  const m = mean(o.damage);
  const sd = Math.sqrt(points(o.damage).reduce((s, x) => s + x.p * (x.value - m) ** 2, 0));
  const avg = seen.damage.reduce((a, b) => a + b, 0) / RUNS;
  expect(
    Math.abs(avg - o.expected),
    `${label} mean: seen ${avg}, exact ${o.expected}`,
  ).toBeLessThan(4.5 * (sd / Math.sqrt(RUNS)) + 0.01);
  // Every damage seen is one the odds allow.
  const possible = new Set(points(o.damage).map((x) => x.value));
  for (const d of new Set(seen.damage)) expect(possible.has(d), `${label} damage ${d}`).toBe(true);
}

describe('odds against the rules engine (Monte Carlo)', () => {
  it('finds the cases in the seeded game', () => {
    const names = gameCases().map((c) => c.name);
    expect(names).toEqual(['attack on a shielded captain', 'attack on an NPC', 'ram']);
  });

  it('agrees with seeded applies for every case, with every shield up and with none', () => {
    const [shielded, npc, ram] = gameCases();
    if (!shielded || !npc || !ram) throw new Error('missing cases');
    // The game's attack as it was (no kill possible), then three made closer to a kill.
    const cases = [shielded, nearlyDead(npc), desperate(ram), hardened(shielded)];
    for (const c of cases) {
      const odds = oddsOf(c);
      // Each case is uncertain in what it tests, so a wrong sum cannot hide behind 0 or 1.
      const open = (p: number | null) => p !== null && p > 0.02 && p < 0.98;
      expect(open(odds.full.hit), `${c.name}: hit`).toBe(true);
      if (c !== shielded)
        expect(
          open(odds.full.destroy) || open(odds.bare?.destroy ?? null),
          `${c.name}: destroy`,
        ).toBe(true);
      if (odds.ram)
        expect(
          open(odds.bare?.rammerDestroyed ?? odds.full.rammerDestroyed),
          `${c.name}: rammer`,
        ).toBe(true);
      compare(`${c.name} (full defence)`, odds.full, simulate(c, odds, true), odds.ram);
      if (odds.bare)
        compare(`${c.name} (no shields)`, odds.bare, simulate(c, odds, false), odds.ram);
    }
  });

  it('reads the hardened case as made: the damaged die, both Titles and the card', () => {
    const shielded = gameCases()[0];
    if (!shielded) throw new Error('no shielded case');
    const c = hardened(shielded);
    const odds = oddsOf(c);
    const before = oddsOf(shielded);
    expect(odds.attackBonus).toBe(before.attackBonus + 2);
    const added = odds.dice.slice(before.dice.length);
    expect(added.length).toBeGreaterThan(0);
    for (const d of added) expect(d.penalty).toBe(1);
    expect(odds.toDestroy).toBe(4);
    // Every figure strictly between sure and impossible, so the comparison means something.
    for (const p of [odds.full.hit, odds.full.destroy]) {
      expect(p).toBeGreaterThan(0.02);
      expect(p).toBeLessThan(0.98);
    }
    expect(odds.defence.bonus).toBe(before.defence.bonus + 1);
    expect(odds.defence.evasion).toMatchObject({ id: 'iron-wall', atLeast: 7, bonus: 4 });
  });
});
