/** Political Escort as an event format: two games a table, the bye worth 2 VP and 200 MOV (XW-PE-23..28). */
import { ok } from '@drift/engine';
import {
  escortByeMeasures,
  escortStandingKeys,
  parseEscortRound,
  scoreEscortRound,
} from '../escort/index.ts';
import type { FormatPlugin } from '../event/plugin.ts';
import { ESCORT_TIMER, pairEscortRound } from '../pairing/index.ts';
import { total } from './two-player.ts';

export const escortPlugin: FormatPlugin = {
  id: 'political-escort',
  name: 'Political Escort',
  tables: 'pairs',
  roundsRecommended: [3, 4],
  roundMinutes: ESCORT_TIMER.roundMinutes,
  timerMarks: [{ minute: ESCORT_TIMER.firstGameMinutes, label: 'Finish the round, swap roles' }],
  pair: (input, rng) => {
    // Players arrive in standings order (VP, MOV, wins as defender): ties keep it (XW-PE-28).
    const paired = pairEscortRound({
      players: input.players.map((p) => ({
        id: p.id,
        vp: total(p.totals, 'vp'),
        mov: total(p.totals, 'mov'),
        opponents: p.opponents,
        byes: p.byes,
      })),
      random: rng.save(),
    });
    if (!paired.ok) return paired;
    return ok({
      tables: paired.value.tables.map((t) => [...t.players]),
      byes: paired.value.bye === null ? [] : [paired.value.bye.player],
    });
  },
  parseResult: (input, table) => parseEscortRound(input, [...table.players]),
  score: (result) => scoreEscortRound(result as Parameters<typeof scoreEscortRound>[0]),
  bye: escortByeMeasures,
  standingKeys: escortStandingKeys,
};
