/**
 * Drift's decision for solo play: the player's ship comes back beside the Spawn Point its d20
 * names when ships stand on every Spawn Point, instead of losing turn after turn while the
 * NPCs (and the Sellsword) sit on them.
 */
import { die, scripted } from '@drift/engine';
import { distance, type Hex } from '@drift/engine/hex';
import { describe, expect, it } from 'vitest';
import { violations } from '../../src/invariants.ts';
import { respawn } from '../../src/rules/respawn.ts';
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

describe('respawning in solo play with every Spawn Point taken', () => {
  const inPlay = withNpcs(soloGame({ sellsword: true }), {
    enforcer: H.alphaSpawn,
    scoundrel: H.epsilonSpawn,
    [SELLSWORD]: H.bazaarSpawn,
  });
  const blocked = withPlayer(
    following(
      following(
        following(inPlay, 'enforcer', 'enforcer-crackdown', 0),
        'scoundrel',
        'scoundrel-raider',
        0,
      ),
      SELLSWORD,
      'sellsword-mercenary',
      0,
    ),
    null,
    { awaitingRespawn: true },
  );

  it('solo respawn (decisions.md): the ship appears on the free space nearest the Spawn Point named (5 and 7 tie for 6: 7)', () => {
    const { state, events } = runEffect({ ...blocked, random: scripted([die(20, 6)]) }, 0, (ctx) =>
      respawn(ctx, 0),
    );
    const back = events.find((e) => e.type === 'Respawned');
    expect(back).toMatchObject({ type: 'Respawned', seat: 0, spawn: 7 });
    const at = state.captains[0]?.at as Hex;
    expect(distance(at, H.bazaarSpawn)).toBe(1);
    expect(state.captains[0]).toMatchObject({ awaitingRespawn: false });
    expect(violations(rules.content, state)).toEqual([]);
  });

  it('solo respawn (decisions.md): with a Spawn Point free, the usual rule: the ship goes on it', () => {
    const open = withNpcs(blocked, { enforcer: null });
    const { state } = runEffect({ ...open, random: scripted([die(20, 6)]) }, 0, (ctx) =>
      respawn(ctx, 0),
    );
    expect(state.captains[0]?.at).toEqual(H.alphaSpawn);
  });
});
