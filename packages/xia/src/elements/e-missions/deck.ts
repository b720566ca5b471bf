/**
 * Element E's 32 mission cards join the mission deck at setup (XE-MTYP-01); without element E
 * the deck is the base game's alone.
 */
import type { Content } from '../../model/content.ts';
import type { XiaOptions } from '../../options.ts';
import { elementOn } from '../switches.ts';

/** Ids of every mission card the match deals: the base pack's, and element E's with E on. */
export function missionDeckIds(content: Content, options: XiaOptions): string[] {
  const base = content.pack.missions.map((m) => m.id);
  return elementOn({ options }, 'E')
    ? [...base, ...content.embers.missions.map((m) => m.id)]
    : base;
}
