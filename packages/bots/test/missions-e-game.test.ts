/**
 * Bots with element E's mission cards (XE-MTYP-01..05): HeuristicBots keep and complete them,
 * random bots play on with them, every invariant holds, and a determinized state deals the new
 * cards into the hidden zones.
 */
import { openDice, seedRandom, stateHash } from '@drift/engine';
import type { XiaCommand, XiaEvent, XiaState, XiaView } from '@drift/xia';
import { violations } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { type Bot, determinize, HeuristicBot, playGame, TypedRandomBot } from '../src/index.ts';
import { xia } from './helpers.ts';

const options = { seats: 3, preset: 'standard' as const, fameTarget: 10, elements: ['E' as const] };
const ours = new Set(xia.content.embers.missions.map((m) => m.id));

/** Replays a played game command by command: the events, and the invariants after each. */
/** Another captain's unrevealed card named in a seat's view. */
function leaks(state: XiaState): string[] {
  const out: string[] = [];
  for (const viewer of state.captains) {
    const text = JSON.stringify(xia.view(state, { seat: viewer.seat }));
    for (const c of state.captains)
      for (const m of c.missions.active)
        if (c.seat !== viewer.seat && !m.revealed && text.includes(`"${m.card}"`))
          out.push(`seat ${viewer.seat} sees ${m.card} of seat ${c.seat}`);
  }
  return out;
}

function retrace(
  seed: string,
  commands: readonly { seat: number; command: XiaCommand }[],
  secrets = false,
) {
  const made = xia.setup(options, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state: XiaState = made.value;
  const events: XiaEvent[] = [];
  for (const { seat, command } of commands) {
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    events.push(...applied.value.events);
    expect(violations(xia.content, state)).toEqual([]);
    if (secrets) expect(leaks(state)).toEqual([]);
    // Now and then: every listed command of the seat to act is accepted.
    if (secrets && events.length % 7 === 0) {
      const status = xia.status(state);
      const next = status.kind === 'active' ? status.toAct[0] : undefined;
      if (next !== undefined)
        for (const c of xia.legal(state, next)) expect(xia.apply(state, next, c).ok).toBe(true);
    }
  }
  return { state, events };
}

describe('bots with element E’s missions', () => {
  it('XE-MTYP-01: HeuristicBots keep and complete the new cards, keeping every invariant and every secret, legal and apply agreeing', () => {
    const done = new Set<string>();
    for (const seed of ['e-bots-3', 'e-bots-4']) {
      const bots: Bot<XiaView, XiaCommand>[] = [
        new HeuristicBot(xia.content, 'worker'),
        new HeuristicBot(xia.content, 'pirate'),
        new HeuristicBot(xia.content, 'balanced'),
      ];
      const game = playGame(xia, options, seed, bots, { maxCommands: 3000 });
      const { state, events } = retrace(seed, game.commands, true);
      expect(stateHash(state)).toBe(stateHash(game.state));
      for (const e of events) {
        if (e.type === 'MissionCompleted' && ours.has(e.card))
          done.add(xia.content.mission(e.card).type);
        if (
          ['IntelGathered', 'CargoHandedIn', 'OutfitHandedOver', 'MissionDeclared'].includes(e.type)
        )
          done.add(e.type);
      }
    }
    // Seeds known to: the worker hands in cargo and an outfit, gathers intel; the pirate coerces.
    for (const step of ['CargoHandedIn', 'IntelGathered', 'OutfitHandedOver', 'MissionDeclared'])
      expect(done.has(step), step).toBe(true);
    for (const type of ['cargo', 'armsDealer']) expect(done.has(type), type).toBe(true);
  }, 180_000);

  it('XE-MTYP-01: random bots play with them to a bound and keep every invariant', () => {
    const bots = [0, 1, 2].map(() => new TypedRandomBot<XiaView, XiaCommand>());
    const game = playGame(xia, options, 'e-random', bots, { maxCommands: 800 });
    expect(game.commands.length).toBeGreaterThan(100);
    retrace('e-random', game.commands);
  }, 60_000);

  it('XE-MTYP-01: a determinized state deals the 32 new cards among the unseen, and the rules run on it', () => {
    const bots = [0, 1, 2].map(() => new TypedRandomBot<XiaView, XiaCommand>());
    const game = playGame(xia, options, 'e-det', bots, { maxCommands: 400 });
    const { state } = retrace('e-det', game.commands);
    const seat = state.turn.seat;
    const det = determinize(
      xia.content,
      xia.view(state, { seat }),
      seat,
      openDice(seedRandom('d')),
    );
    expect(violations(xia.content, det)).toEqual([]);
    expect(det.decks.missions.some((id) => ours.has(id))).toBe(true);
    const first = xia.legal(det, seat)[0];
    if (first) expect(xia.apply(det, seat, first).ok).toBe(true);
  });
});
