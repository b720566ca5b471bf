/**
 * This browser's player token (docs/protocol.md, "Campaigns"): asked of the server once and
 * kept in localStorage (`drift:player`), it is what the campaigns of this browser belong to.
 * A token the server no longer knows (a new database) is replaced by a new one.
 */
import { type ApiResult, api } from './http.ts';

const KEY = 'drift:player';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function keptPlayer(): string | null {
  const token = storage()?.getItem(KEY) ?? null;
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}

function keep(token: string): void {
  try {
    storage()?.setItem(KEY, token);
  } catch {
    // A forbidden storage: campaigns work for this page's life only.
  }
}

let asking: Promise<ApiResult<string>> | null = null;

/** The player token, asked of the server when this browser has none. */
export function playerToken(): Promise<ApiResult<string>> {
  const kept = keptPlayer();
  if (kept) return Promise.resolve({ ok: true, value: kept });
  asking ??= api.newPlayer().then((r) => {
    asking = null;
    if (!r.ok) return r;
    keep(r.value.token);
    return { ok: true, value: r.value.token };
  });
  return asking;
}

/**
 * Runs a call with the player token; if the server does not know the token (its database was
 * replaced), a new token is asked for and the call made once more.
 */
export async function asPlayer<T>(
  call: (token: string) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const token = await playerToken();
  if (!token.ok) return token;
  const first = await call(token.value);
  if (first.ok || first.error.code !== 'UnknownPlayer') return first;
  storage()?.removeItem(KEY);
  const fresh = await playerToken();
  return fresh.ok ? call(fresh.value) : fresh;
}
