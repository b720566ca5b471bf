/**
 * What must hold of element E's comets: only with E; one for each Ice Asteroid sector on the
 * board and none for another; on a space of its own path, or destroyed and waiting (XE-COMET-07);
 * a looping comet always heads along its path.
 */
import { hexEquals } from '@drift/engine/hex';
import { boardOf } from '../../board/board.ts';
import type { Content } from '../../model/content.ts';
import type { XiaState } from '../../model/state.ts';
import { elementOn } from '../switches.ts';
import { routesOf } from './routes.ts';

export function cometViolations(content: Content, state: XiaState): string[] {
  const out: string[] = [];
  const comets = state.comets;
  if (!elementOn(state, 'E')) {
    if (comets) out.push('comets are on the board without element E');
    return out;
  }
  const routes = routesOf(content, boardOf(content, state.board.sectors));
  for (const sector of routes.cometOf.keys())
    if (!comets?.[sector]) out.push(`the Ice Asteroid sector ${sector} has no comet`);
  for (const [sector, comet] of Object.entries(comets ?? {})) {
    const route = routes.cometOf.get(sector);
    if (!route) {
      out.push(`a comet is listed for ${sector}, which has no comet path on the board`);
      continue;
    }
    const { at } = comet;
    if (at && !route.hexes.some((h) => hexEquals(h, at)))
      out.push(`the comet of ${sector} is off its path at ${at.q},${at.r}`);
    if (comet.heading !== 1 && (route.loop || comet.heading !== -1))
      out.push(
        `the comet of ${sector} heads ${comet.heading} on a ${route.loop ? 'loop' : 'path'}`,
      );
  }
  return out;
}
