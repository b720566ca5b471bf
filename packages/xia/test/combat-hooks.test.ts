/** The combat rules tell the mission rules when a captain destroys a ship, and only then. */
import { die, scripted } from '@drift/engine';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import type { Cell, XiaState } from '../src/model/state.ts';
import { npcAttack } from '../src/rules/combat/npc-attack.ts';
import { missionKill } from '../src/rules/missions/hooks.ts';
import { bare, cx, duel, H, KICK, runEffect, withNpc, ZAP } from './fixtures/combat.ts';

vi.mock('../src/rules/missions/hooks.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/rules/missions/hooks.ts')>()),
  missionKill: vi.fn(),
}));

const killed = vi.mocked(missionKill);
beforeEach(() => killed.mockClear());

function play(state: XiaState, command: XiaCommand, faces: number[]): XiaState {
  const applied = cx.apply({ ...state, random: scripted(faces.map((f) => die(6, f))) }, 2, command);
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.value.state;
}

const full = (n: number): Cell[] =>
  Array.from({ length: n }, (_, i): Cell => [i % 3, Math.floor(i / 3)]);

describe('missionKill', () => {
  it('XB-MTYP-03, XB-MTYP-06: is told of a captain destroying a captain’s ship, and whether it was an Outlaw', () => {
    const blast: XiaCommand = {
      type: 'Attack',
      target: { seat: 1 },
      use: [{ outfit: ZAP, space: 0 }],
    };
    const wreck = { hold: { ...bare, damage: full(8) } };
    play(duel(H.southOfBeta, H.betaCentre, {}, wreck), blast, [3]);
    play(duel(H.southOfBeta, H.betaCentre, {}, { ...wreck, bounty: 1000 }), blast, [3]);
    expect(killed.mock.calls.map((c) => c.slice(1))).toEqual([
      [2, { seat: 1 }, false],
      [2, { seat: 1 }, true],
    ]);
  });

  it('XB-MTYP-03: is told of a captain destroying an NPC', () => {
    const s = withNpc(duel(H.southOfBeta, H.northOfBeta), 'merchant', H.betaCentre);
    play(
      s,
      { type: 'Attack', target: { npc: 'merchant' }, use: [{ outfit: ZAP, space: 0 }] },
      [6, 1],
    );
    expect(killed.mock.calls.map((c) => c.slice(1))).toEqual([[2, { npc: 'merchant' }, false]]);
  });

  it('XB-MTYP-03 XB-BNTY-01: an NPC with Bounty, or of an outlaw card, is an Outlaw', () => {
    const fire = (npc: string): XiaCommand => ({
      type: 'Attack',
      target: { npc },
      use: [{ outfit: ZAP, space: 0 }],
    });
    const facing = (npc: string, bounty: number) =>
      withNpc(duel(H.southOfBeta, H.northOfBeta), npc, H.betaCentre, { bounty, damage: 3 });
    play(facing('merchant', 1000), fire('merchant'), [6, 1]);
    play(facing('scoundrel', 0), fire('scoundrel'), [6, 1]);
    expect(killed.mock.calls.map((c) => c.slice(1))).toEqual([
      [2, { npc: 'merchant' }, true],
      [2, { npc: 'scoundrel' }, true],
    ]);
  });

  it('XB-DEATH-07: is not told of a ram that destroys both ships', () => {
    const s = duel(
      H.southOfBeta,
      H.betaCentre,
      {
        hold: {
          outfits: [{ uid: KICK, kind: 'kick', at: [0, 0], turns: 0 }],
          cargo: [],
          damage: [
            [2, 0],
            [0, 1],
            [1, 1],
            [2, 1],
            [0, 2],
            [1, 2],
          ],
        },
      },
      { hold: { ...bare, damage: full(8) } },
    );
    const after = play(
      s,
      { type: 'Ram', target: { seat: 1 }, use: { outfit: KICK, space: 0 } },
      [4],
    );
    expect(after.captains.map((c) => c.at === null)).toEqual([false, true, true]);
    expect(killed).not.toHaveBeenCalled();
  });

  it('XB-MTYP-03: is not told when an NPC destroys a ship', () => {
    const s = withNpc(
      duel(H.eastOfAsteroid, H.southOfBeta, {}, { hold: { ...bare, damage: full(8) } }),
      'enforcer',
      H.northOfBeta,
    );
    const { state } = runEffect(s, 0, [die(8, 3)], (ctx) =>
      npcAttack(ctx, 'enforcer', { seat: 1 }),
    );
    expect(state.captains[1]?.at).toBeNull();
    expect(killed).not.toHaveBeenCalled();
  });
});
