/** The gallery's one piece of shared state: which fixture is shown. */
import { create } from 'zustand';

export type FixtureId = 'early' | 'late' | 'damage' | 'mats';

interface GalleryState {
  readonly fixture: FixtureId;
  choose(fixture: FixtureId): void;
}

export const useGallery = create<GalleryState>((set) => ({
  fixture: 'early',
  choose: (fixture) => set({ fixture }),
}));
