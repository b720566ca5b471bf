// @vitest-environment happy-dom
/**
 * The squad page as a player uses it: a squad pasted (XWS or a text list, said which) or
 * imported from a file, checked for the format the address names, every problem shown with its
 * named check and pointing at its row, notes apart, the format's parts edited, and the squad
 * exported. The checks themselves are @drift/formats'; here the page must show all of them.
 */
import { readSquadText, type Squad, toXws, validateSquad } from '@drift/formats';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileName } from '../src/org/squads/Exports.tsx';
import {
  addPilot,
  addUpgrade,
  removePilot,
  setAlternate,
  setAt,
  setObstacle,
  setPrimary,
  setWingman,
} from '../src/org/squads/edit.ts';
import { pageFormat } from '../src/org/squads/formats.ts';
import {
  MAX_SQUAD_FILE_BYTES,
  readingSummary,
  readPasted,
  readSquadFile,
} from '../src/org/squads/read.ts';
import { SquadsPage } from '../src/org/squads/SquadsPage.tsx';
import { marksById, problemTarget } from '../src/org/squads/spots.ts';
import { ESCORT, FEL_LEGAL, FEL_WITH_PROBLEMS, WEDGE_XWS } from './org-squads-fixtures.ts';

beforeEach(() => {
  location.hash = '';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function squadOf(text: string): Squad {
  const r = readSquadText(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const PASTE = 'Paste XWS JSON or a list, one ship a line';

/** The page for `format`, with `text` pasted and read. */
function pasted(format: string | undefined, text: string) {
  const page = render(<SquadsPage format={format} />);
  fireEvent.change(page.getByLabelText(PASTE), { target: { value: text } });
  fireEvent.click(page.getByRole('button', { name: 'Read squad' }));
  return page;
}

/** The report's problems (or notes) as [check, message]. */
function findings(root: HTMLElement, kind: 'problems' | 'notes'): [string, string][] {
  return [...root.querySelectorAll(`.sq-findings--${kind} .sq-finding`)].map((el) => [
    el.querySelector('.sq-check')?.textContent ?? '',
    el.querySelector('.sq-finding__text')?.textContent ?? '',
  ]);
}

const verdict = (root: HTMLElement) => root.querySelector('.sq-verdict')?.textContent ?? '';

describe('reading what is pasted', () => {
  it('tells XWS, Drift squad JSON and a text list apart, and says which it read', () => {
    const xws = readPasted(`  ${WEDGE_XWS}`);
    expect(xws.ok && xws.kind).toBe('xws');
    expect(readingSummary(xws)).toBe('Read as XWS JSON: 2 pilots.');
    const drift = readPasted(JSON.stringify({ name: '', side: 'scum', pilots: [{ pilot: 200 }] }));
    expect(drift.ok && drift.kind).toBe('drift');
    expect(drift.ok && drift.squad.side).toBe('scum');
    const text = readPasted(FEL_LEGAL);
    expect(text.ok && text.kind).toBe('text');
    expect(readingSummary(text)).toBe('Read as a plain-text list: one pilot.');
    expect(text.ok && text.squad).toEqual(squadOf(FEL_LEGAL));
  });

  it('never throws: broken JSON, unknown cards and unreadable lines come back with every reason', () => {
    const broken = readPasted('{"faction": "rebel", "pilots": [');
    expect(broken.ok).toBe(false);
    expect(broken.kind).toBe('xws');
    expect(broken.ok ? '' : broken.problems[0]?.message).toMatch(/^It is not valid JSON: /);
    const unknown = readPasted('{"faction":"rebel","pilots":[{"name":"wedge","ship":"xwing"}]}');
    expect(unknown.ok ? [] : unknown.problems).toEqual([
      { message: 'pilots[0].name: no rebel pilot "wedge" flies the xwing' },
    ]);
    const lines = readPasted('Wedge Antiles + Push the Limit\n\nLuke Skywalker + Push the Limitt');
    expect(lines.ok).toBe(false);
    expect(lines.kind).toBe('text');
    expect(lines.ok ? [] : lines.problems.map((p) => p.line)).toEqual([1, 3]);
    expect(readingSummary(lines)).toBe(
      'Read as a plain-text list, but it could not be read (2 problems):',
    );
    expect(readPasted('   \n ')).toEqual({ ok: false, kind: 'empty', problems: [] });
  });

  it('imports .json and .txt files of a sensible size, and says plainly what is wrong with any other', async () => {
    const ok = await readSquadFile(new File([WEDGE_XWS], 'red.json'));
    expect(ok).toEqual({ ok: true, text: WEDGE_XWS });
    expect(await readSquadFile(new File(['x'], 'ship.png'))).toEqual({
      ok: false,
      message: 'ship.png is not a squad file: choose a .json or .txt file.',
    });
    const big = new File(['x'.repeat(MAX_SQUAD_FILE_BYTES + 1)], 'huge.txt');
    expect(await readSquadFile(big)).toEqual({
      ok: false,
      message: 'huge.txt is 65 KB; a squad file may be 64 KB at most.',
    });
    expect(await readSquadFile(new File([], 'none.txt'))).toEqual({
      ok: false,
      message: 'none.txt is empty.',
    });
    expect(
      await readSquadFile(new File([new Uint8Array([0x89, 0x50, 0, 0xff])], 'odd.json')),
    ).toEqual({
      ok: false,
      message: 'odd.json is not a text file, so not a squad list.',
    });
  });
});

describe('editing a squad', () => {
  it('adds and removes pilots and upgrades without touching the squad it was given', () => {
    const start = squadOf(FEL_WITH_PROBLEMS);
    const frozen = JSON.stringify(start);
    const more = addUpgrade(addPilot(start, 10), 2, 18);
    expect(more.pilots[2]).toEqual({ pilot: 10, upgrades: [18] });
    expect(JSON.stringify(start)).toBe(frozen);
    expect(setAt(['a', 'b'], 5, 'c')).toEqual(['a', 'b', 'c']);
    expect(setAt(['a', 'b'], 0, undefined)).toEqual(['b']);
  });

  it('XW-AOA-04, XW-AOA-08: the primary and Wingman keep pointing at the same ships when a pilot goes', () => {
    const s = addPilot(squadOf(FEL_WITH_PROBLEMS), 10); // 0 Fel (primary), 1 Academy (Wingman), 2 Academy
    expect(s.aceOfAces).toMatchObject({ primary: 0, wingman: 1 });
    expect(removePilot(s, 2).aceOfAces).toEqual({ primary: 0, alternates: [25, 10], wingman: 1 });
    expect(removePilot(s, 1).aceOfAces).toEqual({ primary: 0, alternates: [25, 10] });
    // With the ace gone the first ship left flies as the ace, and so is no Wingman.
    expect(removePilot(s, 0).aceOfAces).toEqual({ primary: 0, alternates: [25, 10] });
    expect(removePilot(setWingman(s, 2), 0).aceOfAces).toEqual({
      primary: 0,
      alternates: [25, 10],
      wingman: 1,
    });
    const moved = setWingman(setPrimary(s, 2), 0);
    expect(moved.aceOfAces).toEqual({ primary: 2, alternates: [25, 10], wingman: 0 });
    expect(setPrimary(moved, 0).aceOfAces).toEqual({ primary: 0, alternates: [25, 10] });
    expect(removePilot(removePilot(removePilot(s, 0), 0), 0).aceOfAces).toBeUndefined();
  });

  it('XW-AOA-05: alternates are set by their place in the respawn order, and need an ace first', () => {
    const s = squadOf(FEL_WITH_PROBLEMS);
    expect(setAlternate(s, 1, 29).aceOfAces?.alternates).toEqual([25, 29]);
    expect(setAlternate(s, 2, 31).aceOfAces?.alternates).toEqual([25, 10, 31]);
    expect(setAlternate(s, 0, undefined).aceOfAces?.alternates).toEqual([10]);
    const bare: Squad = { name: '', side: 'imperial', pilots: [{ pilot: 28, upgrades: [] }] };
    expect(setAlternate(bare, 0, 29)).toBe(bare);
    expect(setObstacle(bare, 0, 'coreasteroid2').obstacles).toEqual(['coreasteroid2']);
  });
});

describe('pointing at the fault', () => {
  it('gives every problem of a squad a place on the page: its row, or the part of the list it is about', () => {
    const squad = squadOf(FEL_WITH_PROBLEMS);
    const report = validateSquad('ace-of-aces', squad);
    expect(report.problems.map((p) => [p.check, problemTarget('sq-', p)])).toEqual([
      ['upgrade-slot', 'sq-p0u1'],
      ['aoa-alternates', 'sq-alternates'],
      ['aoa-alternate-ship', 'sq-alt1'],
      ['aoa-lowest-alternate', 'sq-alternates'],
      ['aoa-wingman', 'sq-p1'],
      ['aoa-wingman', 'sq-p1'],
      ['aoa-lone-wolf', 'sq-p0u1'],
      ['obstacle-count', 'sq-obstacles'],
      ['points-limit', 'sq-total'],
    ]);
    const marks = marksById('sq-', report.problems);
    expect(marks.get('sq-p0u1')?.problems.map((p) => p.check)).toEqual([
      'upgrade-slot',
      'aoa-lone-wolf',
    ]);
    expect(marks.get('sq-p0')).toBeUndefined();
  });
});

describe('the squad page', () => {
  it('XW-AOA-04..08, XW-AOA-34: shows every problem with its named check, marks the rows at fault, and follows a problem to its row', () => {
    const page = pasted('ace-of-aces', FEL_WITH_PROBLEMS);
    const root = page.container;
    expect(root.querySelector('.sq-read--ok')?.textContent).toBe(
      'Read as a plain-text list: 2 pilots.',
    );
    const expected = validateSquad('ace-of-aces', squadOf(FEL_WITH_PROBLEMS)).problems;
    expect(findings(root, 'problems')).toEqual(
      expected.map((p) => [p.check, `${p.message.charAt(0).toUpperCase()}${p.message.slice(1)}.`]),
    );
    expect(verdict(root)).toBe('!9 problems for Ace of Aces46 of 40 points');
    // The rows at fault are marked; the others are not.
    expect([...root.querySelectorAll('.sq-layout .sq-row.is-bad')].map((el) => el.id)).toEqual([
      'sq-p0u1',
      'sq-p1',
    ]);
    expect(root.querySelector('#sq-total')?.classList.contains('is-bad')).toBe(true);
    expect(root.querySelector('#sq-alt1')?.classList.contains('is-bad')).toBe(true);
    expect(root.querySelector('#sq-p0')?.textContent).toContain('Soontir Fel');
    expect(root.querySelector('#sq-p0')?.textContent).toContain('TIE Interceptor · PS 9');
    expect(root.querySelector('#sq-p0 .sq-role')?.textContent).toBe('Primary');
    expect(root.querySelector('#sq-p0u1')?.textContent).toBe('!2 problemsEliteLone Wolf2×');
    // Following the Lone Wolf problem focuses its row and flashes it.
    const lone = [...root.querySelectorAll<HTMLButtonElement>('.sq-finding--link')].find((b) =>
      b.textContent?.startsWith('aoa-lone-wolf'),
    );
    fireEvent.click(lone as HTMLButtonElement);
    expect(document.activeElement?.id).toBe('sq-p0u1');
    expect(document.activeElement?.classList.contains('is-shown')).toBe(true);
  });

  it('XW-AOA-34: fixing a problem on the page (removing Lone Wolf) takes it off the report', () => {
    const page = pasted('ace-of-aces', FEL_WITH_PROBLEMS);
    fireEvent.click(
      page.getByRole('button', { name: 'Remove Lone Wolf from Soontir Fel (pilot 1)' }),
    );
    const checks = findings(page.container, 'problems').map(([c]) => c);
    expect(checks).not.toContain('aoa-lone-wolf');
    expect(checks).not.toContain('upgrade-slot');
    expect(verdict(page.container)).toBe('!7 problems for Ace of Aces44 of 40 points');
  });

  it('XW-AOA-05..08: the ace’s parts are edited with selects until the squad is legal, shown in green', () => {
    const page = pasted('ace-of-aces', FEL_WITH_PROBLEMS);
    const { getByRole, getByLabelText, container } = page;
    fireEvent.click(getByRole('button', { name: 'Remove Lone Wolf from Soontir Fel (pilot 1)' }));
    fireEvent.change(getByLabelText('Wingman'), { target: { value: '' } });
    fireEvent.click(getByRole('button', { name: 'Remove Academy Pilot (pilot 2)' }));
    fireEvent.change(getByLabelText('Alternate 2'), { target: { value: '24' } });
    fireEvent.change(getByLabelText('Alternate 3'), { target: { value: '23' } });
    fireEvent.change(getByLabelText('Obstacle 1'), { target: { value: 'coreasteroid0' } });
    fireEvent.change(getByLabelText('Obstacle 2'), { target: { value: 'yt2400debris1' } });
    expect(findings(container, 'problems')).toEqual([]);
    expect(verdict(container)).toBe('✓Legal for Ace of Aces32 of 40 points');
    expect(container.querySelector('.sq-report')?.getAttribute('data-ok')).toBe('true');
    expect(container.querySelectorAll('.is-bad')).toHaveLength(0);
    // Only the ship's own pilots are offered as alternates (XW-AOA-05).
    const offered = [...(getByLabelText('Alternate 1') as HTMLSelectElement).options].map(
      (o) => o.text,
    );
    expect(offered[0]).toBe('None');
    expect(offered.slice(1).every((t) => /^.+ · PS \d+$/.test(t))).toBe(true);
    expect(offered).toContain('Alpha Squadron Pilot · PS 1');
    expect(offered).not.toContain('Academy Pilot · PS 1');
  });

  it('takes the format from the address, keeps the squad when the format changes, and writes the new one in the address', () => {
    const page = pasted('ace-of-aces', FEL_WITH_PROBLEMS);
    expect((page.getByRole('radio', { name: 'Ace of Aces' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(page.getByRole('radio', { name: 'Standard' }));
    expect(location.hash).toBe('#/org/squads/standard');
    page.rerender(<SquadsPage format="standard" />);
    expect(findings(page.container, 'problems').map(([c]) => c)).toEqual(['upgrade-slot']);
    expect(findings(page.container, 'notes')).toEqual([
      ['unused-part', 'Standard does not use Ace of Aces alternates or Wingmen.'],
    ]);
    expect(page.container.querySelector('#sq-aoa')).toBeNull();
    expect(verdict(page.container)).toBe(
      '!One problem for the standard 100-point game46 of 100 points',
    );
  });

  it('says when the address names no format, and checks for the standard game', () => {
    expect(pageFormat('whack-a-gorth')).toEqual({ format: 'whack-a-gorth' });
    expect(pageFormat('coruscant-campaign')).toEqual({ format: 'coruscant' });
    expect(pageFormat(undefined)).toEqual({ format: 'standard' });
    const page = render(<SquadsPage format="chess" />);
    expect(page.container.querySelector('.sq-formats .hint')?.textContent).toContain(
      'no format “chess”',
    );
    expect((page.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
  });

  it('XW-PE-03, XW-PE-07, XW-PE-29, XW-PE-30: shows the shuttle’s cards, the banned turret as a problem, and the notes apart', () => {
    const page = pasted('political-escort', ESCORT);
    const root = page.container;
    expect(findings(root, 'problems')).toEqual([
      [
        'pe-banned',
        'Twin Laser Turret on Gold Squadron Pilot (pilot 3): Twin Laser Turret is banned.',
      ],
    ]);
    expect(findings(root, 'notes').map(([c]) => c)).toEqual([
      'pe-shuttle-only',
      'pe-shuttle-only',
      'pe-blanked-pilot',
    ]);
    expect(root.querySelector('#sq-p2u0')?.classList.contains('is-bad')).toBe(true);
    expect(root.querySelector('#sq-p0')?.classList.contains('is-noted')).toBe(true);
    expect(root.querySelector('#sq-shuttle-u0')?.textContent).toContain('Leia Organa');
    // A third Crew card overflows the shuttle's two Crew slots.
    const add = page.getByLabelText("Add an upgrade to the Senator's Shuttle") as HTMLSelectElement;
    const crew = [...add.querySelectorAll('optgroup[label="Crew"] option')];
    const gunner = crew.find((o) => o.textContent === 'Gunner (5)') as HTMLOptionElement;
    fireEvent.change(add, { target: { value: gunner.value } });
    fireEvent.change(add, { target: { value: gunner.value } });
    expect(findings(root, 'problems').map(([c]) => c)).toEqual([
      'pe-shuttle-slots',
      'pe-banned',
      'points-limit',
    ]);
    fireEvent.click(
      page.getByRole('button', {
        name: 'Remove Twin Laser Turret from Gold Squadron Pilot (pilot 3)',
      }),
    );
    fireEvent.click(
      page.getAllByRole('button', { name: 'Remove Gunner from the shuttle' })[0] as HTMLElement,
    );
    // 95, +10 for two Gunners, −6 for the turret, −5 for a Gunner.
    expect(verdict(root)).toBe('✓Legal for Political Escort94 of 100 points');
  });

  it('XW-OBJ-01: an Objective Play list names three objectives, chosen from the objective cards', () => {
    const page = pasted('objective-play', 'Wedge Antilles\nObjectives: Minefield, Spice Run');
    expect(findings(page.container, 'problems')).toEqual([
      ['objectives', 'The list names 2 objectives; an Objective Play list names 3.'],
    ]);
    const third = page.getByLabelText('Objective 3') as HTMLSelectElement;
    expect(third.options).toHaveLength(15);
    fireEvent.change(third, { target: { value: 'minefield' } });
    expect(findings(page.container, 'problems')).toEqual([
      ['objective-repeated', 'Objective 3, "minefield", is named twice.'],
    ]);
    expect(page.container.querySelector('#sq-obj2')?.classList.contains('is-bad')).toBe(true);
    fireEvent.change(third, { target: { value: 'torpedo-run' } });
    expect(verdict(page.container)).toBe('✓Legal for Objective Play29 of 100 points');
  });

  it('starts from an empty squad and builds one from the card data', () => {
    const page = render(<SquadsPage format="standard" />);
    fireEvent.click(page.getByRole('button', { name: 'Start from an empty squad' }));
    expect(findings(page.container, 'problems')).toEqual([
      ['empty-squad', 'The squad has no pilot.'],
    ]);
    fireEvent.change(page.getByLabelText('Add a pilot'), { target: { value: '0' } });
    const add = page.getByLabelText(
      'Add an upgrade to Wedge Antilles (pilot 1)',
    ) as HTMLSelectElement;
    const groups = [...add.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'));
    expect(groups).toEqual(['Elite', 'Torpedo', 'Astromech', 'Modification']);
    fireEvent.change(add, { target: { value: '18' } });
    expect(page.container.querySelector('#sq-p0u0')?.textContent).toBe('ElitePush the Limit3×');
    expect(verdict(page.container)).toBe('✓Legal for the standard 100-point game32 of 100 points');
  });

  it('folds the paste box once a squad is read, and opens it empty for another', () => {
    const page = pasted(undefined, FEL_LEGAL);
    expect(page.queryByLabelText(PASTE)).toBeNull();
    // Starting over empty is offered before a squad is in, not over one.
    expect(page.queryByRole('button', { name: 'Start from an empty squad' })).toBeNull();
    fireEvent.click(page.getByRole('button', { name: 'Paste another squad' }));
    const box = page.getByLabelText(PASTE) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    fireEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(page.queryByLabelText(PASTE)).toBeNull();
    expect(page.container.querySelector('#sq-p0')?.textContent).toContain('Soontir Fel');
  });

  it('shows a list that cannot be read line by line, and keeps the squad read before', () => {
    const page = pasted(undefined, FEL_LEGAL);
    fireEvent.click(page.getByRole('button', { name: 'Paste another squad' }));
    fireEvent.change(page.getByLabelText(PASTE), {
      target: { value: 'Wedge Antiles\nBiggs Darklighter (26)' },
    });
    fireEvent.click(page.getByRole('button', { name: 'Read squad' }));
    const bad = page.container.querySelector('.sq-read--bad')?.textContent ?? '';
    expect(bad).toContain('Read as a plain-text list, but it could not be read (2 problems):');
    expect(bad).toContain('line 1: no pilot called "Wedge Antiles"');
    expect(bad).toContain('line 2: Biggs Darklighter costs 25, not 26');
    expect(bad).toContain('The squad below is still the one read before.');
    expect(page.container.querySelector('#sq-p0')?.textContent).toContain('Soontir Fel');
  });

  it('imports a squad file, saying what it was read as; a wrong file gets a clear message', async () => {
    const page = render(<SquadsPage format="standard" />);
    const input = page.container.querySelector<HTMLInputElement>(
      'input[type=file]',
    ) as HTMLInputElement;
    const choose = async (file: File) => {
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => {
        fireEvent.change(input);
      });
    };
    await choose(new File(['GIF89a'], 'photo.gif'));
    expect(page.container.querySelector('.sq-paste__said .error')?.textContent).toBe(
      'photo.gif is not a squad file: choose a .json or .txt file.',
    );
    await choose(new File([WEDGE_XWS], 'red-and-gold.json'));
    await page.findByText('Read as XWS JSON: 2 pilots. From red-and-gold.json.');
    expect(page.container.querySelector('.sq-squad__title')?.textContent).toBe('Red and Gold');
    expect(page.container.querySelectorAll('.sq-squad .sq-ship')).toHaveLength(2);
  });

  it('exports the squad: XWS JSON and the text list to the clipboard, XWS as a download', async () => {
    const writeText = vi.fn(async (_: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:squad';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const page = pasted('ace-of-aces', FEL_LEGAL);
    const squad = squadOf(FEL_LEGAL);
    const xws = toXws(squad);
    if (!xws.ok) throw new Error(xws.error.message);
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: 'Copy XWS JSON' }));
    });
    expect(JSON.parse(writeText.mock.calls[0]?.[0] ?? '')).toEqual(xws.value);
    expect(page.container.querySelector('.sq-export__said')?.textContent).toBe(
      'Copied the XWS JSON to the clipboard.',
    );
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: 'Copy text list' }));
    });
    expect(readSquadText(writeText.mock.calls[1]?.[0] ?? '')).toEqual({ ok: true, value: squad });
    fireEvent.click(page.getByRole('button', { name: 'Download .json' }));
    expect(names).toEqual(['fel-s-wrath.json']);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(xws.value);
    expect(fileName('')).toBe('squad.json');
  });

  it('shows the text to copy by hand when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const page = pasted('standard', 'Wedge Antilles');
    await act(async () => {
      fireEvent.click(page.getByRole('button', { name: 'Copy text list' }));
    });
    const manual = page.getByLabelText('The text to copy') as HTMLTextAreaElement;
    expect(manual.value).toContain('Wedge Antilles');
    expect(
      within(page.container.querySelector('.sq-export') as HTMLElement).getByRole('status')
        .textContent,
    ).toMatch(/would not copy/);
  });
});
