/**
 * Random solo play with every element, the NPCs following their Behavior cards: every command
 * keeps the invariants (the solo ones too), the game never gets stuck, and replaying the
 * commands from the seed reaches the same state. Missions aimed at other captains are left
 * unkept: their solo targets are not part of this slice.
 */
import {
  openDice,
  type RecordedCommand,
  replay,
  type SeatId,
  seedRandom,
  stateHash,
} from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../../tools/soak/game.ts';
import type { XiaCommand } from '../../src/commands.ts';
import { corePack } from '../../src/content/core.ts';
import type { XiaEvent } from '../../src/events.ts';
import { violations } from '../../src/invariants.ts';
import type { XiaState } from '../../src/model/state.ts';
import { type Difficulty, ELEMENTS, type XiaOptions } from '../../src/options.ts';
import { createXia } from '../../src/ruleset.ts';

const xia = createXia(corePack());

interface Played {
  readonly failures: string[];
  readonly events: XiaEvent['type'][];
  readonly commands: number;
}

function playSolo(seed: string, difficulty: Difficulty, sellsword: boolean, max: number): Played {
  const options: XiaOptions = {
    seats: 1,
    preset: 'standard',
    fameTarget: 10,
    elements: [...ELEMENTS],
    solo: { difficulty, sellsword },
  };
  const made = xia.setup(options, seed);
  if (!made.ok) return { failures: [`setup: ${made.error.message}`], events: [], commands: 0 };
  let state: XiaState = made.value;
  const chooser = openDice(seedRandom(`solo-chooser:${seed}`));
  const log: RecordedCommand<XiaCommand>[] = [];
  const failures: string[] = [];
  const events: XiaEvent['type'][] = [];
  for (let i = 0; i < max; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat: SeatId = status.toAct[0] ?? 0;
    // Random play never gives up (a Concede ends the game at once).
    const legal = xia.legal(state, seat).filter((c) => c.type !== 'Concede');
    if (legal.length === 0) {
      failures.push(`command ${i}: no legal command`);
      break;
    }
    const command = pickCommand(chooser, legal);
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) {
      failures.push(`command ${i}: ${JSON.stringify(command)} refused: ${applied.error.code}`);
      break;
    }
    state = applied.value.state;
    log.push({ seat, command });
    for (const e of applied.value.events) events.push(e.type);
    const broken = violations(xia.content, state);
    if (broken.length > 0) {
      failures.push(`after ${JSON.stringify(command)}: ${broken.join('; ')}`);
      break;
    }
  }
  const replayed = replay(xia, options, seed, log);
  if (!replayed.ok) failures.push(`replay refused command ${replayed.error.index}`);
  else if (replayed.value.hash !== stateHash(state)) failures.push('replay reached another state');
  return { failures, events, commands: log.length };
}

describe('random solo play', () => {
  it('XS-BEHV-01, XS-BEHV-02, XS-NPC-06: 20 games keep every invariant and replay, NPCs acting by their cards', () => {
    const failures: string[] = [];
    const seen = new Set<string>();
    let commands = 0;
    const difficulties: Difficulty[] = ['easy', 'normal', 'hard'];
    for (let g = 0; g < 20; g++) {
      const played = playSolo(
        `solo-soak-${g}`,
        difficulties[g % 3] as Difficulty,
        g % 2 === 0,
        900,
      );
      failures.push(...played.failures.map((f) => `game ${g}: ${f}`));
      for (const e of played.events) seen.add(e);
      commands += played.commands;
    }
    expect(failures).toEqual([]);
    // A random player loses fast to the NPCs' Fame, but each game plays several rounds.
    expect(commands).toBeGreaterThan(20 * 40);
    for (const type of ['NpcBehaviourDrawn', 'NpcActs', 'NpcStep', 'AttackDeclared'])
      expect(seen.has(type), type).toBe(true);
  }, 180_000);
});
