/** The rules and content the client reads: the core pack, as the server plays it. */
import { createXia, type XiaRuleset } from '@drift/xia';
import { corePack } from '@drift/xia/content';

let cached: XiaRuleset | null = null;

export function xia(): XiaRuleset {
  cached ??= createXia(corePack());
  return cached;
}
