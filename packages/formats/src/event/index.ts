/** Events: players, rounds, tables, results, corrections, standings (GAP-XW-12). */
export { applyEventCommand, readActor } from './apply.ts';
export { champion, cutPlaces, roundClosed } from './bracket.ts';
export { type RoundClock, roundClock } from './clock.ts';
export { type EventCommand, type EventCommandType, parseEventCommand } from './commands.ts';
export { type CreateContext, createEvent, recommendedRounds } from './create.ts';
export { csvField, csvText } from './csv.ts';
export { bracketPairing, seedPairing } from './cut-pairing.ts';
export { roundsAdvice } from './event.ts';
export { standingsCsv, standingsDocument, standingsJson } from './export.ts';
export { type EventKind, type EventSummary, eventKind } from './kind.ts';
export { LIMITS as EVENT_LIMITS } from './limits.ts';
export { visibleEntry } from './log.ts';
export { roundSeed } from './pairing-input.ts';
export type {
  CutRules,
  FormatPlugin,
  FormatTable,
  Measures,
  Pairing,
  PairingInput,
  PairingPlayer,
  PlayerRoundScore,
  PluginRegistry,
  Stage,
  StandingKey,
  TimerMark,
} from './plugin.ts';
export { type StandingRow, standings, swissStandings } from './standings.ts';
export type * from './types.ts';
export * from './view.ts';
