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
 *   #/about                 what Drift is, and the credits (the card data's notice)
 *
 * Organized play for the miniatures formats (issue 14):
 *   #/org                         the hub: squads, events, the Coruscant campaign, the formats
 *   #/org/formats                 the format catalogue
 *   #/org/formats/<slug>          one format
 *   #/org/squads[/<format>]       the squad page, a format picked
 *   #/org/events                  the events: this browser's, the server's, a new one, a code
 *   #/org/events/new[/<format>]   a new event, a format picked
 *   #/org/events/<id>             an event
 *   #/org/events/<id>/join/<code> a player's join link (the code rides after `#`)
 *   #/org/coruscant/new           a new Coruscant campaign
 *   #/org/coruscant/<id>          a Coruscant campaign
 *   #/org/coruscant/<id>/join/<code>  a player's link: keeps the code, then the campaign
 *   #/org/aoa                     the Ace of Aces table helper for a free table (no event)
 *   #/org/aoa/<id>/<round>/<pod>  the same for a pod of an event (round and pod from 1)
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
  | { readonly page: 'about' }
  | OrgRoute
  | { readonly page: 'missing'; readonly path: string };

/**
 * The organized-play pages. A format is named by its slug (the catalogue's, or an event
 * format's); the router does not check it against the catalogue, so this file stays light: the
 * page says when a slug names nothing.
 */
export type OrgRoute =
  | { readonly page: 'org' }
  | { readonly page: 'org-formats' }
  | { readonly page: 'org-format'; readonly slug: string }
  | { readonly page: 'org-squads'; readonly format?: string }
  | { readonly page: 'org-events' }
  | { readonly page: 'org-event-new'; readonly format?: string }
  | { readonly page: 'org-event'; readonly id: string }
  | { readonly page: 'org-event-join'; readonly id: string; readonly code: string }
  | { readonly page: 'org-coruscant-new' }
  | { readonly page: 'org-coruscant'; readonly id: string }
  | { readonly page: 'org-coruscant-join'; readonly id: string; readonly code: string }
  | { readonly page: 'org-aoa' }
  | {
      readonly page: 'org-aoa-pod';
      readonly id: string;
      readonly round: number;
      readonly table: number;
    };

const ID = '([A-Za-z0-9_-]{6,64})';
const SLUG = '([a-z0-9][a-z0-9-]{0,63})';
/** A participant's code as shown (`7KQM-3XPA-D9RT`) or typed (any case, dashes or none). */
const CODE = '([0-9A-Za-z][0-9A-Za-z-]{10,22}[0-9A-Za-z])';

function parseOrg(path: string): OrgRoute | null {
  if (path === '/org') return { page: 'org' };
  if (path === '/org/formats') return { page: 'org-formats' };
  if (path === '/org/events') return { page: 'org-events' };
  if (path === '/org/coruscant/new') return { page: 'org-coruscant-new' };
  if (path === '/org/aoa') return { page: 'org-aoa' };
  let m = new RegExp(`^/org/formats/${SLUG}$`).exec(path);
  if (m?.[1]) return { page: 'org-format', slug: m[1] };
  m = new RegExp(`^/org/squads(?:/${SLUG})?$`).exec(path);
  if (m) return m[1] ? { page: 'org-squads', format: m[1] } : { page: 'org-squads' };
  m = new RegExp(`^/org/events/new(?:/${SLUG})?$`).exec(path);
  if (m) return m[1] ? { page: 'org-event-new', format: m[1] } : { page: 'org-event-new' };
  m = new RegExp(`^/org/events/${ID}$`).exec(path);
  if (m?.[1]) return { page: 'org-event', id: m[1] };
  m = new RegExp(`^/org/events/${ID}/join/${CODE}$`).exec(path);
  if (m?.[1] && m[2]) return { page: 'org-event-join', id: m[1], code: m[2] };
  m = new RegExp(`^/org/coruscant/${ID}$`).exec(path);
  if (m?.[1]) return { page: 'org-coruscant', id: m[1] };
  m = new RegExp(`^/org/coruscant/${ID}/join/${CODE}$`).exec(path);
  if (m?.[1] && m[2]) return { page: 'org-coruscant-join', id: m[1], code: m[2] };
  m = new RegExp(`^/org/aoa/${ID}/([1-9][0-9]{0,2})/([1-9][0-9]{0,2})$`).exec(path);
  if (m?.[1] && m[2] && m[3])
    return { page: 'org-aoa-pod', id: m[1], round: Number(m[2]), table: Number(m[3]) };
  return null;
}

function orgHash(route: OrgRoute): string {
  switch (route.page) {
    case 'org':
      return '#/org';
    case 'org-formats':
      return '#/org/formats';
    case 'org-format':
      return `#/org/formats/${route.slug}`;
    case 'org-squads':
      return `#/org/squads${route.format ? `/${route.format}` : ''}`;
    case 'org-events':
      return '#/org/events';
    case 'org-event-new':
      return `#/org/events/new${route.format ? `/${route.format}` : ''}`;
    case 'org-event':
      return `#/org/events/${route.id}`;
    case 'org-event-join':
      return `#/org/events/${route.id}/join/${route.code}`;
    case 'org-coruscant-new':
      return '#/org/coruscant/new';
    case 'org-coruscant':
      return `#/org/coruscant/${route.id}`;
    case 'org-coruscant-join':
      return `#/org/coruscant/${route.id}/join/${route.code}`;
    case 'org-aoa':
      return '#/org/aoa';
    case 'org-aoa-pod':
      return `#/org/aoa/${route.id}/${route.round}/${route.table}`;
  }
}

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'lobby' };
  if (path === '/solo') return { page: 'lobby', tab: 'solo' };
  if (path === '/campaigns') return { page: 'lobby', tab: 'campaigns' };
  if (path === '/about') return { page: 'about' };
  const org = path.startsWith('/org') ? parseOrg(path) : null;
  if (org) return org;
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
    case 'about':
      return '#/about';
    case 'missing':
      return `#${route.path}`;
    default:
      return orgHash(route);
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
