/**
 * Where the rules catalogue is: `--catalogue PATH`, else the DRIFT_CATALOGUE environment
 * variable, else `../shared/docs/rules-catalogue.md` beside the repository (where the project's
 * machines and CI keep it). Shared by the tool and by the suite's catalogue checks.
 */
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
/** The catalogue beside the repository. */
export const SIBLING_CATALOGUE = resolve(REPO_ROOT, '../shared/docs/rules-catalogue.md');

/** How a user points the tool at the catalogue, for messages. */
export const HOW_TO_POINT =
  'point to it with `npm run coverage:rules -- --catalogue PATH` or the DRIFT_CATALOGUE=PATH environment variable (PATH: the rules-catalogue.md file)';

export interface Located {
  /** Absolute path. */
  readonly path: string;
  /** The path as the report prints it. */
  readonly shown: string;
  readonly from: 'flag' | 'env' | 'sibling';
}

/** The catalogue to read, from the flag, the environment or beside the repository. */
export function locateCatalogue(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Located {
  if (flag !== undefined) return { path: resolve(flag), shown: flag, from: 'flag' };
  const fromEnv = env.DRIFT_CATALOGUE;
  if (fromEnv !== undefined && fromEnv !== '') {
    return { path: resolve(fromEnv), shown: fromEnv, from: 'env' };
  }
  return {
    path: SIBLING_CATALOGUE,
    shown: relative(REPO_ROOT, SIBLING_CATALOGUE),
    from: 'sibling',
  };
}

/** Why the suite's catalogue checks cannot run here, or null when they can. */
export function catalogueMissing(located: Located = locateCatalogue(undefined)): string | null {
  if (existsSync(located.path)) return null;
  return `no rules catalogue at ${located.path}; ${HOW_TO_POINT}`;
}
