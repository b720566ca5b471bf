import type { CubeColour } from '../content/schema.ts';

/** The five cube colours, in a fixed order for lists and displays. */
export const CUBE_COLOURS: readonly CubeColour[] = ['spice', 'holo', 'terra', 'plasma', 'cyber'];
