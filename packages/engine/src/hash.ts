import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';

const stringify = configure({ deterministic: true, strict: true, circularValue: Error });

/**
 * Canonical JSON: object keys sorted, no whitespace, so equal data gives equal text whatever
 * the order its keys were written in. Throws on values JSON cannot carry (NaN, functions,
 * cycles): a state holding one is a programmer error.
 */
export function canonicalJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('This value has no JSON form');
  return text;
}

/** SHA-256 (hex) of a value's canonical JSON: a stable fingerprint of a game state. */
export function stateHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}
