/**
 * One fingerprinted game: seeded random play from setup, digesting every legal list and every
 * event list on the way and the final state's hash. Equal fingerprints before and after an
 * optimisation mean the engine played the same game, command for command.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type Dice, openDice, seedRandom, stateHash } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaState } from '@drift/xia';

export interface Fingerprint {
  readonly seed: string;
  readonly seats: number;
  readonly commands: number;
  /** SHA-256 over the canonical JSON of every legal list and every event list, in order. */
  readonly trace: string;
  readonly hash: string;
}

/** Uniform over command types (in listed order), then over that type's commands. */
function pick(dice: Dice, legal: readonly XiaCommand[]): XiaCommand {
  const types = [...new Set(legal.map((c) => c.type))];
  const type = dice.pick(types);
  return dice.pick(legal.filter((c) => c.type === type));
}

/**
 * Seeded typed-random play from setup; `watch` sees each legal list and each command's events.
 * Returns the commands applied and the final state.
 */
function play(
  xia: XiaRuleset,
  seats: number,
  seed: string,
  maxCommands: number,
  watch?: { legal(list: readonly XiaCommand[]): void; events(list: readonly unknown[]): void },
): { commands: number; state: XiaState } {
  const made = xia.setup({ seats, preset: 'standard', fameTarget: 10 }, seed);
  if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
  let state: XiaState = made.value;
  const chooser = openDice(seedRandom(`fingerprint:${seed}`));
  let commands = 0;
  for (; commands < maxCommands; commands++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const legal = xia.legal(state, seat);
    watch?.legal(legal);
    if (legal.length === 0) break;
    const applied = xia.apply(state, seat, pick(chooser, legal));
    if (!applied.ok) throw new Error(`${seed}: a legal command was refused: ${applied.error.code}`);
    watch?.events(applied.value.events);
    state = applied.value.state;
  }
  return { commands, state };
}

/** One game's fingerprint: a digest of every legal list and event list, and the final hash. */
export function fingerprintGame(
  xia: XiaRuleset,
  seats: number,
  seed: string,
  maxCommands: number,
): Fingerprint {
  const trace = createHash('sha256');
  const { commands, state } = play(xia, seats, seed, maxCommands, {
    legal: (list) => trace.update(canonicalJson(list)),
    events: (list) => trace.update(canonicalJson(list)),
  });
  return { seed, seats, commands, trace: trace.digest('hex'), hash: stateHash(state) };
}

/** The same seeded play without digests (for profiling); returns the commands applied. */
export function playRandom(
  xia: XiaRuleset,
  seats: number,
  seed: string,
  maxCommands: number,
): number {
  return play(xia, seats, seed, maxCommands).commands;
}

/** The fixed set of games the fixture records. */
export function fingerprintGames(count: number): { seats: number; seed: string }[] {
  return Array.from({ length: count }, (_, g) => ({ seats: 3 + (g % 3), seed: `fp-${g}` }));
}
