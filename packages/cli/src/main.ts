import { CommanderError } from 'commander';
import { buildProgram } from './program.ts';

/** Runs the `drift` command line; errors end with a message and exit code, never a stack trace. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram().exitOverride();
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error: unknown) {
    if (error instanceof CommanderError) return error.exitCode;
    process.stderr.write(`drift: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

// A reader that stops early (`drift replay game.json | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await main(process.argv.slice(2));
