/** Content packs: the schema of their files, validation, and the embedded `core` pack. */
export { CORE_PACK_FILES, corePack, corePackUrl } from './core.ts';
export { EMBERS_PACK_FILES, type EmbersPack, embersPack, validateEmbers } from './embers.ts';
export {
  type ContentIssue,
  formatIssue,
  formatPath,
  issueAt,
  PACK_FILE_NAMES,
  validatePack,
} from './load.ts';
export { packRef } from './ref.ts';
export * from './schema.ts';
export { crossCheck, outfitSaleValue, type PackParts, TIER_DIE } from './validate.ts';
