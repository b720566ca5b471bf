/** Campaign mode (XC-*): the record a server keeps, and what a game reads from it. */
export * from './options.ts';
export * from './record.ts';
export * from './result.ts';
export * from './upgrades/index.ts';
