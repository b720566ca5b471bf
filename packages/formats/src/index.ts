export * from './cards/catalog.ts';
export type * from './cards/types.ts';
export * from './event/index.ts';
