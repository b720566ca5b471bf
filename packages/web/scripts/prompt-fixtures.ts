/**
 * One real moment per prompt kind, for the dialog tests and screenshots: seeded 5-seat games of
 * HeuristicBots with NPCs, played until each kind of decision has been met at the top of the
 * stack (or the games run out). Each is what the deciding captain receives: view and legal list.
 */
import { HeuristicBot, PROFILES } from '@drift/bots';
import { openDice, seedRandom } from '@drift/engine';
import { createXia, type XiaPrompt } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import type { Fixture } from './fixtures.ts';

export type PromptKind = XiaPrompt['kind'];

export const PROMPT_KINDS: readonly PromptKind[] = [
  'PlaceSector',
  'ShieldHazard',
  'PlaceDamage',
  'ChooseSpawn',
  'KeepMission',
  'Defend',
  'RearmShields',
  'ArmAfterRescue',
  'UseExperience',
];

/** The first moment of each prompt kind met in up to `games` seeded games. */
export function makePromptFixtures(games = 6, maxCommands = 3000): Map<PromptKind, Fixture> {
  const xia = createXia(corePack());
  const found = new Map<PromptKind, Fixture>();
  for (let g = 0; g < games && found.size < PROMPT_KINDS.length; g++) {
    const seed = `prompts-${g}`;
    const made = xia.setup({ seats: 5, fameTarget: 20, preset: 'standard' }, seed);
    if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
    let state = made.value;
    const bots = [0, 1, 2, 3, 4].map(
      (i) => new HeuristicBot(xia.content, PROFILES[(i + g) % PROFILES.length]),
    );
    const dice = bots.map((_, i) => openDice(seedRandom(`prompts:${seed}:${i}`)));
    for (let n = 0; n < maxCommands; n++) {
      const top = state.prompts[state.prompts.length - 1];
      if (top && !found.has(top.kind))
        found.set(top.kind, {
          id: top.kind,
          title: `${top.kind} for Captain ${top.seat + 1}`,
          seed,
          command: n,
          seat: top.seat,
          view: xia.view(state, { seat: top.seat }),
          legal: xia.legal(state, top.seat),
        });
      const status = xia.status(state);
      if (status.kind === 'finished') break;
      const seat = status.toAct[0] ?? 0;
      const bot = bots[seat];
      const rng = dice[seat];
      if (!bot || !rng) throw new Error(`no bot for seat ${seat}`);
      const legal = xia.legal(state, seat);
      const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, rng));
      if (!applied.ok) throw new Error(`refused: ${applied.error.message}`);
      state = applied.value.state;
    }
  }
  return found;
}
