/** The match server: HTTP lobby, WebSocket protocol, match owners, bots on worker threads. */
export {
  createServer,
  DEFAULT_ORG_KINDS,
  type DriftServer,
  type ServerOptions,
} from './app.ts';
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  type Origins,
  type ServerConfig,
  type ServerConfigInput,
  ServerConfigSchema,
  serverConfig,
} from './config.ts';
export { repoWebDist } from './http/web.ts';
export type { LoadedMatch, MatchLoader } from './match/loaded.ts';
export type { AnyOrgKind, OrgActor, OrgApplied, OrgKind, OrgKindName } from './org/kind.ts';
export * from './protocol.ts';
export {
  type DatabaseTarget,
  openStorage,
  parseDatabaseUrl,
  SQLITE_FILE,
  StorageError,
} from './storage/index.ts';
export type * from './storage/types.ts';
