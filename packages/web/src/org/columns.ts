/**
 * What the organized-play components share: a column of figures (a format's measure, e.g.
 * `{ key: 'vp', label: 'VP', title: 'Victory Points' }`) and a player as the pages show one.
 * Each format plugs its own columns in; the components know none of them.
 */
export interface Column {
  /** The measure's key, as in `PlayerRoundScore.measures`. */
  readonly key: string;
  /** Short, for a narrow column. */
  readonly label: string;
  /** The full name, when the label is an abbreviation. */
  readonly title?: string;
}

export interface Entrant {
  readonly player: string;
  readonly name: string;
  /** The player's role at this table, e.g. attacker or defender. */
  readonly role?: string;
}

/** `12`, `−3`: figures as a scoresheet shows them (a real minus sign); a blank is a dash. */
export function figure(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return '—';
  return n < 0 ? `−${-n}` : String(n);
}

/** `Victory Points (VP), then Ships Destroyed (SD)`: the order, each abbreviation spelled out. */
export function rankedBy(columns: readonly Column[]): string {
  return columns
    .map((c) => (c.title && c.title !== c.label ? `${c.title} (${c.label})` : c.label))
    .join(', then ');
}
