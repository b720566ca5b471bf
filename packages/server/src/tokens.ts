/**
 * Secrets a client holds: the creator's token and seat tokens. Each is 32 random bytes
 * (base64url, 43 characters); the server keeps only their SHA-256, so a stolen database hands
 * out no seats. Match ids and seeds are random too, but not secret.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new unguessable token: 32 bytes from the system's CSPRNG, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, in hex: what storage keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `hash`, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new match id: 12 base64url characters (72 random bits), short enough for an address. */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}

/** A new campaign id: like a match id. */
export function newCampaignId(): string {
  return randomBytes(9).toString('base64url');
}

/** A new setup seed for a match: secret while it is played (it fixes every deck and die). */
export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}
