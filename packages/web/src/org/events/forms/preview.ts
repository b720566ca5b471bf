/**
 * A result read and scored in the browser by the format's own plug-in, before it is sent: the
 * form shows what it gives (VP, MOV...) or the plug-in's refusal, word for word as the server
 * would say it. The server reads it again; this is for the people at the table.
 */
import { FORMAT_PLUGINS, type PlayerRoundScore } from '@drift/formats';
import type { Entrant } from '../../columns.ts';

export type Preview =
  | { readonly ok: true; readonly scores: readonly PlayerRoundScore[]; readonly data: unknown }
  | { readonly ok: false; readonly message: string };

/** A message with the player ids it names (`p3`, `"p3"`) written as the players' names. */
export function withNames(
  message: string,
  players: readonly { readonly player: string; readonly name: string }[],
): string {
  return message.replace(/"?\b(p[1-9]\d{0,5})\b"?/g, (whole, id: string) => {
    const found = players.find((p) => p.player === id);
    return found ? found.name : whole;
  });
}

export function previewResult(
  format: string,
  entrants: readonly Entrant[],
  input: unknown,
): Preview {
  const players = entrants.map((e) => e.player);
  const plugin = (FORMAT_PLUGINS as Readonly<Record<string, (typeof FORMAT_PLUGINS)['standard']>>)[
    format
  ];
  if (!plugin) return { ok: false, message: `No format "${format}".` };
  const table = { round: 1, stage: 'swiss' as const, number: 1, players: [...players] };
  try {
    const read = plugin.parseResult(input, table);
    if (!read.ok) return { ok: false, message: withNames(read.error.message, entrants) };
    return { ok: true, scores: plugin.score(read.value, table), data: read.value };
  } catch {
    return { ok: false, message: 'This result cannot be read.' };
  }
}
