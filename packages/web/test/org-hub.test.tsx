// @vitest-environment happy-dom
/**
 * The way into organized play: the hub's four doors and the formats Drift runs, the pages still
 * to come, the about page that keeps the card data's notice, and the lobby's footer links.
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lobby } from '../src/lobby/Lobby.tsx';
import { AboutPage, CARD_DATA_CREDIT } from '../src/org/AboutPage.tsx';
import { Hub } from '../src/org/Hub.tsx';
import { OrgPage } from '../src/org/OrgPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the organized-play hub', () => {
  it('says what it is for and opens onto squads, events, the Coruscant campaign and the catalogue', () => {
    const { container } = render(<Hub />);
    expect(container.querySelector('h1')?.textContent).toBe('Organized play');
    const doors = [...container.querySelectorAll<HTMLElement>('[data-door]')].map((d) => [
      d.getAttribute('data-door'),
      within(d).getByRole('link').textContent,
      within(d).getByRole('link').getAttribute('href'),
    ]);
    expect(doors).toEqual([
      ['squads', 'Check a squad', '#/org/squads'],
      ['events', 'Create an event', '#/org/events/new'],
      ['coruscant', 'Start a campaign', '#/org/coruscant/new'],
      ['formats', 'Browse formats', '#/org/formats'],
    ]);
    expect(document.title).toBe('Organized play · Drift');
  });

  it('lists the five formats Drift runs, each linking to its page, and counts the rest', () => {
    const { container } = render(<Hub />);
    const runs = [...container.querySelectorAll('.org-runs__list a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(runs).toEqual([
      '#/org/formats/ace-of-aces',
      '#/org/formats/whack-a-gorth',
      '#/org/formats/political-escort',
      '#/org/formats/coruscant-campaign',
      '#/org/formats/objective-play',
    ]);
    expect(container.textContent).toContain('The other 68 formats are listed by name only.');
  });

  it('leads to the credits from the hub and shows a breadcrumb under it', () => {
    const { container } = render(<Hub />);
    const credit = container.querySelector<HTMLElement>('.org-credit');
    if (!credit) throw new Error('no credit line');
    expect(credit.textContent).toContain('xwing-data 1.0.1, MIT License, © Guido Kessels');
    expect(within(credit).getByRole('link').getAttribute('href')).toBe('#/about');
    cleanup();
    const page = render(<OrgPage route={{ page: 'org-formats' }} />);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Organized play' }).getAttribute('href')).toBe(
      '#/org',
    );
    expect(crumbs.querySelector('[aria-current="page"]')?.textContent).toBe('Format catalogue');
  });
});

describe('the about page', () => {
  it('credits the card data and keeps its MIT notice', () => {
    const { container } = render(<AboutPage />);
    const credit = container.querySelector<HTMLElement>('[data-credit="xwing-data"]');
    if (!credit) throw new Error('no credit');
    expect(credit.textContent).toContain('xwing-data 1.0.1');
    expect(credit.textContent).toContain('by Guido Kessels, under the MIT License');
    const notice = credit.querySelector('pre')?.textContent ?? '';
    expect(notice).toMatch(
      /^MIT License\n\nCopyright \(c\) Guido Kessels\n\nPermission is hereby granted/,
    );
    expect(notice).toContain(
      'The above copyright notice and this permission notice shall be included',
    );
    expect(CARD_DATA_CREDIT).toMatchObject({
      package: 'xwing-data',
      version: '1.0.1',
      license: 'MIT',
    });
  });
});

describe('the lobby’s way in', () => {
  it('has a footer with organized play and the credits, whatever the server says', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = render(<Lobby />);
    const foot = container.querySelector<HTMLElement>('footer.lobby__foot');
    if (!foot) throw new Error('no footer');
    const links = within(foot)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#/org', '#/about']);
    expect(within(foot).getByRole('link', { name: /Organized play/ }).textContent).toContain(
      'X-Wing Miniatures events',
    );
  });
});
