/** The committed fixtures (made by scripts/make-fixtures.ts), typed. */
import type { SeatId } from '@drift/engine';
import type { XiaCommand, XiaView } from '@drift/xia';
import damage from './fixtures/damage.json' with { type: 'json' };
import early from './fixtures/early.json' with { type: 'json' };
import late from './fixtures/late.json' with { type: 'json' };
import mats from './fixtures/mats.json' with { type: 'json' };
import type { FixtureId } from './store.ts';

export interface GalleryFixture {
  readonly id: FixtureId;
  readonly title: string;
  readonly command: number;
  readonly seat: SeatId;
  readonly view: XiaView;
  readonly legal: readonly XiaCommand[];
}

// JSON widens literal types (stage, phase...); the files were written from these very types.
export const FIXTURES: Readonly<Record<FixtureId, GalleryFixture>> = {
  early: early as unknown as GalleryFixture,
  late: late as unknown as GalleryFixture,
  damage: damage as unknown as GalleryFixture,
  mats: mats as unknown as GalleryFixture,
};
