import { CommanderError } from 'commander';
import { type Io, processIo } from './context.ts';
import { CliFailure } from './failure.ts';
import { buildProgram } from './program.ts';

/**
 * Runs the `drift` command line and returns its exit code: 0 done, 1 the game refused what it
 * was given, 2 bad usage. Errors end with a `drift <command>: ` line, never a stack trace.
 */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error: unknown) {
    // Commander has printed its own message (an unknown option, a missing argument, help).
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliFailure) {
      const prefix = error.command === '' ? 'drift' : `drift ${error.command}`;
      io.err(`${prefix}: ${error.message}\n`);
      for (const line of error.details) io.err(`${line}\n`);
      if (error.exit === 2 && error.command !== '') {
        io.err(`(${io.run} ${error.command} --help for usage)\n`);
      }
      return error.exit;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`drift: ${message}\n`);
    return 1;
  }
}

// A reader that stops early (`drift replay game.json | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
