/**
 * One real moment per prompt kind, for the dialog tests and screenshots: seeded 5-seat games of
 * HeuristicBots with NPCs, played until each kind of decision has been met at the top of the
 * stack (or the games run out). Each is what the deciding captain receives: view and legal list.
 *
 * UseExperience needs a failed mission roll with a completed mission of the same type, which
 * these games seldom meet: when they do not, it is staged at the first moment a captain, in
 * their own turn, holds such a pair, as the rules would leave it after the roll failed (the card
 * shown, the prompt on top); the legal answers still come from the rules.
 */
import { HeuristicBot, PROFILES } from '@drift/bots';
import { openDice, seedRandom } from '@drift/engine';
import { createXia, type XiaPrompt, type XiaRuleset, type XiaState } from '@drift/xia';
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

/** `state` as if the seat in turn had just failed the roll of a mission it could use Experience on. */
export function stageExperience(xia: XiaRuleset, state: XiaState): XiaState | null {
  if (state.stage !== 'playing' || state.prompts.length > 0) return null;
  const seat = state.turn.seat;
  const captain = state.captains[seat];
  if (!captain?.at) return null;
  const type = (card: string) => xia.content.mission(card).type;
  for (const m of captain.missions.active) {
    const options = captain.missions.completed.filter((c) => type(c) === type(m.card));
    if (options.length === 0) continue;
    const active = captain.missions.active.map((x) => (x === m ? { ...x, revealed: true } : x));
    const captains = state.captains.map((c) =>
      c === captain ? { ...c, missions: { ...c.missions, active } } : c,
    );
    const prompt = { kind: 'UseExperience' as const, seat, mission: m.card, options };
    return { ...state, captains, prompts: [prompt] };
  }
  return null;
}

/** The first moment of each prompt kind met in up to `games` seeded games. */
export function makePromptFixtures(games = 6, maxCommands = 3000): Map<PromptKind, Fixture> {
  const xia = createXia(corePack());
  const found = new Map<PromptKind, Fixture>();
  let staged: Fixture | undefined;
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
      const experience = staged || found.has('UseExperience') ? null : stageExperience(xia, state);
      if (experience)
        staged = {
          id: 'UseExperience',
          title: `UseExperience for Captain ${experience.turn.seat + 1} (the failed roll staged)`,
          seed,
          command: n,
          seat: experience.turn.seat,
          view: xia.view(experience, { seat: experience.turn.seat }),
          legal: xia.legal(experience, experience.turn.seat),
        };
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
  if (!found.has('UseExperience') && staged) found.set('UseExperience', staged);
  return found;
}
