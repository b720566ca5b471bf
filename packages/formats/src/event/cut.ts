/**
 * The cut to a top N after the Swiss rounds (for formats that play one): the organizer picks
 * N from the format's sizes; the best N players still in become the seeds and the first cut
 * round is paired at once. Cut rounds decide the top places; they add nothing to the totals.
 */
import { refuse } from '@drift/engine';
import { roundClosed } from './bracket.ts';
import type { EventCommand } from './commands.ts';
import { type Ctx, changed, type Outcome, organizerOnly, swissCount } from './context.ts';
import { checkCut } from './create.ts';
import { names, note } from './log.ts';
import { makeRound } from './make-round.ts';
import { roundData, roundLabel, tableCount, waitingTables } from './rounds.ts';
import { swissStandings } from './standings.ts';
import type { EventRecord } from './types.ts';

type Of<T extends EventCommand['type']> = Extract<EventCommand, { type: T }>;

export function startCut({ record, actor, plugin }: Ctx, cmd: Of<'StartCut'>): Outcome {
  const allowed = organizerOnly(actor, 'start the cut');
  if (!allowed.ok) return allowed;
  if (record.status !== 'running') {
    return refuse(
      'NotRunning',
      'The cut starts after the Swiss rounds, while the event is running.',
    );
  }
  const last = record.rounds.at(-1);
  if (last === undefined || swissCount(record) === 0) {
    return refuse('NoRound', 'Play at least one Swiss round before the cut.');
  }
  if (!roundClosed(last)) {
    return refuse(
      'RoundOpen',
      `${roundLabel(last, record)} still waits for results at table ${waitingTables(last)}.`,
    );
  }
  const size = cmd.size ?? record.cut;
  if (size === null) return refuse('BadCutSize', 'Say how many players go to the cut.');
  const cut = checkCut(plugin, size);
  if (!cut.ok) return cut;
  const seeds = swissStandings(record)
    .filter((r) => !r.dropped)
    .slice(0, size)
    .map((r) => r.player);
  if (seeds.length < size) {
    return refuse(
      'TooFewPlayers',
      `Only ${seeds.length} players are still in: too few for a top ${size}.`,
    );
  }
  const seeded: EventRecord = { ...record, status: 'cut', cut: size, cutSeeds: seeds };
  const made = makeRound(seeded, plugin, record.rounds.length + 1, 'cut', 0, seeds);
  if (!made.ok) return made;
  const next = { ...seeded, rounds: [...seeded.rounds, made.value] };
  const byes = made.value.byes.length ? `; a bye for ${names(next, made.value.byes)}` : '';
  return changed(
    next,
    note(`Top ${size} cut: ${names(next, seeds)}, seeded in that order.`, 'StartCut', {
      size,
      seeds: [...seeds],
    }),
    note(
      `${roundLabel(made.value, next)} paired: ${tableCount(next, made.value.tables.length)}${byes}.`,
      'PairRound',
      roundData(made.value),
    ),
  );
}
