/** Test helpers: the scenario harness for rule tests. Never imported by production code. */
export { type DeepPartial, partialMismatch } from './partial.ts';
export {
  isSentence,
  runScenario,
  type Scenario,
  ScenarioFailure,
  type ScenarioStart,
  type ScenarioStep,
} from './scenario.ts';
export { scenario } from './vitest.ts';
