/**
 * Where the user stands and how they called us. `npm start` runs from the repository root, with
 * the folder the user typed it in as INIT_CWD: paths the user gives are read from there, paths
 * we print are relative to there, and hints name the command the user typed (`npm start --`,
 * `npm run drift --`, or `npx drift`).
 */
import { isAbsolute, relative, resolve } from 'node:path';

/** Output streams and the user's place: everything a command needs from its surroundings. */
export interface Io {
  /** Normal output (standard output). */
  readonly out: (text: string) => void;
  /** Errors, warnings and progress (standard error). */
  readonly err: (text: string) => void;
  /** The folder the user typed the command in. */
  readonly cwd: string;
  /** The command a user types to run drift, as hints write it: `npm start --`, `npx drift`. */
  readonly run: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** True when one of our own npm scripts (`npm start`, `npm run drift`) started us. */
function underOurScript(env: Env): boolean {
  return env.npm_lifecycle_event === 'start' || env.npm_lifecycle_event === 'drift';
}

/** The folder the user typed the command in. */
export function userCwd(env: Env = process.env, cwd: string = process.cwd()): string {
  const init = env.INIT_CWD;
  return underOurScript(env) && init !== undefined && init !== '' ? resolve(init) : cwd;
}

/** How the user runs drift: the prefix for commands in hints. */
export function invocation(env: Env = process.env): string {
  if (env.npm_lifecycle_event === 'start') return 'npm start --';
  if (env.npm_lifecycle_event === 'drift') return 'npm run drift --';
  return 'npx drift';
}

/** The real process's surroundings. */
export function processIo(): Io {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    cwd: userCwd(),
    run: invocation(),
  };
}

/** A path the user gave, as an absolute path (read from where the user stands). */
export function userPath(io: Io, path: string): string {
  return resolve(io.cwd, path);
}

/** A path to print: relative to where the user stands when it lies below it, else absolute. */
export function shownPath(io: Io, path: string): string {
  const abs = resolve(io.cwd, path);
  const rel = relative(io.cwd, abs);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? abs : rel;
}

/** A path inside a command line: quoted when it holds a space or a shell character. */
export function shellWord(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
