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

What works today: the rules of the base game of Xia played by commands, with the core content
pack; random games saved and replayed as game reports. Bots, simulations, the match server
and the web client are coming, each as a subcommand.

Try:
  drift random-game --out game.json     play a random game and save it
  drift replay game.json                read it as a game report
  drift content check                   validate the core content pack
  drift --help                          every command and option`;

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
