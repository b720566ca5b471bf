/** The feedback components' seeded game (scripts/game-fixture.ts), played once per test file. */
import { createXia, type XiaState } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { type PlayedGame, playGame } from '../scripts/game-fixture.ts';

let played: PlayedGame | undefined;

export function game(): PlayedGame {
  played ??= playGame();
  return played;
}

/** Vitest's hook timeout for a `beforeAll` that plays the game (seconds on a busy machine). */
export const GAME_TIMEOUT = 120_000;

/** A captain asked to defend: the state with the Defend prompt on top. */
export interface DefendMoment {
  readonly state: XiaState;
  readonly attacker: number;
  readonly defender: number;
}

let defend: DefendMoment | undefined;

/**
 * The game's first attack by one Saker V Blaster (a d6) on a captain whose one shield is a
 * Targe Shield (a d6), neither ship damaged, answered up to the Defend prompt.
 */
export function defendMoment(): DefendMoment {
  if (defend) return defend;
  const xia = createXia(corePack());
  const { content } = xia;
  for (const { state } of game().strikes) {
    const s = xia.status(state);
    const seat = s.kind === 'active' ? (s.toAct[0] ?? 0) : 0;
    const me = state.captains[seat];
    for (const c of xia.legal(state, seat)) {
      if (c.type !== 'Attack' || !('seat' in c.target) || c.use.length !== 1 || !me) continue;
      const weapon = me.hold.outfits.find((o) => o.uid === c.use[0]?.outfit);
      const them = state.captains[c.target.seat];
      const shields = them?.hold.outfits.filter((o) => content.outfit(o.kind).type === 'shield');
      if (
        weapon?.kind !== 'saker-v-blaster' ||
        shields?.map((o) => o.kind).join() !== 'targe-shield'
      )
        continue;
      if (them?.hold.damage.length || me.hold.damage.length) continue;
      const after = xia.apply(state, seat, c);
      if (!after.ok || after.value.state.prompts.at(-1)?.kind !== 'Defend') continue;
      defend = { state: after.value.state, attacker: seat, defender: c.target.seat };
      return defend;
    }
  }
  throw new Error('no d6 attack on a Targe Shield in the seeded game');
}
