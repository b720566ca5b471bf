/** What every event result form takes: the table, what was entered before, where to send it. */
import type { Json } from '@drift/formats';
import type { Entrant } from '../../columns.ts';

export interface FormProps {
  /** `Table 3`, `Pod 2`. */
  readonly title: string;
  /** The table's players in the pairing's order, with their names. */
  readonly entrants: readonly Entrant[];
  /** Registered squads by player id, where the viewer may see them. */
  readonly squads?: Readonly<Record<string, Json | undefined>>;
  /** The result entered before (as the format read it), to start a correction from. */
  readonly initial?: Json;
  readonly onSubmit: (result: Json) => void;
  /** The server's refusal, shown by the form. */
  readonly error?: string | null;
  readonly busy?: boolean;
  readonly submitLabel?: string;
}

/** A field of a JSON object, if it is one. */
export function get(x: Json | undefined, key: string): Json | undefined {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
    ? (x as { readonly [k: string]: Json })[key]
    : undefined;
}

export function list(x: Json | undefined): readonly Json[] {
  return Array.isArray(x) ? x : [];
}

export const num = (x: Json | undefined): string => (typeof x === 'number' ? String(x) : '');
export const str = (x: Json | undefined): string => (typeof x === 'string' ? x : '');
