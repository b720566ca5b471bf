import { readFileSync } from 'node:fs';
import type { SimConfig } from '@drift/sim';
import { Command } from 'commander';
import { registerContentCommand } from './commands/content.ts';
import { registerReplayCommands } from './commands/replay.ts';
import { registerSimulateCommand, runShowcase } from './commands/simulate.ts';

/** The CLI's own version, read from its package.json. */
export function cliVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    typeof parsed.version === 'string'
  ) {
    return parsed.version;
  }
  return '0.0.0';
}

/**
 * Builds the `drift` command. `write` receives normal output, for tests; `showcase` replaces
 * what `drift` with no arguments plays (tests use a tiny one).
 */
export function buildProgram(
  write: (text: string) => void = (t) => process.stdout.write(t),
  showcase?: { readonly config: SimConfig; readonly out: string },
): Command {
  const program = new Command('drift')
    .description('Drift: play, simulate and serve sandbox space-adventure board games.')
    .version(cliVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .configureOutput({ writeOut: write })
    .showHelpAfterError('(run drift --help for usage)')
    .addHelpText(
      'after',
      '\nWith no command, drift plays a short simulation of bot games and prints one game as a report.',
    )
    .action(async () => {
      // Until the match server exists, `drift` alone shows the game being played.
      const err = (t: string) => process.stderr.write(t);
      await (showcase
        ? runShowcase(write, err, showcase.config, showcase.out)
        : runShowcase(write, err));
    });
  registerContentCommand(program, write);
  registerReplayCommands(program, write);
  registerSimulateCommand(program, write);
  return program;
}
