/**
 * A whole seeded game of HeuristicBots, from setup to victory, as the match file the server
 * serves (GET /api/matches/:id/replay): the feedback components' gallery and tests replay it
 * (the log, the Fame track, turn summaries, the victory screen, the replay viewer), and the
 * odds tests take its moments where an attack was legal.
 */
import { HeuristicBot, PROFILES } from '@drift/bots';
import {
  type MatchFile,
  openDice,
  type RecordedCommand,
  recordMatch,
  type SeatId,
  seedRandom,
  writeMatchFile,
} from '@drift/engine';
import {
  createXia,
  type XiaCommand,
  type XiaEvent,
  type XiaOptions,
  type XiaState,
} from '@drift/xia';
import { corePack, packRef } from '@drift/xia/content';

export const GAME_SEED = 'feedback-2';

export interface PlayedGame {
  readonly options: XiaOptions;
  readonly seed: string;
  readonly file: MatchFile;
  /** The file as the server writes it. */
  readonly text: string;
  readonly commands: readonly RecordedCommand<XiaCommand>[];
  /** Every command's events, omniscient. */
  readonly events: readonly (readonly XiaEvent[])[];
  /** The state before each command whose seat could attack or ram. */
  readonly strikes: readonly { readonly index: number; readonly state: XiaState }[];
  readonly final: XiaState;
}

/** Plays the game to its end (or `maxCommands`). */
export function playGame(seed = GAME_SEED, seats = 5, maxCommands = 6000): PlayedGame {
  const xia = createXia(corePack());
  const parsed = xia.parseOptions({ seats, fameTarget: 10, preset: 'standard' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const options = parsed.value;
  const made = xia.setup(options, seed);
  if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
  let state = made.value;
  const bots = Array.from(
    { length: seats },
    (_, i) => new HeuristicBot(xia.content, PROFILES[i % PROFILES.length]),
  );
  const dice = bots.map((_, i) => openDice(seedRandom(`game:${seed}:${i}`)));
  const commands: RecordedCommand<XiaCommand>[] = [];
  const events: (readonly XiaEvent[])[] = [];
  const strikes: { index: number; state: XiaState }[] = [];
  for (let n = 0; n < maxCommands; n++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat: SeatId = status.toAct[0] ?? 0;
    const bot = bots[seat];
    const rng = dice[seat];
    if (!bot || !rng) throw new Error(`no bot for seat ${seat}`);
    const legal = xia.legal(state, seat);
    if (legal.some((c) => c.type === 'Attack' || c.type === 'Ram'))
      strikes.push({ index: n, state });
    const command = bot.choose(xia.view(state, { seat }), legal, rng);
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) throw new Error(`refused: ${applied.error.message}`);
    commands.push({ seat, command });
    events.push(applied.value.events);
    state = applied.value.state;
  }
  const file = recordMatch(xia, { options, seed, commands, content: packRef(corePack()) });
  if (!file.ok) throw new Error(file.error.message);
  return {
    options,
    seed,
    file: file.value,
    text: writeMatchFile(file.value),
    commands,
    events,
    strikes,
    final: state,
  };
}
