/** A whole simulation: play the games, summarise, and write the JSON, the report and a match file. */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { recordMatch, writeMatchFile } from '@drift/engine';
import { corePack, packRef } from '@drift/xia/content';
import { type Summary, summarise } from './aggregate.ts';
import { planGame, type SimConfig } from './config.ts';
import { type GameRecord, gameOptions, xiaFor } from './game.ts';
import { type PoolOptions, runGames } from './pool.ts';
import { renderReport } from './report.ts';

export interface SimResult {
  readonly records: readonly GameRecord[];
  readonly summary: Summary;
  /** The files written, as absolute paths. */
  readonly json: string;
  readonly html: string;
  /** The kept game as a match file for `drift replay`, if one was kept. */
  readonly match: string | null;
}

/** The results JSON: the config, the summary, then every game in game order, one per line. */
export function resultsJson(
  config: SimConfig,
  summary: Summary,
  records: readonly GameRecord[],
): string {
  const games = records.map((r) => JSON.stringify(r)).join(',\n');
  // A custom pack is named by its reference, not copied in whole.
  const settings = config.pack === undefined ? config : { ...config, pack: packRef(config.pack) };
  return `{\n"simulation": ${JSON.stringify(settings)},\n"summary": ${JSON.stringify(summary)},\n"games": [\n${games}\n]\n}\n`;
}

/** mkdir -p, one level at a time: Node 20's recursive mkdir never returns on some paths (/proc). */
function makeDir(dir: string): void {
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new Error(`${dir} is a file, not a folder`);
    return;
  }
  const parent = dirname(dir);
  if (parent !== dir) makeDir(parent);
  mkdirSync(dir);
}

function write(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error: unknown) {
    throw new Error(
      `cannot write ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Plays `config` and writes `results.json`, `report.html` (and `game-N.json`) into `outDir`. */
export async function simulate(
  config: SimConfig,
  outDir: string,
  options: PoolOptions = {},
): Promise<SimResult> {
  const dir = resolve(outDir);
  try {
    makeDir(dir);
  } catch (error: unknown) {
    throw new Error(`cannot use ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const played = await runGames(config, options);
  const records = played.map((p) => p.record);
  const summary = summarise(records);
  const json = join(dir, 'results.json');
  const html = join(dir, 'report.html');
  write(json, resultsJson(config, summary, records));
  write(html, renderReport(config, summary));
  let match: string | null = null;
  const keep = options.keep ?? null;
  const commands = keep === null ? null : played[keep]?.commands;
  if (keep !== null && commands) {
    const plan = planGame(config, keep);
    match = join(dir, `game-${keep + 1}.json`);
    const options = gameOptions(plan, config);
    const content = packRef(config.pack ?? corePack());
    const file = recordMatch(xiaFor(config), { options, seed: plan.seed, commands, content });
    // The commands were accepted as they were played: a refusal now is a bug, not bad input.
    if (!file.ok) throw new Error(`game ${keep + 1} does not replay: ${file.error.message}`);
    write(match, writeMatchFile(file.value));
  }
  return { records, summary, json, html, match };
}
