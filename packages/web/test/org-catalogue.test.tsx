// @vitest-environment happy-dom
/**
 * The format catalogue (XW-LIST, names only in the seed) as a visitor uses it: every format
 * listed, the five Drift runs with their links, the rest saying plainly they are not supported,
 * the search and the two filters; and a format's own page.
 */
import { type CatalogueFormat, formatCatalogue } from '@drift/formats';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CataloguePage } from '../src/org/catalogue/CataloguePage.tsx';
import { FormatPage } from '../src/org/catalogue/FormatPage.tsx';
import { filterCatalogue, fold, NO_QUERY } from '../src/org/catalogue/filter.ts';
import { NOT_SUPPORTED } from '../src/org/catalogue/words.ts';

afterEach(cleanup);

const SUPPORTED = [
  'ace-of-aces',
  'whack-a-gorth',
  'political-escort',
  'coruscant-campaign',
  'objective-play',
];

const slugs = (list: readonly CatalogueFormat[]) => list.map((f) => f.slug);
const shownSlugs = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-format]')].map((el) => el.getAttribute('data-format'));

describe('the catalogue’s filter', () => {
  it('finds a format whatever the case, accents or punctuation of the search', () => {
    expect(fold("Whack-a-'Gorth")).toBe('whack a gorth');
    expect(slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'whack a GORTH' }))).toEqual(
      ['whack-a-gorth'],
    );
    expect(slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'hangar bay' }))).toEqual([
      'hangar-bay',
      'reverse-hangar-bay',
      'lotto-hangar-bay',
    ]);
    expect(slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: '77+ merc' }))).toEqual([
      '77-plus-mercenaries',
    ]);
    expect(slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'xw-list-42' }))).toEqual([
      'political-escort',
    ]);
  });

  it('searches descriptions and kinds too, every word having to match', () => {
    // "Victory Points" is only in Ace of Aces' description.
    expect(
      slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'victory points' })),
    ).toEqual(['ace-of-aces']);
    expect(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'race slalom' })).toHaveLength(1);
    expect(filterCatalogue(formatCatalogue, { ...NO_QUERY, text: 'slalom furball' })).toEqual([]);
  });

  it('filters by kind and by what Drift supports, and both together', () => {
    expect(slugs(filterCatalogue(formatCatalogue, { ...NO_QUERY, support: 'supported' }))).toEqual(
      formatCatalogue.filter((f) => SUPPORTED.includes(f.slug)).map((f) => f.slug),
    );
    expect(filterCatalogue(formatCatalogue, { ...NO_QUERY, support: 'unsupported' })).toHaveLength(
      68,
    );
    expect(
      slugs(
        filterCatalogue(formatCatalogue, { ...NO_QUERY, kind: 'mission', support: 'supported' }),
      ),
    ).toEqual(['whack-a-gorth', 'objective-play']);
    const races = filterCatalogue(formatCatalogue, { ...NO_QUERY, kind: 'race' });
    expect(slugs(races)).toEqual(['death-race', 'slalom']);
  });
});

describe('the catalogue page', () => {
  it('XW-LIST-01..73: lists all 73 formats once, the five Drift runs first as cards', () => {
    const { container } = render(<CataloguePage />);
    const shown = shownSlugs(container);
    expect(shown).toHaveLength(73);
    expect(new Set(shown)).toEqual(new Set(slugs(formatCatalogue)));
    const cards = [...container.querySelectorAll('.format-card')].map((el) =>
      el.getAttribute('data-format'),
    );
    expect(new Set(cards)).toEqual(new Set(SUPPORTED));
    expect(container.querySelector('.catalogue__count')?.textContent).toBe(
      'Showing all 73 formats.',
    );
  });

  it('marks what Drift does for each supported format and links to what you can do', () => {
    const { container } = render(<CataloguePage />);
    const aoa = container.querySelector<HTMLElement>('[data-format="ace-of-aces"]');
    if (!aoa) throw new Error('no Ace of Aces card');
    const chips = [...aoa.querySelectorAll('[data-support]')].map((el) => el.textContent);
    expect(chips).toEqual(['Squad check', 'Scoring', 'Pairing']);
    const links = within(aoa)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Ace of Aces furball', '#/org/formats/ace-of-aces'],
      ['Create an event', '#/org/events/new/ace-of-aces'],
      ['Check a squad', '#/org/squads/ace-of-aces'],
      ['Play a free table', '#/org/aoa'],
    ]);
    const coruscant = container.querySelector<HTMLElement>('[data-format="coruscant-campaign"]');
    if (!coruscant) throw new Error('no Coruscant card');
    expect([...coruscant.querySelectorAll('[data-support]')].map((el) => el.textContent)).toEqual([
      'Squad check',
      'Scoring',
      'Campaign tracker',
    ]);
    expect(
      within(coruscant)
        .getAllByRole('link')
        .slice(1)
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#/org/coruscant/new', '#/org/squads/coruscant']);
  });

  it('says plainly of every other format that Drift does not support it, with no action', () => {
    const { container } = render(<CataloguePage />);
    const rows = [...container.querySelectorAll<HTMLElement>('.format-row')];
    expect(rows).toHaveLength(68);
    for (const row of rows) {
      expect(row.querySelector('[data-support="none"]')?.textContent).toBe(NOT_SUPPORTED);
      expect(row.querySelectorAll('a')).toHaveLength(1);
    }
    const tron = container.querySelector('[data-format="tron-wing"]');
    expect(tron?.closest('[data-kind]')?.getAttribute('data-kind')).toBe('other');
  });

  it('narrows the list as you type and choose, and says how many it shows', () => {
    const { container, getByLabelText } = render(<CataloguePage />);
    fireEvent.change(getByLabelText('Search'), { target: { value: 'furball' } });
    expect(shownSlugs(container)).toEqual([
      'ace-of-aces',
      'regen-furball',
      'hyperspace-furball',
      'modified-furball',
      'escalation-furball',
      'locked-out-furball',
    ]);
    expect(container.querySelector('.catalogue__count')?.textContent).toBe(
      'Showing 6 of 73 formats.',
    );
    fireEvent.click(getByLabelText('Not supported 68'));
    expect(shownSlugs(container)).not.toContain('ace-of-aces');
    expect(shownSlugs(container)).toHaveLength(5);
    fireEvent.change(getByLabelText('Search'), { target: { value: '' } });
    fireEvent.change(getByLabelText('Kind'), { target: { value: 'campaign' } });
    expect(shownSlugs(container)).toEqual([
      'holodrive',
      'map-based-campaign',
      'epic-ship-campaigns',
      'galactic-civil-war',
      'battlestar-pallas',
      'aturi-cluster',
      'defenders-of-the-empire',
    ]);
  });

  it('says when nothing matches, and one click shows every format again', () => {
    const { container, getByLabelText, getByRole } = render(<CataloguePage />);
    fireEvent.change(getByLabelText('Search'), { target: { value: 'zzz no such' } });
    expect(shownSlugs(container)).toEqual([]);
    expect(container.textContent).toContain('No format matches these filters.');
    fireEvent.click(getByRole('button', { name: 'Show every format' }));
    expect(shownSlugs(container)).toHaveLength(73);
    expect((getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });
});

describe('a format’s page', () => {
  it('tells what Drift does for a supported format and offers its actions', () => {
    const { container, getByRole } = render(<FormatPage slug="political-escort" />);
    expect(getByRole('heading', { level: 1 }).textContent).toBe('Political escort tournament');
    expect(container.textContent).toContain('Tournaments · XW-LIST-42');
    expect(
      [...container.querySelectorAll('li[data-support]')].map((li) =>
        li.getAttribute('data-support'),
      ),
    ).toEqual(['validator', 'scoring', 'pairing']);
    expect(container.textContent).toContain(
      'Victory Points, then Margin of Victory, then wins as defender.',
    );
    expect(
      getByRole('link', { name: 'Create an event: Political escort tournament' }).getAttribute(
        'href',
      ),
    ).toBe('#/org/events/new/political-escort');
  });

  it('says a format without rules is not supported, and offers nothing to do', () => {
    const { container } = render(<FormatPage slug="drunken-palp" />);
    expect(container.querySelector('[data-support="none"]')?.textContent).toBe(`${NOT_SUPPORTED}.`);
    expect(container.textContent).toContain('The seed gives this format’s name and nothing more.');
    expect([...container.querySelectorAll('.format-acts a')].map((a) => a.textContent)).toEqual([
      'Back to the catalogue',
    ]);
  });

  it('answers an unknown slug with a way back to the catalogue', () => {
    const { container, getByRole } = render(<FormatPage slug="pod-racing" />);
    expect(container.textContent).toContain('The catalogue has no format called “pod-racing”.');
    expect(getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe(
      '#/org/formats',
    );
  });
});
