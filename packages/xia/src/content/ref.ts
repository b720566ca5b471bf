/** What a match file records of the pack a match was played with (name, version, content hash). */
import { type ContentRef, stateHash } from '@drift/engine';
import type { ContentPack } from './schema.ts';

/** The pack's name and version, and the hash of its validated content. */
export function packRef(pack: ContentPack): ContentRef {
  return { name: pack.info.name, version: pack.info.version, hash: stateHash(pack) };
}
