/**
 * Which browser pages may open a socket. Browsers send an Origin header; other clients (a
 * script, a bot) send none and are let in, since the origin check guards people's browsers
 * against foreign pages, not the server against scripts (tokens and limits do that).
 */
import type { Origins } from '../config.ts';

export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: Origins,
): boolean {
  if (origin === undefined) return true;
  if (allowed === '*') return true;
  if (allowed === 'same-host') {
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const normal = (o: string) => o.replace(/\/+$/, '').toLowerCase();
  return allowed.some((o) => normal(o) === normal(origin));
}
