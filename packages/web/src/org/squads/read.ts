/**
 * Reading what a player pastes or imports: XWS JSON, Drift's own squad JSON, or a plain-text
 * list (one ship a line), told apart by their first character, as `drift squad` does. Nothing
 * here throws: a list that cannot be read comes back with every reason, line by line.
 */
import { fromXws, parseSquad, readSquadText, type Squad } from '@drift/formats';

export type ReadKind = 'xws' | 'drift' | 'text';

export const KIND_NAMES: Readonly<Record<ReadKind, string>> = {
  xws: 'XWS JSON',
  drift: 'Drift squad JSON',
  text: 'a plain-text list',
};

export interface ReadProblem {
  /** The line of a text list (from 1), when the problem is on one. */
  readonly line?: number;
  readonly message: string;
}

export type Reading =
  | { readonly ok: true; readonly kind: ReadKind; readonly squad: Squad }
  | {
      readonly ok: false;
      readonly kind: ReadKind | 'empty';
      readonly problems: readonly ReadProblem[];
    };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readJson(text: string): Reading {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, kind: 'xws', problems: [{ message: `It is not valid JSON: ${why}.` }] };
  }
  const drift = isRecord(value) && 'side' in value && !('faction' in value);
  const read = drift ? parseSquad(value) : fromXws(value);
  const kind = drift ? 'drift' : 'xws';
  if (read.ok) return { ok: true, kind, squad: read.value };
  return { ok: false, kind, problems: [{ message: read.error.message }] };
}

/** The squad in pasted text, or why it cannot be read. */
export function readPasted(text: string): Reading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, kind: 'empty', problems: [] };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return readJson(trimmed);
  const read = readSquadText(text);
  if (read.ok) return { ok: true, kind: 'text', squad: read.value };
  return {
    ok: false,
    kind: 'text',
    problems: read.error.problems.map((p) =>
      p.line > 0 ? { line: p.line, message: p.message } : { message: p.message },
    ),
  };
}

/** What the page says about a reading: `Read as XWS JSON: 2 pilots.` */
export function readingSummary(reading: Reading): string {
  if (reading.kind === 'empty')
    return 'There is nothing to read: paste XWS JSON or a list, one ship a line.';
  const as = KIND_NAMES[reading.kind];
  if (!reading.ok) {
    const n = reading.problems.length;
    return `Read as ${as}, but it could not be read (${n === 1 ? 'one problem' : `${n} problems`}):`;
  }
  const n = reading.squad.pilots.length;
  return `Read as ${as}: ${n === 1 ? 'one pilot' : `${n} pilots`}.`;
}

/** A squad file may be this large: a 100-point list in XWS is a few kilobytes. */
export const MAX_SQUAD_FILE_BYTES = 64 * 1024;

const FILE_NAME = /\.(json|txt|xws)$/i;

/** The text of a chosen file, or a message that says what is wrong with it. */
export async function readSquadFile(
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (!FILE_NAME.test(file.name))
    return { ok: false, message: `${file.name} is not a squad file: choose a .json or .txt file.` };
  if (file.size > MAX_SQUAD_FILE_BYTES)
    return {
      ok: false,
      message: `${file.name} is ${Math.ceil(file.size / 1024)} KB; a squad file may be ${MAX_SQUAD_FILE_BYTES / 1024} KB at most.`,
    };
  if (file.size === 0) return { ok: false, message: `${file.name} is empty.` };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: `${file.name} could not be read from this device.` };
  }
  if (text.includes('\u0000') || text.includes('\ufffd'))
    return { ok: false, message: `${file.name} is not a text file, so not a squad list.` };
  return { ok: true, text };
}
