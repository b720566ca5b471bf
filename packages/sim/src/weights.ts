/**
 * Bots with weight overrides: a config's `weights` map names HeuristicBot weights per bot label,
 * so a tuner can seat a variant (`heuristic:balanced#tuned`) and workers can build it.
 */

import type { Profile } from '@drift/bots';
import {
  BASE_WEIGHTS,
  type BotFactory,
  HeuristicBot,
  lookUp,
  PROFILES,
  type Registry,
} from '@drift/bots';
import type { SimConfig, WeightOverrides } from './config.ts';
import { SpecError } from './spec.ts';

/** The label without its `#name` variant suffix. */
export const baseLabel = (label: string): string => label.replace(/#.*$/, '');

/** Every weight name, in `BASE_WEIGHTS` order. */
export const weightNames = (): string[] => Object.keys(BASE_WEIGHTS);

/** The profile of a `heuristic[:profile]` label, or null for any other bot. */
export function heuristicProfile(label: string): Profile | null {
  const m = /^heuristic(?::(.*))?$/.exec(baseLabel(label));
  if (!m) return null;
  const profile = (m[1] ?? 'balanced') as Profile;
  return PROFILES.includes(profile) ? profile : null;
}

/** A bot of the label as `playPlanned` makes it: with the config's overrides when it has some. */
export function findBot(
  label: string,
  config: Pick<SimConfig, 'weights'>,
  registry?: Registry,
): { make: BotFactory; strategy: string } | string {
  const found = lookUp(baseLabel(label), registry);
  const overrides = config.weights?.[label];
  if (typeof found === 'string' || overrides === undefined) return found;
  const profile = heuristicProfile(label);
  if (profile === null) return `bot "${label}": weights apply only to heuristic bots`;
  return {
    make: (xia) => new HeuristicBot(xia.content, profile, overrides),
    strategy: found.strategy,
  };
}

/** Weight names from `a,b,c`; an unknown name is refused with the list of valid ones. */
export function parseWeightNames(text: string, flag = '--weights'): string[] {
  const names = text.split(',').map((s) => s.trim());
  const valid = weightNames();
  for (const name of names)
    if (!valid.includes(name))
      throw new SpecError(
        `${flag} "${text}": ${name === '' ? 'an empty name' : `no weight "${name}"`}; the weights are ${valid.join(', ')}`,
      );
  return [...new Set(names)];
}

/** Checks a config's weight overrides: heuristic labels, known names, finite numbers. */
export function checkWeights(weights: Readonly<Record<string, WeightOverrides>>): void {
  const valid = weightNames();
  for (const [label, overrides] of Object.entries(weights)) {
    if (heuristicProfile(label) === null)
      throw new SpecError(`weights for "${label}": weights apply only to heuristic bots`);
    for (const [name, value] of Object.entries(overrides)) {
      if (!valid.includes(name))
        throw new SpecError(
          `weights for "${label}": no weight "${name}"; the weights are ${valid.join(', ')}`,
        );
      if (typeof value !== 'number' || !Number.isFinite(value))
        throw new SpecError(`weights for "${label}": ${name} must be a finite number`);
    }
  }
}
