/** Ice damage (XE-ICE-01..04), shared by elements B and E. */
export { freeze, frostCells } from './freezing.ts';
export { iceCount, iceOn, syncIce } from './hold.ts';
export { meltIce } from './melt.ts';
