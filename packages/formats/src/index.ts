export * from './aoa/index.ts';
export * from './cards/catalog.ts';
export type * from './cards/types.ts';
