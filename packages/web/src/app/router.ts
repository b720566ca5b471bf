/**
 * Hash routing, small on purpose: the server serves the built files as they are, so every page
 * lives after `#` and a shared link works on any static host.
 *
 *   #/                      the lobby
 *   #/solo                  the lobby, its "Play solo" form open
 *   #/campaigns             the lobby, its "Campaign" tab open (this browser's campaigns)
 *   #/c/<id>                a campaign's page
 *   #/m/<id>                a match: play the seats this browser holds, else choose a seat
 *   #/m/<id>/seat/<n>       the join link of seat n (0-based: Captain n+1)
 *   #/m/<id>/watch          spectate
 *   #/m/<id>/replay         the replay of a finished match
 *   #/m/<id>/replay/<n>     the same, at move n (the page keeps its address on the move shown)
 */
import { useSyncExternalStore } from 'react';

/** The lobby's tabs: a new match, a solo game, the campaigns. */
export type LobbyTab = 'match' | 'solo' | 'campaigns';

export type Route =
  | { readonly page: 'lobby'; readonly tab?: LobbyTab }
  | { readonly page: 'campaign'; readonly id: string }
  | { readonly page: 'match'; readonly id: string }
  | { readonly page: 'join'; readonly id: string; readonly seat: number }
  | { readonly page: 'watch'; readonly id: string }
  | { readonly page: 'replay'; readonly id: string; readonly move?: number }
  | { readonly page: 'missing'; readonly path: string };

const ID = '([A-Za-z0-9_-]{6,64})';

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'lobby' };
  if (path === '/solo') return { page: 'lobby', tab: 'solo' };
  if (path === '/campaigns') return { page: 'lobby', tab: 'campaigns' };
  let m = new RegExp(`^/c/${ID}$`).exec(path);
  if (m?.[1]) return { page: 'campaign', id: m[1] };
  m = new RegExp(`^/m/${ID}$`).exec(path);
  if (m?.[1]) return { page: 'match', id: m[1] };
  m = new RegExp(`^/m/${ID}/seat/([0-4])$`).exec(path);
  if (m?.[1] && m[2]) return { page: 'join', id: m[1], seat: Number(m[2]) };
  m = new RegExp(`^/m/${ID}/watch$`).exec(path);
  if (m?.[1]) return { page: 'watch', id: m[1] };
  m = new RegExp(`^/m/${ID}/replay(?:/(\\d{1,6}))?$`).exec(path);
  if (m?.[1])
    return m[2] ? { page: 'replay', id: m[1], move: Number(m[2]) } : { page: 'replay', id: m[1] };
  return { page: 'missing', path };
}

export function routeHash(route: Route): string {
  switch (route.page) {
    case 'lobby':
      return route.tab === 'solo' ? '#/solo' : route.tab === 'campaigns' ? '#/campaigns' : '#/';
    case 'campaign':
      return `#/c/${route.id}`;
    case 'match':
      return `#/m/${route.id}`;
    case 'join':
      return `#/m/${route.id}/seat/${route.seat}`;
    case 'watch':
      return `#/m/${route.id}/watch`;
    case 'replay':
      return `#/m/${route.id}/replay${route.move ? `/${route.move}` : ''}`;
    case 'missing':
      return `#${route.path}`;
  }
}

/** A full link to a route, to share. */
export function routeLink(route: Route): string {
  return `${location.origin}${location.pathname}${routeHash(route)}`;
}

export function go(route: Route): void {
  const hash = routeHash(route);
  if (location.hash !== hash) location.hash = hash;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => location.hash);
  return parseRoute(hash);
}
