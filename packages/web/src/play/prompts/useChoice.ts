/**
 * Choosing use spaces (shields, weapons) for a command whose legal forms list every allowed
 * set: the player ticks spaces, and the set is sendable only when a legal form has exactly it.
 */
import type { CaptainView, Content } from '@drift/xia';
import { useMemo, useState } from 'react';
import { holdModel } from '../../mat/holdModel.ts';

export interface UseRef {
  readonly outfit: number;
  readonly space: number;
}

export const refKey = (u: UseRef): string => `${u.outfit}/${u.space}`;

export function setKey(use: readonly UseRef[]): string {
  return use.map(refKey).sort().join(',');
}

export interface SpaceOption {
  readonly key: string;
  readonly ref: UseRef;
  readonly name: string;
  readonly die: number;
  /** Damage markers on the outfit: each takes 1 off its roll. */
  readonly minus: number;
}

/** The distinct use spaces the legal sets name, with their outfit's name and die. */
export function spaceOptions(
  sets: readonly (readonly UseRef[])[],
  captain: CaptainView,
  content: Content,
): SpaceOption[] {
  const hold = holdModel(captain, content);
  const seen = new Map<string, SpaceOption>();
  for (const set of sets) {
    for (const ref of set) {
      const k = refKey(ref);
      if (seen.has(k)) continue;
      const o = hold.outfits.find((x) => x.uid === ref.outfit);
      seen.set(k, {
        key: k,
        ref,
        name: o ? o.def.name : 'Outfit',
        die: o ? o.def.die : 0,
        minus: o ? o.damage : 0,
      });
    }
  }
  return [...seen.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Ticked spaces (at first `initial`, else none) and whether they make a legal set. */
export function useSpaceChoice(
  sets: readonly (readonly UseRef[])[],
  initial: readonly UseRef[] = [],
) {
  const legalKeys = useMemo(() => new Set(sets.map(setKey)), [sets]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(initial.map(refKey)));
  const key = [...ticked].sort().join(',');
  return {
    ticked,
    toggle: (k: string) =>
      setTicked((old) => {
        const next = new Set(old);
        if (next.has(k)) next.delete(k);
        else next.add(k);
        return next;
      }),
    set: (keys: Iterable<string>) => setTicked(new Set(keys)),
    valid: legalKeys.has(key),
    key,
  };
}
