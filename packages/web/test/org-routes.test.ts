/** The organized-play addresses and the about page: read from the hash and written back. */
import { describe, expect, it } from 'vitest';
import { parseRoute, type Route, routeHash } from '../src/app/router.ts';

describe('organized-play addresses', () => {
  const table: readonly [string, Route][] = [
    ['#/about', { page: 'about' }],
    ['#/org', { page: 'org' }],
    ['#/org/formats', { page: 'org-formats' }],
    ['#/org/formats/ace-of-aces', { page: 'org-format', slug: 'ace-of-aces' }],
    ['#/org/formats/3x50', { page: 'org-format', slug: '3x50' }],
    ['#/org/squads', { page: 'org-squads' }],
    ['#/org/squads/political-escort', { page: 'org-squads', format: 'political-escort' }],
    ['#/org/events', { page: 'org-events' }],
    ['#/org/events/new', { page: 'org-event-new' }],
    ['#/org/events/new/ace-of-aces', { page: 'org-event-new', format: 'ace-of-aces' }],
    ['#/org/events/Ev3nt_42', { page: 'org-event', id: 'Ev3nt_42' }],
    ['#/org/coruscant/new', { page: 'org-coruscant-new' }],
    ['#/org/coruscant/camp-7Xz', { page: 'org-coruscant', id: 'camp-7Xz' }],
  ];

  it('reads each page from its hash and writes the same hash back', () => {
    for (const [hash, route] of table) {
      expect(parseRoute(hash), hash).toEqual(route);
      expect(routeHash(route), hash).toBe(hash);
    }
  });

  it('forgives a trailing slash, as the other pages do', () => {
    expect(parseRoute('#/org/')).toEqual({ page: 'org' });
    expect(parseRoute('#/org/formats/slalom/')).toEqual({ page: 'org-format', slug: 'slalom' });
  });

  it('sends malformed organized-play addresses to the missing page', () => {
    for (const path of [
      '/org/formats/Ace Of Aces',
      '/org/formats/-x',
      '/org/events/abc',
      '/org/events/new/ace/of',
      '/org/coruscant/x',
      '/org/squads/UPPER',
      '/orgs',
      '/org/unknown',
    ])
      expect(parseRoute(`#${path}`), path).toEqual({ page: 'missing', path });
  });

  it('leaves the older pages as they were', () => {
    expect(parseRoute('#/')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/campaigns')).toEqual({ page: 'lobby', tab: 'campaigns' });
    expect(parseRoute('#/m/AbCdEf123/replay/4')).toEqual({
      page: 'replay',
      id: 'AbCdEf123',
      move: 4,
    });
  });
});
