/** Storage: the interface, its two adapters, opening one from a `--database` value, loading a match. */
export { StorageError, type StorageErrorCode } from './errors.ts';
export { type LoadError, type LoadedMatch, type LoadOptions, loadMatch } from './load.ts';
export {
  type DatabaseTarget,
  type OpenOptions,
  openStorage,
  parseDatabaseUrl,
  SQLITE_FILE,
} from './open.ts';
export { type PostgresOptions, PostgresStorage } from './postgres.ts';
export { LIST_LIMIT } from './rows.ts';
export { SCHEMA_VERSION } from './schema.ts';
export { type SqliteOptions, SqliteStorage } from './sqlite.ts';
export type * from './types.ts';
