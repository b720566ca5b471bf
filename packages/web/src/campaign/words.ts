/** Campaign numbers and names as a player reads them. */
import { campaignGoal } from '@drift/xia';
import { xia } from '../app/content.ts';

/** `+5`, `−3`, `0`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

export function goalName(id: string | null): string {
  return id === null ? 'no goal' : (campaignGoal(id)?.name ?? id);
}

/** A ship's name from the core pack, or its id if the pack lacks it. */
export function shipName(id: string): string {
  try {
    return xia().content.ship(id).name;
  } catch {
    return id;
  }
}

/** `3 Mar 2026`. */
export function day(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
