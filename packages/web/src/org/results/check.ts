/**
 * The result form's data and its checks, apart from the page: what a player typed (text, as
 * typed) becomes numbers, or problems that say which player and which field, and why. The event
 * module checks again on the server; this is for the person at the table.
 */
import type { Entrant } from '../columns.ts';

/** A number each player enters, e.g. Victory Points or points destroyed. */
export interface ResultField {
  readonly key: string;
  readonly label: string;
  /** Default 0. */
  readonly min?: number;
  readonly max?: number;
  /** A line under the field, e.g. how it is counted. */
  readonly hint?: string;
}

/** One choice for the whole table, e.g. who won or how the game ended. */
export interface ResultChoice {
  readonly key: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly text: string }[];
}

export interface ResultSpec {
  readonly entrants: readonly Entrant[];
  readonly fields: readonly ResultField[];
  readonly choices?: readonly ResultChoice[];
}

/** What is typed so far: player → field → text, and choice → value ('' for none). */
export interface ResultDraft {
  readonly scores: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly choices: Readonly<Record<string, string>>;
}

/** A checked result: player → field → whole number, and choice → value. */
export interface ResultEntry {
  readonly scores: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly choices: Readonly<Record<string, string>>;
}

export interface ResultProblem {
  /** Absent for a choice of the whole table. */
  readonly player?: string;
  /** A field's or a choice's key; '' for the player (or the table) as a whole. */
  readonly field: string;
  readonly message: string;
}

export function emptyDraft(spec: ResultSpec): ResultDraft {
  return {
    scores: Object.fromEntries(
      spec.entrants.map((e) => [e.player, Object.fromEntries(spec.fields.map((f) => [f.key, '']))]),
    ),
    choices: Object.fromEntries((spec.choices ?? []).map((c) => [c.key, ''])),
  };
}

/** A copy of the draft with one player's field set. */
export function setScore(
  draft: ResultDraft,
  player: string,
  field: string,
  text: string,
): ResultDraft {
  return {
    ...draft,
    scores: { ...draft.scores, [player]: { ...draft.scores[player], [field]: text } },
  };
}

export function setChoice(draft: ResultDraft, choice: string, value: string): ResultDraft {
  return { ...draft, choices: { ...draft.choices, [choice]: value } };
}

/** A whole number from what was typed ("12", " 12 ", "−3"), or why it is not one. */
export function readWhole(text: string): { ok: true; value: number } | { ok: false; why: string } {
  const t = text.trim().replace(/^[−–]/, '-');
  if (t === '') return { ok: false, why: 'is missing' };
  if (!/^-?\d+$/.test(t)) return { ok: false, why: 'must be a whole number' };
  const value = Number(t) || 0; // "-0" is 0
  if (!Number.isSafeInteger(value)) return { ok: false, why: 'is too large' };
  return { ok: true, value };
}

/** One field of one player: its number, or the problem with it. */
export function checkField(
  field: ResultField,
  entrant: Entrant,
  text: string,
): { value: number } | { problem: ResultProblem } {
  const read = readWhole(text);
  const min = field.min ?? 0;
  const why = !read.ok
    ? read.why
    : read.value < min
      ? `must be at least ${min}`
      : field.max !== undefined && read.value > field.max
        ? `must be at most ${field.max}`
        : null;
  if (why === null && read.ok) return { value: read.value };
  return {
    problem: {
      player: entrant.player,
      field: field.key,
      message: `${entrant.name}: ${field.label} ${why}.`,
    },
  };
}

/** The whole form: the result when every field and choice is good, and every problem found. */
export function checkDraft(
  draft: ResultDraft,
  spec: ResultSpec,
): { entry: ResultEntry | null; problems: ResultProblem[] } {
  const problems: ResultProblem[] = [];
  const scores: Record<string, Record<string, number>> = {};
  for (const e of spec.entrants) {
    const row: Record<string, number> = {};
    for (const f of spec.fields) {
      const got = checkField(f, e, draft.scores[e.player]?.[f.key] ?? '');
      if ('value' in got) row[f.key] = got.value;
      else problems.push(got.problem);
    }
    scores[e.player] = row;
  }
  const choices: Record<string, string> = {};
  for (const c of spec.choices ?? []) {
    const v = draft.choices[c.key] ?? '';
    if (c.options.some((o) => o.value === v)) choices[c.key] = v;
    else
      problems.push({
        field: c.key,
        message: /[?!.]$/.test(c.label) ? `${c.label} Choose one.` : `${c.label}: choose one.`,
      });
  }
  return { entry: problems.length === 0 ? { scores, choices } : null, problems };
}
