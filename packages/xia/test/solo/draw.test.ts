/**
 * Behavior cards coming into play (XS-NPC-01, XS-BEHV-01) and changing after a kill
 * (XS-BEHV-06): the top card of the NPC's shuffled deck, one of its two behaviours by a d20,
 * kept through respawns; re-drawn or kept at the player's choice when the player destroys it.
 * The cards in play are public; the decks' order is not.
 */
import { die, openDice, scripted, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { corePack } from '../../src/content/core.ts';
import type { XiaState } from '../../src/model/state.ts';
import { spawnArrivals } from '../../src/rules/npcs/spawn.ts';
import { createXia } from '../../src/ruleset.ts';
import { deckOf } from '../../src/solo/content/index.ts';
import { npcTurn } from '../../src/solo/npc-turn.ts';
import { soloFromView } from '../../src/solo/view.ts';
import { viewFor } from '../../src/view.ts';
import { ARMED, gunboat, ZAP } from '../fixtures/combat.ts';
import {
  following,
  H,
  rules,
  runEffect,
  SELLSWORD,
  soloGame,
  withNpcs,
  withPlayer,
} from '../fixtures/solo-npcs.ts';

const plain = soloGame();
const SCOUNDREL_DECK = deckOf('scoundrel');

/** Spawns every NPC whose home is on the board and that never entered play, with forced dice. */
function arrive(state: XiaState, dice: Parameters<typeof scripted>[0]) {
  return runEffect({ ...state, random: scripted(dice) }, 0, spawnArrivals);
}

/** The Enforcer and the Merchant in play already: only the Scoundrel is still to come in. */
const scoundrelToCome = following(
  following(
    withNpcs(plain, { enforcer: H.alphaPlanet, merchant: H.bazaarSpawn }),
    'enforcer',
    'enforcer-crackdown',
    0,
  ),
  'merchant',
  'merchant-hard-bargain',
  0,
);

describe('XS-BEHV-01, XS-NPC-01: a Behavior card on entering play', () => {
  it('XS-BEHV-01, XS-NPC-01: each NPC that comes into play draws a card of its own deck', () => {
    // All three home sectors are on the board: the three NPCs come in, in the order dealt.
    const { state, events } = arrive(plain, [die(20, 7), die(20, 12), die(20, 1)]);
    const drawn = events.flatMap((e) => (e.type === 'NpcBehaviourDrawn' ? [e] : []));
    expect(drawn.map((e) => e.npc)).toEqual(plain.npcs.map((n) => n.id));
    for (const e of drawn) {
      expect(e.card).toBe(deckOf(e.npc)[0]);
      expect(state.solo?.behaviours[e.npc]).toEqual({ card: e.card, behaviour: e.behaviour });
    }
    expect(drawn.map((e) => e.behaviour)).toEqual([0, 1, 0]);
  });

  it('XS-BEHV-01: the d20 splits the two behaviours: 1-10 the first, 11-20 the second', () => {
    const low = arrive(scoundrelToCome, [die(20, 10)]);
    expect(low.state.solo?.behaviours.scoundrel).toEqual({ card: SCOUNDREL_DECK[0], behaviour: 0 });
    expect(low.events).toContainEqual({
      type: 'NpcBehaviourDrawn',
      npc: 'scoundrel',
      card: SCOUNDREL_DECK[0],
      behaviour: 0,
      name: 'Ambush',
      roll: 10,
      reason: 'entered',
    });
    expect(low.state.solo?.behaviourDecks.scoundrel).toEqual(SCOUNDREL_DECK.slice(1));
    const high = arrive(scoundrelToCome, [die(20, 11)]);
    expect(high.state.solo?.behaviours.scoundrel).toEqual({
      card: SCOUNDREL_DECK[0],
      behaviour: 1,
    });
  });

  it('XS-BEHV-01: spawning stays as usual: the Scoundrel comes in with its 2,000 Bounty', () => {
    const { state, events } = arrive(scoundrelToCome, [die(20, 3)]);
    const scoundrel = state.npcs.find((n) => n.id === 'scoundrel');
    expect(scoundrel).toMatchObject({ bounty: 2000, damage: 0, at: H.epsilonSpawn });
    expect(events.map((e) => e.type)).toEqual([
      'NpcSpawned',
      'DieRolled',
      'NpcBehaviourDrawn',
      'NpcSeated', // XS-NPC-01: the first opponent seated needs no choice
    ]);
  });

  it('XS-BEHV-06: a respawning NPC keeps its behaviour; it draws no new card', () => {
    const gone = following(
      withNpcs(plain, { scoundrel: null }, { scoundrel: { awaitingRespawn: true, bounty: 0 } }),
      'scoundrel',
      'scoundrel-raider',
      1,
    );
    const solo = gone.solo;
    if (!solo) throw new Error('not solo');
    const acting: XiaState = {
      ...gone,
      random: scripted([die(20, 5), die(20, 10), die(20, 10)]),
      solo: { ...solo, step: { at: 'npcs', queue: ['scoundrel'], next: 0, done: [] } },
    };
    const { state, events } = runEffect(acting, 0, (ctx) => npcTurn(ctx, 'scoundrel'));
    expect(events.slice(0, 4).map((e) => e.type)).toEqual([
      'DieRolled',
      'NpcSpawned',
      'NpcActs',
      'NpcStep',
    ]);
    expect(events.some((e) => e.type === 'NpcBehaviourDrawn')).toBe(false);
    expect(state.solo?.behaviours.scoundrel).toEqual({ card: 'scoundrel-raider', behaviour: 1 });
    expect(state.npcs.find((n) => n.id === 'scoundrel')?.bounty).toBe(2000);
  });

  it('XS-BEHV-01, XS-NPC-01: in a real solo game, each NPC that comes into play draws its behaviour then', () => {
    const xia = createXia(corePack());
    const options = xia.parseOptions({ seats: 1, solo: { difficulty: 'normal' } });
    if (!options.ok) throw new Error(options.error.message);
    const made = xia.setup(options.value, 'draws');
    if (!made.ok) throw new Error(made.error.message);
    let state = made.value;
    const chooser = openDice(seedRandom('draws'));
    let entries = 0;
    for (let i = 0; i < 2000 && entries < 2 && state.stage !== 'finished'; i++) {
      const seat = state.prompts[state.prompts.length - 1]?.seat ?? 0;
      const legal = xia
        .legal(state, seat)
        .filter((c) => (c.type !== 'KeepMission' || c.card === null) && c.type !== 'Concede');
      const command = chooser.pick(legal);
      const applied = xia.apply(state, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      const before = state;
      state = applied.value.state;
      for (const e of applied.value.events) {
        if (e.type !== 'NpcSpawned' || before.solo?.behaviours[e.npc]) continue;
        entries++;
        const drawn = applied.value.events.find(
          (d) => d.type === 'NpcBehaviourDrawn' && d.npc === e.npc,
        );
        expect(drawn, e.npc).toMatchObject({ reason: 'entered' });
      }
      for (const n of state.npcs)
        if (n.at) expect(state.solo?.behaviours[n.id], n.id).toBeDefined();
    }
    expect(entries).toBeGreaterThan(0);
  });
});

describe('XS-BEHV-01: the decks at setup', () => {
  const xia = createXia(corePack());
  const setup = (sellsword: boolean, seed: string) => {
    const options = xia.parseOptions({ seats: 1, solo: { difficulty: 'hard', sellsword } });
    if (!options.ok) throw new Error(options.error.message);
    const made = xia.setup(options.value, seed);
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };

  it('XS-BEHV-01: each NPC has its own shuffled deck of Behavior cards; the Sellsword only when it plays', () => {
    const without = setup(false, 'decks');
    expect(Object.keys(without.solo?.behaviourDecks ?? {}).sort()).toEqual([
      'enforcer',
      'merchant',
      'scoundrel',
    ]);
    const withIt = setup(true, 'decks');
    for (const npc of ['enforcer', 'merchant', 'scoundrel', SELLSWORD]) {
      const deck = withIt.solo?.behaviourDecks[npc] ?? [];
      expect([...deck].sort(), npc).toEqual(deckOf(npc).sort());
    }
    // Shuffled: some seed deals an order other than the file's.
    const orders = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
      (setup(false, seed).solo?.behaviourDecks.scoundrel ?? []).join(),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('XS-BEHV-01: the cards in play are public, the order of a deck is secret', () => {
    const state = following(
      withNpcs(plain, { scoundrel: H.epsilonSpawn }),
      'scoundrel',
      'scoundrel-raider',
      0,
    );
    for (const viewer of [{ seat: 0 }, 'spectator'] as const) {
      const view = viewFor(state, viewer);
      expect(view.solo?.behaviours.scoundrel).toEqual({ card: 'scoundrel-raider', behaviour: 0 });
      expect(view.solo?.behaviourDecks.scoundrel).toBe(3);
      const text = JSON.stringify(view);
      for (const card of SCOUNDREL_DECK.filter((c) => c !== 'scoundrel-raider'))
        expect(text).not.toContain(card);
    }
  });

  it('XS-BEHV-01: a searching bot rebuilds the decks from the view: the right cards, not the true order', () => {
    const state = following(
      withNpcs(plain, { scoundrel: H.epsilonSpawn }),
      'scoundrel',
      'scoundrel-raider',
      0,
    );
    const view = viewFor(state, { seat: 0 });
    if (!view.solo) throw new Error('no solo view');
    const rebuilt = soloFromView(view.solo, (ids) => [...ids].reverse());
    expect(rebuilt.behaviourDecks.scoundrel).toEqual(
      SCOUNDREL_DECK.filter((c) => c !== 'scoundrel-raider').reverse(),
    );
  });
});

describe('XS-BEHV-06: after the player destroys an NPC, keep or re-draw its behaviour', () => {
  /** The player's Action Phase next to a battered Scoundrel that follows "Ambush". */
  const brawl = (): XiaState => {
    const s = following(
      withNpcs(
        withPlayer(plain, { q: 4, r: -1 }, { hold: gunboat, markers: ARMED }),
        { scoundrel: { q: 5, r: -1 } },
        { scoundrel: { damage: 9 } },
      ),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    return { ...s, turn: { ...s.turn, phase: 'Action', movement: 0, moveSource: null } };
  };
  const kill = (state: XiaState) => {
    const applied = rules.apply({ ...state, random: scripted([die(6, 4), die(6, 1)]) }, 0, {
      type: 'Attack',
      target: { npc: 'scoundrel' },
      use: [{ outfit: ZAP, space: 0 }],
    });
    if (!applied.ok) throw new Error(applied.error.message);
    return applied.value;
  };

  it('XS-BEHV-06: the player is asked, and both answers are listed', () => {
    const { state, events } = kill(brawl());
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'NpcDestroyed', npc: 'scoundrel', by: { seat: 0 } }),
    );
    expect(state.prompts).toEqual([{ kind: 'RedrawBehaviour', seat: 0, npc: 'scoundrel' }]);
    expect(rules.legal(state, 0)).toEqual([
      { type: 'RedrawBehaviour', redraw: false },
      { type: 'RedrawBehaviour', redraw: true },
      { type: 'Concede' }, // XS-END-06: giving up is always possible
    ]);
  });

  it('XS-BEHV-06: keeping it leaves the card and behaviour as they were', () => {
    const { state } = kill(brawl());
    const kept = rules.apply(state, 0, { type: 'RedrawBehaviour', redraw: false });
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.value.events).toEqual([
      { type: 'NpcBehaviourKept', npc: 'scoundrel', name: 'Ambush' },
    ]);
    expect(kept.value.state.solo?.behaviours.scoundrel).toEqual(state.solo?.behaviours.scoundrel);
    expect(kept.value.state.solo?.behaviourDecks).toEqual(state.solo?.behaviourDecks);
    expect(kept.value.state.prompts).toEqual([]);
  });

  it('XS-BEHV-06: re-drawing takes the next card of its deck and a behaviour by a d20; the old card goes under', () => {
    const { state } = kill(brawl());
    const deck = state.solo?.behaviourDecks.scoundrel ?? [];
    const redrawn = rules.apply({ ...state, random: scripted([die(20, 16)]) }, 0, {
      type: 'RedrawBehaviour',
      redraw: true,
    });
    if (!redrawn.ok) throw new Error(redrawn.error.message);
    expect(redrawn.value.state.solo?.behaviours.scoundrel).toEqual({ card: deck[0], behaviour: 1 });
    expect(redrawn.value.state.solo?.behaviourDecks.scoundrel).toEqual([
      ...deck.slice(1),
      'scoundrel-ambush',
    ]);
    expect(redrawn.value.events).toContainEqual(
      expect.objectContaining({
        type: 'NpcBehaviourDrawn',
        npc: 'scoundrel',
        card: deck[0],
        roll: 16,
        reason: 'redrawn',
      }),
    );
  });

  it('XS-BEHV-06: no decision is open otherwise: the answer is refused', () => {
    const refused = rules.apply(brawl(), 0, { type: 'RedrawBehaviour', redraw: true });
    expect(refused.ok ? null : refused.error.code).toBe('NoSuchDecision');
  });

  it('XS-BEHV-06: an NPC destroyed by another NPC asks the player nothing', () => {
    // The Sellsword destroyed by the Scoundrel (see the Cutthroat scenario): no decision; and
    // a destroyed NPC that follows no card yet asks nothing either.
    const noCard = withNpcs(brawl(), {}, {});
    const solo = noCard.solo;
    if (!solo) throw new Error('not solo');
    const { scoundrel: _gone, ...rest } = solo.behaviours;
    const { state } = kill({ ...noCard, solo: { ...solo, behaviours: rest } });
    expect(state.prompts).toEqual([]);
  });
});
