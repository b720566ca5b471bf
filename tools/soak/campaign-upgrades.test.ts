/**
 * Random solo play in a campaign game with all seven upgrade tracks at Tier 3 (XC-UPG-02..11):
 * every invariant holds after every command, nothing gets stuck, and the command log replays to
 * the same hash; the upgrades' own commands come up along the way.
 */
import { openDice, type RecordedCommand, replay, seedRandom, stateHash } from '@drift/engine';
import {
  aimOf,
  createXia,
  ELEMENTS,
  violations,
  type XiaCommand,
  type XiaOptions,
} from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import { pickCommand } from './game.ts';

const xia = createXia(corePack());

const options: XiaOptions = {
  seats: 1,
  preset: 'standard',
  fameTarget: 10,
  elements: [...ELEMENTS],
  solo: { difficulty: 'normal', sellsword: false },
  campaign: {
    goal: 'pathfinder',
    upgrades: { engine: 3, combat: 3, impulse: 3, mission: 3, rearm: 3, ability: 3, trade: 3 },
    rewards: [],
    shipUses: {},
  },
};

/**
 * Whether random play keeps away from this command: a kept mission card aimed at another
 * player, whose solo targets (the NPCs, XS-MISS-*) are the solo work's, not this test's.
 */
function aimedKeep(c: XiaCommand): boolean {
  return (
    c.type === 'KeepMission' && c.card !== null && aimOf(xia.content.mission(c.card)) !== undefined
  );
}

/** One game as `soakGame` plays it; the failures and the command types played. */
function soak(seed: string, bound: number): { failures: string[]; played: string[] } {
  const made = xia.setup(options, seed);
  if (!made.ok) return { failures: [`setup: ${made.error.message}`], played: [] };
  let state = made.value;
  const chooser = openDice(seedRandom(`chooser:${seed}`));
  const log: RecordedCommand<XiaCommand>[] = [];
  const failures: string[] = [];
  const played: string[] = [];
  for (let i = 0; i < bound && xia.status(state).kind !== 'finished'; i++) {
    const status = xia.status(state);
    const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    const all = xia.legal(state, seat);
    const legal = all.some((c) => !aimedKeep(c)) ? all.filter((c) => !aimedKeep(c)) : all;
    if (legal.length === 0) {
      failures.push(`command ${i}: no legal command`);
      break;
    }
    const command = pickCommand(chooser, legal);
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) {
      failures.push(
        `command ${i}: legal ${JSON.stringify(command)} refused: ${applied.error.code}`,
      );
      break;
    }
    state = applied.value.state;
    log.push({ seat, command });
    played.push(command.type === 'BuyCubes' && command.extra ? 'BuyCubes+extra' : command.type);
    const broken = violations(xia.content, state);
    if (broken.length > 0) {
      failures.push(`after command ${i} ${JSON.stringify(command)}: ${broken.join('; ')}`);
      break;
    }
  }
  const replayed = replay(xia, options, seed, log);
  if (!replayed.ok) failures.push(`replay refused command ${replayed.error.index}`);
  else if (replayed.value.hash !== stateHash(state)) failures.push('replay reached another hash');
  return { failures, played };
}

describe('campaign upgrades soak', () => {
  it('XC-UPG-02..11: random solo play with every track at Tier 3 keeps the invariants and replays', () => {
    const failures: string[] = [];
    const played = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const game = soak(`upgrades-${g}`, 3000);
      failures.push(...game.failures.map((f) => `upgrades-${g}: ${f}`));
      for (const t of game.played) played.add(t);
    }
    expect(failures).toEqual([]);
    for (const t of ['ImpulseAction', 'RearmMarker', 'ScanSector', 'BuyCubes+extra'])
      expect(played, t).toContain(t);
  }, 120_000);
});
