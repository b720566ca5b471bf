/**
 * Calls into a format plug-in. A plug-in is code written elsewhere: a throw or an answer that
 * breaks its contract becomes a `FormatFailed` RuleError, so an event command never throws.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type { FormatPlugin, FormatTable, PlayerRoundScore, PluginRegistry } from './plugin.ts';
import type { EventRecord } from './types.ts';

export function guard<T>(plugin: FormatPlugin, doing: string, call: () => T): Result<T> {
  try {
    return ok(call());
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return refuse('FormatFailed', `${plugin.name} failed while ${doing}: ${why}`);
  }
}

/** The record's format from the registry. */
export function pluginOf(record: EventRecord, plugins: PluginRegistry): Result<FormatPlugin> {
  return pluginById(record.format, plugins);
}

export function pluginById(id: string, plugins: PluginRegistry): Result<FormatPlugin> {
  const plugin = Object.hasOwn(plugins, id) ? plugins[id] : undefined;
  if (plugin === undefined) {
    const known = Object.keys(plugins).filter((k) => plugins[k] !== undefined);
    return refuse(
      'UnknownFormat',
      `No format "${id.slice(0, 40)}" is available here (available: ${known.join(', ') || 'none'}).`,
    );
  }
  return ok(plugin);
}

/** Checks a plug-in's scores: one entry for each player at the table, finite numbers only. */
export function checkScores(
  plugin: FormatPlugin,
  table: FormatTable,
  scores: unknown,
): Result<readonly PlayerRoundScore[], RuleError> {
  const fail = (why: string) =>
    refuse(
      'FormatFailed',
      `${plugin.name} scored round ${table.round}, table ${table.number} wrongly: ${why}.`,
    );
  if (!Array.isArray(scores)) return fail('no list of scores');
  const seen = new Set<string>();
  const out: PlayerRoundScore[] = [];
  for (const s of scores as unknown[]) {
    if (typeof s !== 'object' || s === null) return fail('a score is not an object');
    const { player, measures } = s as { player?: unknown; measures?: unknown };
    if (typeof player !== 'string' || !table.players.includes(player)) {
      return fail(`"${String(player)}" is not at the table`);
    }
    if (seen.has(player)) return fail(`${player} is scored twice`);
    seen.add(player);
    if (typeof measures !== 'object' || measures === null || Array.isArray(measures)) {
      return fail(`${player} has no measures`);
    }
    const clean: Record<string, number> = {};
    for (const [k, v] of Object.entries(measures)) {
      if (typeof v !== 'number' || !Number.isFinite(v))
        return fail(`${player}'s ${k} is not a number`);
      clean[k] = v;
    }
    out.push({ player, measures: clean });
  }
  const missing = table.players.find((p) => !seen.has(p));
  if (missing !== undefined) return fail(`${missing} has no score`);
  return ok(out);
}

/** A plug-in's answer that should be a Result: its error as given, or `FormatFailed` if malformed. */
export function asResult(plugin: FormatPlugin, answer: unknown, doing: string): Result<unknown> {
  if (typeof answer === 'object' && answer !== null && 'ok' in answer) {
    const a = answer as { ok: unknown; value?: unknown; error?: unknown };
    if (a.ok === true) return ok(a.value);
    const e = a.error as { code?: unknown; message?: unknown } | undefined;
    if (a.ok === false && typeof e?.code === 'string' && typeof e.message === 'string') {
      return refuse(e.code, e.message);
    }
  }
  return refuse('FormatFailed', `${plugin.name} gave no answer while ${doing}.`);
}
