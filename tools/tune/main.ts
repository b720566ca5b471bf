/**
 * `npm run tune -- [options]`: searches HeuristicBot weights (packages/bots/src/xia/weights.ts)
 * over many simulated games and prints the best weights and the figures before and after on
 * fresh seeds. `--help` lists the options; the method is in search.ts.
 */
import { writeFileSync } from 'node:fs';
import { SpecError } from '@drift/sim';
import { parseTuneArgs, USAGE } from './options.ts';
import { resultLines, tune } from './tune.ts';

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let options: ReturnType<typeof parseTuneArgs>;
  try {
    options = parseTuneArgs(argv);
  } catch (error: unknown) {
    if (!(error instanceof SpecError)) throw error;
    process.stderr.write(`tune: ${error.message}\n`);
    return 2;
  }
  const result = await tune(options, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`${resultLines(result).join('\n')}\n`);
  process.stdout.write(`best weights: ${JSON.stringify(result.best)}\n`);
  if (options.out) {
    try {
      writeFileSync(options.out, `${JSON.stringify({ options, ...result }, null, 2)}\n`);
    } catch (error: unknown) {
      process.stderr.write(
        `tune: cannot write ${options.out}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return 1;
    }
    process.stdout.write(`written: ${options.out}\n`);
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
