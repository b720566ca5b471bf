export * from './cards/catalog.ts';
export type * from './cards/types.ts';
export * from './catalogue/formats.ts';
export * from './escort/index.ts';
export * from './gorth/index.ts';
export * from './objectives/index.ts';
export * from './standard/index.ts';
export * from './coruscant/index.ts';
export * from './pairing/index.ts';
