/**
 * Pairs one round with the format's pairing and a generator seeded from the event's seed, the
 * round and the attempt, so a round pairs the same way every time it is replayed.
 */
import { ok, type Result } from '@drift/engine';
import { defaultCutPairing } from './cut-pairing.ts';
import { asResult, guard } from './guard.ts';
import { checkPairing, numberTables, pairingInput, roundDice, roundSeed } from './pairing-input.ts';
import type { FormatPlugin, Stage } from './plugin.ts';
import type { EventRecord, EventRound } from './types.ts';

export function makeRound(
  record: EventRecord,
  plugin: FormatPlugin,
  number: number,
  stage: Stage,
  attempt: number,
  ids: readonly string[],
  allowRematches = false,
): Result<EventRound> {
  const input = pairingInput(record, number, stage, ids, allowRematches);
  const seed = roundSeed(record, number, attempt);
  const dice = roundDice(seed);
  const cutPair = plugin.cut?.pair;
  const paired =
    stage === 'swiss'
      ? guard(plugin, 'pairing', () => plugin.pair(input, dice))
      : cutPair
        ? guard(plugin, 'pairing the cut', () => cutPair.call(plugin.cut, input, dice))
        : ok(ok(defaultCutPairing(record, number, ids)));
  if (!paired.ok) return paired;
  const answer = asResult(plugin, paired.value, 'pairing');
  if (!answer.ok) return answer;
  const checked = checkPairing(plugin, answer.value, ids);
  if (!checked.ok) return checked;
  return ok({
    number,
    stage,
    seed,
    attempt,
    tables: numberTables(checked.value),
    byes: checked.value.byes,
  });
}
