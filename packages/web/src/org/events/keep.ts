/**
 * What this browser keeps of its events, in localStorage (as net/tokens.ts keeps matches): the
 * organizer token of each event it created, the participant code it joined with, and the codes
 * the organizer made for players (the server keeps only their hashes, so this is the one copy to
 * show and print again). One entry per event: `drift:event:<id>`.
 */

export interface KeptEvent {
  readonly id: string;
  readonly name?: string;
  readonly organizerToken?: string;
  /** The code this browser joined with, and whose it is. */
  readonly code?: string;
  readonly player?: string;
  /** Whom the page shows when the browser holds both: the organizer (default) or the player. */
  readonly asPlayer?: boolean;
  /** Codes the organizer made, by player id. */
  readonly codes: Readonly<Record<string, string>>;
  readonly seen: number;
}

const PREFIX = 'drift:event:';
const ID = /^[A-Za-z0-9_-]{6,64}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const text = (x: unknown): string | undefined =>
  typeof x === 'string' && x.length > 0 && x.length <= 200 ? x : undefined;

function parse(id: string, raw: string | null): KeptEvent | null {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Record<string, unknown>;
    if (typeof r !== 'object' || r === null) return null;
    const codes: Record<string, string> = {};
    if (typeof r.codes === 'object' && r.codes !== null) {
      for (const [k, v] of Object.entries(r.codes)) {
        const code = text(v);
        if (/^p\d{1,6}$/.test(k) && code) codes[k] = code;
      }
    }
    const out: KeptEvent = { id, codes, seen: typeof r.seen === 'number' ? r.seen : 0 };
    const name = text(r.name);
    const organizerToken = text(r.organizerToken);
    const code = text(r.code);
    const player = text(r.player);
    return {
      ...out,
      ...(name ? { name } : {}),
      ...(organizerToken ? { organizerToken } : {}),
      ...(code ? { code } : {}),
      ...(player ? { player } : {}),
      ...(r.asPlayer === true ? { asPlayer: true } : {}),
    };
  } catch {
    return null;
  }
}

export function keptEvent(id: string): KeptEvent | null {
  return parse(id, storage()?.getItem(PREFIX + id) ?? null);
}

function write(e: KeptEvent): void {
  const { id, ...rest } = e;
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify({ ...rest, seen: Date.now() }));
  } catch {
    // Full or forbidden storage: the page works on; it will not remember after a reload.
  }
}

/** Changes the entry of event `id` (made if missing). */
export function keepEvent(id: string, change: (old: KeptEvent) => KeptEvent): void {
  if (!ID.test(id)) return;
  write(change(keptEvent(id) ?? { id, codes: {}, seen: 0 }));
}

export function keepOrganizer(id: string, token: string, name: string): void {
  keepEvent(id, (e) => ({ ...e, organizerToken: token, name }));
}

export function keepCode(id: string, player: string, code: string): void {
  keepEvent(id, (e) => ({ ...e, codes: { ...e.codes, [player]: code } }));
}

/** This browser joins as the player the code stands for. */
export function keepJoined(id: string, code: string, player: string, name: string): void {
  keepEvent(id, (e) => ({ ...e, code, player, asPlayer: true, name: e.name ?? name }));
}

export function forgetJoined(id: string): void {
  keepEvent(id, (e) => {
    const { code: _c, player: _p, asPlayer: _a, ...rest } = e;
    return rest;
  });
}

export function forgetOrganizer(id: string): void {
  keepEvent(id, (e) => {
    const { organizerToken: _t, ...rest } = e;
    return rest;
  });
}

/** Every event this browser holds a token or code for, most recently opened first. */
export function keptEvents(): KeptEvent[] {
  const s = storage();
  if (!s) return [];
  const out: KeptEvent[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const e = parse(key.slice(PREFIX.length), s.getItem(key));
    if (e && (e.organizerToken || e.code)) out.push(e);
  }
  return out.sort((a, b) => b.seen - a.seen);
}
