import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerContentCommand } from './commands/content.ts';
import { registerReplayCommands } from './commands/replay.ts';

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

const OVERVIEW = `Drift is a digital tabletop for sandbox space-adventure board games.

What works today: the rules kernel (dice, replay, hex sector maps) and its tests.
Coming next: the base game's rules, bots and simulations, the match server and the
web client. Each arrives here as a subcommand.

Try:
  npm test                 run every test
  npm run coverage:rules   which rule clauses have tests
  npm run bench            engine benchmarks
  npm start -- --help      this command's options`;

/** Builds the `drift` command. `write` receives normal output, for tests. */
export function buildProgram(
  write: (text: string) => void = (t) => process.stdout.write(t),
): Command {
  const program = new Command('drift')
    .description('Drift: play, simulate and serve sandbox space-adventure board games.')
    .version(cliVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .configureOutput({ writeOut: write })
    .showHelpAfterError('(run drift --help for usage)')
    .action(() => {
      write(`${OVERVIEW}\n`);
    });
  registerContentCommand(program, write);
  registerReplayCommands(program, write);
  return program;
}
