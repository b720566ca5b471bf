export {
  type FactField,
  OBJECTIVE_IDS,
  type ObjectiveCard,
  type ObjectiveId,
  objectiveCard,
  objectiveCards,
} from './cards.ts';
export {
  chooseObjective,
  OBJECTIVES_PER_LIST,
  type ObjectiveChoice,
  readObjectiveList,
} from './choice.ts';
export {
  ASSAULT_FORCE_LIMIT,
  type FactValue,
  type ObjectiveFacts,
  type ObjectiveOutcome,
  scoreObjectiveFacts,
} from './facts.ts';
export {
  type ObjectiveResult,
  objectiveByeMeasures,
  objectiveStandingKeys,
  parseObjectiveResult,
  scoreObjective,
} from './result.ts';
export {
  type AssaultState,
  assaultFacts,
  boardLost,
  deployAssault,
  planAssault,
} from './table/assault.ts';
export { type BeaconState, beaconAttack, beaconCounts, beaconState } from './table/beacon.ts';
export {
  attackMissionShuttle,
  type MissionShuttle,
  missionShuttleFate,
  missionShuttleStats,
  moveMissionShuttle,
  newMissionShuttle,
  nextMissionTurn,
} from './table/escort-mission.ts';
export {
  type BoardObstacle,
  graveyardWreck,
  MINE_DICE,
  type MineBlast,
  mineOverlap,
  type ObstacleField,
  obstacleField,
} from './table/obstacles.ts';
export { afterFiring } from './table/ordnance.ts';
export {
  hidePlans,
  type PlansFate,
  type PlansState,
  plansCarrierDestroyed,
  plansFate,
  plansOverlap,
  plansView,
} from './table/plans.ts';
export {
  type RunnerOverlap,
  runnerOverlap,
  type SpiceRun,
  spiceMarkers,
  spiceRun,
} from './table/spice.ts';
export {
  attackRecon,
  attackStation,
  newStation,
  type ObjectiveTarget,
  type ReconBoard,
  reconBoard,
  reconTokenStats,
  reconTokens,
  stationDestroyed,
  stationStats,
} from './table/targets.ts';
