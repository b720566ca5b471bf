/**
 * A behaviour step in words, for the log and the Behavior card on screen: "move within range of
 * the nearest Outlaw, twice", "fire twice at the ship it went after".
 */
import type { NpcStepOutcome } from '../../events.ts';
import type { StepDef, TargetDef } from '../content/schema.ts';

const TARGET: Readonly<Record<TargetDef, string>> = {
  player: 'your ship',
  foe: 'the nearest ship of the other side',
  outlaw: 'the nearest Outlaw of the other side',
  innocent: 'the nearest Innocent ship of the other side',
  weakest: 'the weakest ship of the other side',
  attacker: 'whoever last attacked it',
  merchantAttacker: 'whoever last attacked the Merchant',
  playerAttacker: 'whoever last attacked you',
  sell: 'the nearest market',
  newSell: 'a market it has not traded at this turn',
  lawfulPlanet: 'the nearest Lawful planet',
  outlawPlanet: 'the nearest Outlaw planet',
  home: 'home',
  spawn: 'the nearest Spawn Point',
};

const WHEN: Readonly<Record<NonNullable<StepDef['when']>, string>> = {
  badlyDamaged: 'if badly damaged, ',
  healthy: 'if not badly damaged, ',
  playerOutlaw: 'if you are an Outlaw, ',
  playerInnocent: 'if you are Innocent, ',
  atHome: 'if at home, ',
};

/** One step without its alternates. */
export function stepWords(step: StepDef): string {
  const when = step.when ? WHEN[step.when] : '';
  switch (step.do) {
    case 'move': {
      const to = TARGET[step.to];
      const place = ['sell', 'newSell', 'lawfulPlanet', 'outlawPlanet', 'home', 'spawn'];
      const what = place.includes(step.to) ? `fly to ${to}` : `move within range of ${to}`;
      return `${when}${what}${step.twice ? ', twice' : ''}`;
    }
    case 'attack': {
      const at = step.at ? TARGET[step.at] : 'the ship it went after';
      return `${when}fire ${step.twice ? 'twice ' : ''}at ${at} if in range`;
    }
    case 'trade':
      return `${when}trade for ${step.credits.toLocaleString('en-US')}${step.bonus ? ` (+${step.bonus} to the NPCs' roll)` : ''}`;
    case 'repair':
      return `${when}repair ${step.amount} damage`;
  }
}

/** A step with its alternates: "fire twice at …; if not, move within range of …". */
export function stepWithAlternates(step: StepDef): string {
  const parts: string[] = [];
  for (let s: StepDef | undefined = step; s; s = s.else) parts.push(stepWords(s));
  return parts.join('; if not, ');
}

const OUTCOME: Readonly<Record<NpcStepOutcome, string>> = {
  done: 'done',
  reached: 'in place',
  closer: 'closer, not there yet',
  stuck: 'it can get no closer',
  there: 'already in place',
  wasted: 'not needed',
  noTarget: 'nothing to aim at',
  outOfRange: 'out of range',
  notNow: 'not now',
  noMarket: 'no market to trade at',
  undamaged: 'no damage to repair',
};

/** What came of a step, in words. */
export function stepOutcomeWords(outcome: NpcStepOutcome): string {
  return OUTCOME[outcome];
}
