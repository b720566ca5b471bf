import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerContentCommand } from './commands/content.ts';
import { registerEventCommand } from './commands/event.ts';
import { registerLoadtestCommand } from './commands/loadtest.ts';
import { registerRandomGameCommand } from './commands/random-game.ts';
import { registerReplayCommand } from './commands/replay.ts';
import { registerServeCommand, runServe } from './commands/serve.ts';
import { SERVE_DEFAULTS } from './commands/serve-flags.ts';
import { registerSimulateCommand, type Showcase } from './commands/simulate.ts';
import { registerSquadCommand } from './commands/squad.ts';
import { type Io, processIo } from './context.ts';
import { badUsage } from './failure.ts';

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

/** `replay`, `content check`: a command's words after `drift`. */
export function commandPath(command: Command): string {
  const words: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) words.unshift(c.name());
  return words.join(' ');
}

/**
 * Every command prints through `io`, writes its errors as `drift <command>: <message>` (not
 * commander's `error:`), and follows a usage error with the help command the user can type.
 */
function configure(command: Command, io: Io): void {
  const path = commandPath(command);
  const prefix = path === '' ? 'drift' : `drift ${path}`;
  command
    .configureOutput({
      writeOut: io.out,
      writeErr: io.err,
      outputError: (text, write) => write(text.replace(/^error: /, `${prefix}: `)),
    })
    .showHelpAfterError(`(${[io.run, path, '--help'].filter((w) => w !== '').join(' ')} for usage)`)
    .exitOverride();
  for (const sub of command.commands) configure(sub, io);
}

/**
 * Builds the `drift` command. `io` is where it prints and where the user stands (tests pass
 * their own); `showcase` replaces what `drift simulate` with no flags plays (tests use a tiny one).
 */
export function buildProgram(io: Io = processIo(), showcase?: Showcase): Command {
  const program = new Command(io.run)
    .description('Drift: play, simulate and serve sandbox space-adventure board games.')
    .version(cliVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .allowExcessArguments(true)
    .addHelpText(
      'after',
      `\nWith no command, drift serves matches on its defaults (${io.run} serve --help tells them).\nExit codes: 0 done; 1 the game refused what it was given (a match that does not replay,\na content pack with problems); 2 bad usage (a wrong flag, an unreadable file).\nErrors are printed as "drift <command>: <what was wrong>".`,
    )
    .action(async () => {
      const [word] = program.args;
      if (word !== undefined) {
        const names = program.commands.map((c) => c.name()).join(', ');
        throw badUsage(
          '',
          `unknown command '${word}' (the commands are ${names}; ${io.run} --help tells more)`,
        );
      }
      // `drift` alone serves matches on the defaults.
      await runServe(io, { ...SERVE_DEFAULTS });
    });
  registerContentCommand(program, io);
  registerEventCommand(program, io);
  registerLoadtestCommand(program, io);
  registerReplayCommand(program, io);
  registerRandomGameCommand(program, io);
  registerServeCommand(program, io);
  registerSimulateCommand(program, io, showcase);
  registerSquadCommand(program, io);
  for (const sub of program.commands) sub.allowExcessArguments(false);
  configure(program, io);
  return program;
}
