/** Ace of Aces as an event format: pods of 4-8, re-podded by total VP (XW-AOA-29..32). */
import { ok } from '@drift/engine';
import { aceStandingKeys, parseAceResult, scoreAce } from '../aoa/index.ts';
import type { FormatPlugin } from '../event/plugin.ts';
import { assignPods } from '../pairing/index.ts';
import { total } from './two-player.ts';

const LABELS: Readonly<Record<(typeof aceStandingKeys)[number], string>> = {
  vp: 'Victory Points',
  sd: 'Ships Destroyed',
};

export const acePlugin: FormatPlugin = {
  id: 'ace-of-aces',
  name: 'Ace of Aces',
  tables: 'pods',
  roundsRecommended: [3, 4],
  pair: (input, rng) => {
    const pods = assignPods({
      players: input.players.map((p) => ({
        id: p.id,
        vp: total(p.totals, 'vp'),
        sd: total(p.totals, 'sd'),
      })),
      random: rng.save(),
    });
    if (!pods.ok) return pods;
    return ok({ tables: pods.value.pods.map((pod) => [...pod.players]), byes: [] });
  },
  parseResult: (input, table) => parseAceResult(input, [...table.players]),
  score: (result) => scoreAce(result as Parameters<typeof scoreAce>[0]),
  standingKeys: aceStandingKeys.map((key) => ({ key, label: LABELS[key] })),
};
