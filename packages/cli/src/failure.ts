/**
 * How a command fails: exit code 1 when the game refused what it was given (a match that does
 * not replay, a content pack with problems), 2 for bad usage (a wrong flag, a file that cannot
 * be read or is not the kind asked for). `main` prints `drift <command>: <message>` on
 * standard error and exits with the code; 0 is success.
 */
export type ExitCode = 1 | 2;

export class CliFailure extends Error {
  constructor(
    readonly exit: ExitCode,
    /** The command as typed after `drift` (`replay`, `content check`), for the prefix. */
    readonly command: string,
    message: string,
    /** Lines printed after the message (one problem each), or nothing. */
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

/** The game refused what it was given: exit code 1. */
export const refused = (command: string, message: string, details: readonly string[] = []) =>
  new CliFailure(1, command, message, details);

/** Bad usage: exit code 2. */
export const badUsage = (command: string, message: string, details: readonly string[] = []) =>
  new CliFailure(2, command, message, details);
