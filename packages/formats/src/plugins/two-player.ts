/** Shared pieces of the two-player formats' plug-ins: Swiss pairing over the event's standings. */
import { type Dice, ok, type Result, type RuleError } from '@drift/engine';
import type { Measures, Pairing, PairingInput } from '../event/plugin.ts';
import { pairSwiss } from '../pairing/index.ts';

/** A measure's total, 0 when the player has none yet. */
export function total(measures: Measures, key: string): number {
  return measures[key] ?? 0;
}

/** Swiss on one whole-number score (tournament points), players in standings order. */
export function pairOnScore(
  input: PairingInput,
  rng: Dice,
  scoreKey: string,
): Result<Pairing, RuleError> {
  const paired = pairSwiss({
    players: input.players.map((p) => ({
      id: p.id,
      score: total(p.totals, scoreKey),
      opponents: p.opponents,
      byes: p.byes,
    })),
    random: rng.save(),
  });
  if (!paired.ok) return paired;
  return ok({
    tables: paired.value.tables.map((t) => [...t.players]),
    byes: paired.value.bye === null ? [] : [paired.value.bye],
  });
}

/** A cut table goes to the player with the better first measure (a cut game has a winner). */
export function cutSizes(): readonly number[] {
  return [2, 4, 8, 16];
}
