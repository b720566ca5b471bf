/**
 * A match server in a child process, as the load and crash tests start one: the caller gives
 * the command line (`drift serve …`); this waits for the address it prints, keeps the last of
 * its output for error messages, and stops it with SIGTERM (cleanly) or SIGKILL (a crash).
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** The address it printed, e.g. http://127.0.0.1:41234. */
  readonly http: string;
  readonly pid: number;
  /** Resolves with the exit code (or the signal's name) when it has exited. */
  readonly exited: Promise<number | string>;
  /** The last few kilobytes it printed (standard output and error). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
  /** SIGKILL at once; resolves once it is gone. */
  kill(): Promise<number | string>;
}

export interface ServerProcessOptions {
  /** The executable and its arguments, e.g. [process.execPath, 'drift.js', 'serve', …]. */
  readonly argv: readonly [string, ...string[]];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** How long to wait for the address (default 60 s). */
  readonly timeoutMs?: number;
}

const KEEP = 8192;

export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const [command, ...args] = options.argv;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-KEEP);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const stop = async (graceMs = 30_000): Promise<number | string> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const kill = async (): Promise<number | string> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void kill();
      reject(
        new Error(
          `the server printed no address within ${options.timeoutMs ?? 60_000} ms:\n${output}`,
        ),
      );
    }, options.timeoutMs ?? 60_000);
    const look = (d: Buffer) => {
      seen += d.toString();
      const http = /Drift is serving at (http:\/\/\S+)/.exec(seen)?.[1];
      if (!http) return;
      clearTimeout(timer);
      child.stdout?.off('data', look);
      resolve({
        child,
        http,
        pid: child.pid ?? -1,
        exited,
        output: () => output,
        stop,
        kill,
      });
    };
    child.stdout?.on('data', look);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it served:\n${output}`));
    });
  });
}
