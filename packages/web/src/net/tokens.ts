/**
 * What this browser keeps of its matches, in localStorage: the creator token of each match it
 * created and the seat token of each seat it claimed, so a reload (or coming back tomorrow)
 * resumes. One entry per match (`drift:match:<id>`); nothing else is stored. A campaign game's
 * entry also names its campaign, so the match page can lead back to it.
 */

export interface KeptMatch {
  readonly id: string;
  /** Proof of having created the match (hands seats to bots). */
  readonly creatorToken?: string;
  /** Seat tokens by seat index. */
  readonly seats: Readonly<Record<number, string>>;
  /** When this browser last opened the match, for the "your matches" list. */
  readonly seen: number;
  /** The campaign this match is a game of, when this browser started it from its page. */
  readonly campaign?: string;
}

const CAMPAIGN_ID = /^[A-Za-z0-9_-]{6,64}$/;

const PREFIX = 'drift:match:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parse(id: string, text: string | null): KeptMatch | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Partial<KeptMatch>;
    const seats: Record<number, string> = {};
    if (typeof r.seats === 'object' && r.seats !== null) {
      for (const [k, v] of Object.entries(r.seats)) {
        const seat = Number(k);
        if (Number.isInteger(seat) && seat >= 0 && seat < 5 && typeof v === 'string')
          seats[seat] = v;
      }
    }
    return {
      id,
      ...(typeof r.creatorToken === 'string' ? { creatorToken: r.creatorToken } : {}),
      seats,
      seen: typeof r.seen === 'number' ? r.seen : 0,
      ...(typeof r.campaign === 'string' && CAMPAIGN_ID.test(r.campaign)
        ? { campaign: r.campaign }
        : {}),
    };
  } catch {
    return null;
  }
}

export function keptMatch(id: string): KeptMatch | null {
  return parse(id, storage()?.getItem(PREFIX + id) ?? null);
}

function write(match: KeptMatch): void {
  const { id, ...rest } = match;
  try {
    storage()?.setItem(PREFIX + id, JSON.stringify(rest));
  } catch {
    // A full or forbidden storage: the match plays on, it just will not resume after a reload.
  }
}

export function keepCreator(id: string, creatorToken: string): void {
  const old = keptMatch(id);
  write({ ...old, id, seats: old?.seats ?? {}, creatorToken, seen: Date.now() });
}

export function keepSeat(id: string, seat: number, token: string): void {
  const old = keptMatch(id);
  write({
    ...old,
    id,
    seats: { ...(old?.seats ?? {}), [seat]: token },
    seen: Date.now(),
  });
}

/** Notes that match `id` is a game of `campaign` (the campaign page started it). */
export function keepCampaign(id: string, campaign: string): void {
  const old = keptMatch(id);
  write({ ...old, id, seats: old?.seats ?? {}, seen: Date.now(), campaign });
}

/** Forgets a seat whose token no longer works (handed to a bot). */
export function forgetSeat(id: string, seat: number): void {
  const old = keptMatch(id);
  if (!old) return;
  const seats = { ...old.seats };
  delete seats[seat];
  write({ ...old, seats });
}

export function touchMatch(id: string): void {
  const old = keptMatch(id);
  if (old) write({ ...old, seen: Date.now() });
}

/** Every match this browser holds a token for, most recently opened first. */
export function keptMatches(): KeptMatch[] {
  const s = storage();
  if (!s) return [];
  const out: KeptMatch[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const m = parse(key.slice(PREFIX.length), s.getItem(key));
    if (m) out.push(m);
  }
  return out.sort((a, b) => b.seen - a.seen);
}

/** Seats this browser holds in a match, in seat order. */
export function localSeats(match: KeptMatch | null): number[] {
  return match
    ? Object.keys(match.seats)
        .map(Number)
        .sort((a, b) => a - b)
    : [];
}
