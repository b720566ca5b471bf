/**
 * NPC Stats cards (XS-NPC-02, XS-NPC-03, GAP-XS-05): the side in force by difficulty, Normal's
 * flip to side B once anyone passes half the Fame target, and the Stats replacing the NPC
 * card's speed, attack, defence and To Kill, its On Kill staying.
 */
import { die, scripted } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { corePack } from '../../src/content/core.ts';
import { violations } from '../../src/invariants.ts';
import type { XiaState } from '../../src/model/state.ts';
import type { Difficulty } from '../../src/options.ts';
import { createXia } from '../../src/ruleset.ts';
import { statsSide } from '../../src/solo/content/index.ts';
import { npcProfile, sideDue } from '../../src/solo/stats.ts';
import { ARMED, gunboat, ZAP } from '../fixtures/combat.ts';
import { NPC_CARDS } from '../fixtures/npcs.ts';
import {
  following,
  playNpcTurn,
  rules,
  soloGame,
  steps,
  withNpcs,
  withPlayer,
} from '../fixtures/solo-npcs.ts';

/** The player's Action Phase with Fame `fame` (and the NPCs' `npcFame`), target `target`. */
function acting(difficulty: Difficulty, fame: number, npcFame = 0, target = 10): XiaState {
  const s = withPlayer(soloGame({ difficulty, fameTarget: target }), { q: -2, r: 0 }, { fame });
  const solo = s.solo;
  if (!solo) throw new Error('not solo');
  return {
    ...s,
    solo: { ...solo, npcFame },
    turn: { ...s.turn, phase: 'Action', movement: 0, moveSource: null },
  };
}

/** Ends the Action Phase (any command would do): the flip is checked after every command. */
function afterACommand(state: XiaState) {
  const applied = rules.apply(state, 0, { type: 'EndActions' });
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value;
}

describe('XS-NPC-02, GAP-XS-05: the side of the NPC Stats cards', () => {
  it('XS-NPC-02: Easy plays side A, Hard side B, from the start (a real solo setup)', () => {
    const xia = createXia(corePack());
    for (const [difficulty, side] of [
      ['easy', 'A'],
      ['normal', 'A'],
      ['hard', 'B'],
    ] as const) {
      const options = xia.parseOptions({ seats: 1, solo: { difficulty } });
      if (!options.ok) throw new Error(options.error.message);
      const made = xia.setup(options.value, 'sides');
      if (!made.ok) throw new Error(made.error.message);
      expect(made.value.solo?.side, difficulty).toBe(side);
    }
  });

  it('XS-NPC-02: Easy stays on side A, however far anyone gets', () => {
    const { state, events } = afterACommand(acting('easy', 9, 9));
    expect(state.solo?.side).toBe('A');
    expect(events.some((e) => e.type === 'NpcStatsFlipped')).toBe(false);
  });

  it('XS-NPC-02, GAP-XS-05: Normal flips to side B once the player has more than half the target (10 → 6)', () => {
    expect(afterACommand(acting('normal', 5)).state.solo?.side).toBe('A');
    const { state, events } = afterACommand(acting('normal', 6));
    expect(state.solo?.side).toBe('B');
    expect(events).toContainEqual({ type: 'NpcStatsFlipped', side: 'B', fame: 6, target: 10 });
  });

  it('XS-NPC-02, GAP-XS-05: with a target of 15 the flip comes at 8, not 7; the NPCs passing half flips it too', () => {
    expect(afterACommand(acting('normal', 7, 0, 15)).state.solo?.side).toBe('A');
    expect(afterACommand(acting('normal', 8, 0, 15)).state.solo?.side).toBe('B');
    expect(afterACommand(acting('normal', 0, 8, 15)).state.solo?.side).toBe('B');
  });

  it('GAP-XS-05: once flipped, side B stays for good', () => {
    const flipped = acting('normal', 0);
    const solo = flipped.solo;
    if (!solo) throw new Error('not solo');
    const onB: XiaState = { ...flipped, solo: { ...solo, side: 'B' } }; // Fame back under half
    expect(sideDue(onB)).toBe('B');
    const { state, events } = afterACommand(onB);
    expect(state.solo?.side).toBe('B');
    expect(events.some((e) => e.type === 'NpcStatsFlipped')).toBe(false);
  });

  it('XS-NPC-02: a state on the wrong side breaks an invariant', () => {
    const wrong = acting('normal', 6);
    expect(violations(rules.content, wrong)).toContain('the NPC Stats cards show side A');
    expect(violations(rules.content, afterACommand(wrong).state)).toEqual([]);
  });

  it('GAP-XS-05: the flip happens before an NPC acts, so it acts on side B at once', () => {
    const state = following(
      withNpcs(acting('normal', 6), { scoundrel: { q: 1, r: -2 } }),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    // Side B's Scoundrel fires a d8 (side A's a d6).
    const run = playNpcTurn(state, 'scoundrel', [
      die(20, 10),
      die(8, 7),
      die(6, 4),
      die(6, 3),
      die(8, 1),
      die(6, 1),
      die(6, 1),
    ]);
    expect(run.events).toContainEqual(expect.objectContaining({ type: 'NpcStatsFlipped' }));
    expect(steps(run.events)).toEqual(['0.0.1 reached', '1.0.1 done', '1.0.2 done']);
  });
});

describe('XS-NPC-03: NPC Stats replace the card, but for On Kill', () => {
  it('XS-NPC-03: the card as it plays takes speed, attack, defence and To Kill from the side in force', () => {
    const a = npcProfile(rules.content, soloGame({ difficulty: 'easy' }), 'scoundrel');
    const b = npcProfile(rules.content, soloGame({ difficulty: 'hard' }), 'scoundrel');
    expect(a).toMatchObject({ ...statsSide('scoundrel', 'A') });
    expect(b).toMatchObject({ ...statsSide('scoundrel', 'B') });
    // What the Stats do not name stays the card's own (the test pack's: To Kill 8, On Kill 2 Fame).
    for (const p of [a, b])
      expect(p).toMatchObject({
        name: 'Scoundrel',
        onKill: NPC_CARDS.scoundrel.onKill,
        bounty: 2000,
        home: 'epsilon',
      });
    // Outside solo play the card is the card.
    expect(npcProfile(rules.content, { solo: undefined }, 'scoundrel')).toBe(
      rules.content.npc('scoundrel'),
    );
  });

  it('XS-NPC-03: the NPC attacks with its side’s die, as the defence prompt says', () => {
    const state = following(
      withNpcs(soloGame({ difficulty: 'hard' }), { scoundrel: { q: 1, r: -2 } }),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    const run = playNpcTurn(state, 'scoundrel', [
      die(20, 10),
      die(8, 4),
      die(6, 3),
      die(6, 3),
      die(8, 4),
      die(6, 3),
      die(6, 3),
    ]);
    const defend = run.answered.find((a) => a.prompt.kind === 'Defend')?.prompt;
    expect(defend).toMatchObject({ npcDie: 8 });
    expect(run.events).toContainEqual(
      expect.objectContaining({ type: 'DieRolled', die: 8, purpose: 'Scoundrel attack' }),
    );
  });

  /** The player, next to the Scoundrel with `damage` on it, fires the Zap Blaster. */
  function shoot(difficulty: Difficulty, damage: number, faces: [number, number]) {
    const s = following(
      withNpcs(
        withPlayer(soloGame({ difficulty }), { q: 4, r: -1 }, { hold: gunboat, markers: ARMED }),
        { scoundrel: { q: 5, r: -1 } },
        { scoundrel: { damage } },
      ),
      'scoundrel',
      'scoundrel-ambush',
      0,
    );
    const defenceDie = difficulty === 'hard' ? 8 : 6;
    const start: XiaState = {
      ...s,
      turn: { ...s.turn, phase: 'Action', movement: 0, moveSource: null },
      random: scripted([die(6, faces[0]), die(defenceDie, faces[1])]),
    };
    const applied = rules.apply(start, 0, {
      type: 'Attack',
      target: { npc: 'scoundrel' },
      use: [{ outfit: ZAP, space: 0 }],
    });
    if (!applied.ok) throw new Error(applied.error.message);
    return applied.value;
  }

  it('XS-NPC-03: the NPC defends with its side’s die (Hard: d8 where the card says d6)', () => {
    const { events } = shoot('hard', 0, [6, 8]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'DieRolled', die: 8, purpose: 'Scoundrel defence' }),
    );
  });

  it('XS-NPC-03: the NPC is destroyed at its side’s To Kill, not its card’s', () => {
    // The card's To Kill is 10; side A's is 4: 1 + 2 damage leaves it flying, 2 + 2 ends it.
    const survives = shoot('easy', 1, [3, 1]);
    expect(survives.state.npcs.find((n) => n.id === 'scoundrel')).toMatchObject({ damage: 3 });
    const destroyed = shoot('easy', 2, [3, 1]);
    expect(destroyed.state.npcs.find((n) => n.id === 'scoundrel')).toMatchObject({ at: null });
  });

  it('XS-NPC-03: On Kill stays the card’s: 2 Fame for the Scoundrel, and its Bounty', () => {
    const { state } = shoot('easy', 2, [3, 1]);
    expect(state.captains[0]).toMatchObject({ fame: NPC_CARDS.scoundrel.onKill.fame });
    expect(state.captains[0]?.record.bountyClaimed).toBe(2000);
  });

  it('XS-NPC-03: the NPC flies its side’s speed', () => {
    const far = (difficulty: Difficulty) =>
      following(
        withNpcs(withPlayer(soloGame({ difficulty }), { q: 1, r: 5 }), {
          scoundrel: { q: 6, r: -3 },
        }),
        'scoundrel',
        'scoundrel-raider',
        0,
      );
    const flown = (state: XiaState, dice: Parameters<typeof playNpcTurn>[2]) => {
      const run = playNpcTurn(state, 'scoundrel', dice);
      const first = run.events.findIndex((e) => e.type === 'NpcStep');
      return run.events.slice(0, first).filter((e) => e.type === 'NpcMoved').length;
    };
    const onShields = (size: 6 | 8) => [die(size, 1), die(6, 1), die(6, 1)];
    expect(flown(far('easy'), [die(20, 10), die(20, 10), die(20, 10), ...onShields(6)])).toBe(4);
    expect(flown(far('hard'), [die(20, 10), die(20, 10), die(20, 10), ...onShields(8)])).toBe(5);
  });
});
