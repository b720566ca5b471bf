/**
 * Objective Play's form data apart from the page: the objectives a squad list names (XW-OBJ-01),
 * what the table typed for the chosen objective's facts, and the result JSON the format reads.
 */
import {
  type FactField,
  type Json,
  type ObjectiveCard,
  type ObjectiveId,
  objectiveCard,
  objectiveNamed,
} from '@drift/formats';
import { whole } from './parts.tsx';
import { get, list } from './types.ts';

/** The objectives a registered squad names: its `objectives`, or XWS's `vendor.drift.objectives`. */
export function squadObjectives(squad: Json | undefined): readonly string[] | null {
  const named = get(squad, 'objectives') ?? get(get(get(squad, 'vendor'), 'drift'), 'objectives');
  const ids = list(named)
    .map((x) => (typeof x === 'string' ? objectiveNamed(x)?.id : undefined))
    .filter((x): x is ObjectiveId => x !== undefined);
  return ids.length === 3 ? ids : null;
}

/** What was typed for one fact: text for numbers and choices, `yes`/`no` for flags, per player or not. */
export type FactDraft = string | Readonly<Record<string, string>>;

/** `carrier-survived` → `Carrier survived`. */
export function choiceText(value: string): string {
  const t = value.replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function perPlayer(f: FactField): boolean {
  return f.kind === 'per-player-flag' || f.kind === 'per-player-count';
}

/** One typed value as JSON, or undefined while missing or not a number. */
function factValue(f: FactField, text: string): Json | undefined {
  if (f.kind === 'flag' || f.kind === 'per-player-flag')
    return text === 'yes' ? true : text === 'no' ? false : undefined;
  if (f.kind === 'choice') return text === '' ? undefined : text;
  return whole(text);
}

/** The facts as the format reads them, and the questions still unanswered. */
export function factsJson(
  card: ObjectiveCard,
  drafts: Readonly<Record<string, FactDraft>>,
  players: readonly string[],
  names: (p: string) => string,
): { facts: { [k: string]: Json }; missing: string[] } {
  const facts: { [k: string]: Json } = {};
  const missing: string[] = [];
  for (const f of card.facts) {
    const d = drafts[f.key];
    if (perPlayer(f)) {
      const per: { [p: string]: Json } = {};
      let blank = 0;
      for (const p of players) {
        const v = factValue(f, typeof d === 'object' ? (d[p] ?? '') : '');
        if (v === undefined) blank++;
        else per[p] = v;
      }
      if (blank === 0) facts[f.key] = per;
      else if (!(f.optional && blank === players.length))
        missing.push(
          `${f.label} (${players
            .filter((p) => per[p] === undefined)
            .map(names)
            .join(', ')})`,
        );
    } else {
      const v = factValue(f, typeof d === 'string' ? d : '');
      if (v !== undefined) facts[f.key] = v;
      else if (!f.optional) missing.push(f.label);
    }
  }
  return { facts, missing };
}

/** Drafts from facts as the format read them (per-player values in the table's order). */
export function factDrafts(
  card: ObjectiveCard | undefined,
  facts: Json | undefined,
  players: readonly string[],
): Record<string, FactDraft> {
  const out: Record<string, FactDraft> = {};
  if (!card) return out;
  const text = (v: Json | undefined): string =>
    v === true
      ? 'yes'
      : v === false
        ? 'no'
        : typeof v === 'number' || typeof v === 'string'
          ? String(v)
          : '';
  for (const f of card.facts) {
    const v = get(facts, f.key);
    if (v === undefined) continue;
    out[f.key] = perPlayer(f)
      ? Object.fromEntries(players.map((p, i) => [p, text(list(v)[i])]))
      : text(v);
  }
  return out;
}

export { objectiveCard };
