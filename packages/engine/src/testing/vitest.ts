import { it } from 'vitest';
import type { RandomState } from '../random/state.ts';
import { runScenario, type Scenario } from './scenario.ts';

/**
 * Registers a scenario as a vitest test named after the clause IDs it covers, so that
 * `npm run coverage:rules` and the test report both show which rule it checks.
 */
export function scenario<
  State extends { readonly random: RandomState },
  Command,
  Event,
  View,
  Options,
>(title: string, spec: Scenario<State, Command, Event, View, Options>): void {
  it(`${spec.rules.join(' ')}: ${title}`, () => {
    runScenario(spec);
  });
}
