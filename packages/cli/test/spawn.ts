/** Runs the real `drift` command in a child process, as a user would. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const bin = fileURLToPath(new URL('../bin/drift.js', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** Without npm's variables the command is run as `npx drift` would run it. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
  return { ...env, ...extra };
}

export function drift(...args: string[]): Run {
  return driftIn({}, ...args);
}

/** Runs drift from `cwd` (default: the repository root) with extra environment variables. */
export function driftIn(
  how: { readonly cwd?: string; readonly env?: Record<string, string> },
  ...args: string[]
): Run {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd: how.cwd ?? repoRoot,
    env: cleanEnv(how.env ?? {}),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** No stack trace in what a user reads. */
export const noStack = /\n\s+at /;
