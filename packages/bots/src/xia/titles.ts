/**
 * Titles an open card lets a captain claim soon (XB-TITLE-*): the heuristic saves its credits
 * for Tycoon rather than spend them on Fame, and buys a cheap outfit for Quartermaster.
 */
import type { XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import type { CaptainView } from './targets.ts';

type Objective = ReturnType<XiaContent['title']>['objective'];

/** The objectives of the open Titles, with their Fame. */
function open(content: XiaContent, view: XiaView): { objective: Objective; fame: number }[] {
  return view.titles.open.map((id) => {
    const t = content.title(id);
    return { objective: t.objective, fame: t.fame };
  });
}

/** The credits an open Title asks to hold, when the captain is within `near` of it. */
export function creditsTitleNear(
  content: XiaContent,
  view: XiaView,
  me: CaptainView,
  near: number,
): number | null {
  for (const { objective } of open(content, view))
    if (
      objective.kind === 'credits' &&
      me.credits < objective.amount &&
      me.credits >= objective.amount - near
    )
      return objective.amount;
  return null;
}

/** Outfits still to buy for an open outfit-count Title, or null. */
export function outfitsTitleShort(
  content: XiaContent,
  view: XiaView,
  me: CaptainView,
): number | null {
  for (const { objective } of open(content, view))
    if (objective.kind === 'outfitsOwned' && me.hold.outfits.length < objective.count)
      return objective.count - me.hold.outfits.length;
  return null;
}
