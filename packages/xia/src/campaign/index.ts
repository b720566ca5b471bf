/** Campaign mode (XC-*): the record a server keeps, and what a game reads from it. */
export * from './goal-list.ts';
export * from './options.ts';
export * from './record.ts';
export { MAX_FILE_BYTES as MAX_CAMPAIGN_FILE_BYTES } from './record-file.ts';
export { MAX_LOG_LINES, MAX_LOG_TEXT, TRACK_TITLES } from './record-log.ts';
export * from './result.ts';
export { MISSED_GOAL_SCORE } from './tally.ts';
