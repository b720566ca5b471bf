/** Real states for the component tests: the gallery's seeded bot game, played at test time. */
import { createXia, type XiaRuleset } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { type Fixture, makeGalleryFixtures } from '../scripts/fixtures.ts';

let made: Fixture[] | undefined;

export function fixture(id: string): Fixture {
  made ??= makeGalleryFixtures();
  const f = made.find((x) => x.id === id);
  if (!f) throw new Error(`no fixture ${id}`);
  return f;
}

let xia: XiaRuleset | undefined;

export function content(): XiaRuleset['content'] {
  xia ??= createXia(corePack());
  return xia.content;
}

/** Lets a requestAnimationFrame callback run. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
