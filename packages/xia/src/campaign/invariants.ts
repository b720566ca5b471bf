/**
 * What must hold of a campaign game's state (XC-*) after every command; a violation is a bug in
 * the rules, never a player's mistake.
 */
import type { Content } from '../model/content.ts';
import type { XiaState } from '../model/state.ts';
import { goalCard, isGoal } from './goals/content.ts';
import { FAME_SOURCES } from './goals/schema.ts';
import { openGoals } from './options.ts';
import { rewardFame } from './rewards.ts';
import { RULE_MODES } from './rules.ts';
import { PLAYER } from './track.ts';

/** Every broken invariant of the campaign part of `s`, as sentences. */
export function campaignViolations(content: Content, s: XiaState): string[] {
  const options = s.options.campaign;
  const c = s.campaign;
  if (!options || !c) return options || c ? ['campaign options and state do not go together'] : [];
  const out: string[] = [];
  if (c.goal === null) {
    if (s.stage === 'playing') out.push('a campaign game is played without a goal');
  } else if (!isGoal(c.goal) || !openGoals(options).includes(c.goal)) {
    out.push(`the goal ${c.goal} was not open to this game`);
  } else {
    const card = goalCard(c.goal);
    if (s.fameTarget !== card.fame)
      out.push(`the Fame target ${s.fameTarget} is not ${card.name}'s ${card.fame}`);
    const seen = new Set<number>();
    for (const b of c.broken) {
      const rule = card.rules[b.rule];
      if (!rule || RULE_MODES[rule.kind] !== 'watched' || seen.has(b.rule))
        out.push(`rule ${b.rule} of ${card.name} cannot be broken (again)`);
      seen.add(b.rule);
    }
  }
  if (c.goal === null && c.broken.length > 0) out.push('rules broken before a goal was chosen');
  const captain = s.captains[PLAYER];
  const ships = c.ships.map((id) => content.pack.ships.find((d) => d.id === id));
  if (ships.some((d) => d === undefined)) out.push('a ship flown is no ship of the pack');
  if (ships[0] && ships[0].tier !== 1) out.push('the first ship flown is not of Tier 1');
  if ((c.ships[c.ships.length - 1] ?? null) !== (captain?.ship ?? null))
    out.push('the last ship flown is not the captain’s');
  const earned = FAME_SOURCES.reduce((sum, source) => sum + (c.fame[source] ?? 0), 0);
  if (captain && earned + rewardFame(s.options) !== captain.fame)
    out.push(`Fame by source adds up to ${earned}, but the captain has ${captain.fame}`);
  for (const goal of c.spent)
    if (!options.rewards.includes(goal) || goalCard(goal).reward.effect.kind !== 'freeOutfit')
      out.push(`${goal} gave no free outfit to spend`);
  if (new Set(c.spent).size !== c.spent.length) out.push('a free outfit was spent twice');
  if ((c.result !== null) !== (s.stage === 'finished'))
    out.push('the goal is judged while the game goes on, or not judged once it is over');
  return out;
}
