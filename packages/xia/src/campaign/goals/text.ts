/**
 * A Goal card's special rules and reward in words, made from their data so the words and the
 * numbers the engine uses can never disagree.
 */
import type { FameSource } from '../../events.ts';
import { formatCredits } from '../../rules/money.ts';
import { outfitName } from './content.ts';
import type { GoalRuleDef, RewardEffectDef } from './schema.ts';

const SOURCE_WORDS: Readonly<Record<FameSource, string>> = {
  exploration: 'exploration',
  mission: 'missions',
  combat: 'destroying ships',
  trade: 'trade',
  ship: 'buying ships',
  wealth: 'buying Fame',
  kindness: 'rescues',
  title: 'Titles',
  luck: 'Luck',
  event: 'Events',
  relic: 'Relics',
};

function orList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** What Fame from these sources is called: "trade", "exploration or Relics". */
export function sourcesText(sources: readonly FameSource[]): string {
  return orList(sources.map((s) => SOURCE_WORDS[s]));
}

/** A special rule as a sentence. */
export function ruleText(rule: GoalRuleDef): string {
  switch (rule.kind) {
    case 'noAttacks':
      return 'Never attack or ram.';
    case 'noKills':
      return 'Destroy no ship (your Sellsword’s kills count as yours).';
    case 'noDeaths':
      return 'Your ship is never destroyed.';
    case 'neverOutlaw':
      return 'Never carry Bounty.';
    case 'maxTier':
      return rule.tier === 1 ? 'Never buy a new ship.' : `Buy no ship above Tier ${rule.tier}.`;
    case 'noBoughtFame':
      return 'Buy no Fame.';
    case 'fameFrom':
      return `Earn at least ${rule.atLeast} Fame from ${sourcesText(rule.sources)}.`;
    case 'missions':
      return `Complete at least ${rule.atLeast} missions.`;
    case 'bountyAtEnd':
      return `Win with at least ${formatCredits(rule.atLeast)} Bounty on your ship.`;
    case 'margin':
      return `Win at least ${rule.atLeast} Fame ahead of the NPCs.`;
  }
}

/** A reward's effect as a sentence. */
export function rewardText(effect: RewardEffectDef): string {
  switch (effect.kind) {
    case 'credits':
      return `Start each game with ${formatCredits(effect.amount)} more.`;
    case 'fame':
      return `Start each game with ${effect.amount} Fame.`;
    case 'freeOutfit':
      return `The first ${outfitName(effect.outfit)} you buy each game costs nothing.`;
    case 'shipDiscount':
      return `Tier ${effect.tier} ships cost you ${formatCredits(effect.amount)} less.`;
    case 'missionSlots':
      return `You may hold ${effect.extra} more active ${effect.extra === 1 ? 'mission' : 'missions'}.`;
  }
}
