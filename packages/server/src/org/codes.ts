/**
 * Record ids and participant codes. A participant's token is a short code a person can read
 * out or type on a phone: 12 characters of Crockford's base32 (60 random bits), shown in groups
 * of four (`7KQM-3XPA-D9RT`). Typed back, case, dashes and spaces do not matter, and O, I and L
 * read as 0, 1 and 1. The server keeps only its SHA-256, like every token.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

/** A new record id: 12 base64url characters (72 random bits). */
export function newOrgId(): string {
  return randomBytes(9).toString('base64url');
}

/** A new participant code, canonical (no dashes). */
export function newParticipantCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => ALPHABET[b % 32]).join('');
}

/** A code in groups of four, to show. */
export function showCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A typed code in its canonical form, or undefined when it is not one. */
export function canonicalCode(typed: string): string | undefined {
  if (typed.length > 24) return undefined;
  const plain = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== CODE_LENGTH) return undefined;
  for (const c of plain) if (!ALPHABET.includes(c)) return undefined;
  return plain;
}
