// @vitest-environment happy-dom
/**
 * The ship mat over real states: counts of markers, Energy, damage, cubes and outfits match the
 * captain; another captain's unrevealed missions are card backs with nothing of their faces;
 * the hold's marked cells are buttons that say where damage goes.
 */
import type { CaptainView } from '@drift/xia';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { damageCells } from '../src/board/fromLegal.ts';
import { ShipMat } from '../src/mat/ShipMat.tsx';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

function renderMat(captain: CaptainView, extra: Partial<Parameters<typeof ShipMat>[0]> = {}) {
  return render(<ShipMat captain={captain} content={content()} fameTarget={10} {...extra} />);
}

const count = (root: ParentNode, selector: string) => root.querySelectorAll(selector).length;

describe('ship mat counts', () => {
  // Every captain of every fixture, so hurt ships, cargo, spent markers and used impulse all show.
  const captains = () =>
    ['early', 'damage', 'mats', 'late'].flatMap((id) =>
      fixture(id).view.captains.map((c) => ({ id, c })),
    );

  it('shows each marker where it is, the Energy, the damage, the cubes and the outfits', () => {
    let sawDamage = false;
    let sawCubes = false;
    let sawSpent = false;
    for (const { id, c } of captains()) {
      if (!c.ship) continue;
      const { container, unmount } = renderMat(c);
      const where = `${id}, seat ${c.seat}`;
      const at = (kind: string) => c.markers.filter((m) => m.at === kind).length;
      expect(count(container, '.markers [data-marker="armed"]'), where).toBe(at('armed'));
      expect(count(container, '.markers [data-marker="disarmed"]'), where).toBe(at('disarmed'));
      expect(count(container, '.markers [data-marker="spent"]'), where).toBe(at('used'));
      expect(count(container, '.hold-grid [data-marker="spent"]'), where).toBe(at('used'));
      const meter = container.querySelector('[role="meter"]');
      expect(meter?.getAttribute('aria-valuenow'), where).toBe(String(c.energy));
      expect(count(container, '.energy__cell--full'), where).toBe(c.energy);
      expect(count(container, '.hold-grid [data-damage]'), where).toBe(c.hold.damage.length);
      for (const colour of ['spice', 'holo', 'terra', 'plasma', 'cyber'] as const) {
        const n = c.hold.cargo.filter((x) => x.kind === 'cube' && x.colour === colour).length;
        expect(count(container, `.hold-grid [data-cube="${colour}"]`), `${where} ${colour}`).toBe(
          n,
        );
      }
      expect(count(container, '.hold-grid [data-outfit]'), where).toBe(c.hold.outfits.length);
      expect(count(container, '.hold-slot'), where).toBe(content().holdCells(c.ship).length);
      expect(container.querySelector('[data-impulse]')?.getAttribute('data-impulse'), where).toBe(
        c.impulseReady ? 'ready' : 'used',
      );
      const abilities = [...container.querySelectorAll('[data-ability]')].map((el) =>
        el.getAttribute('data-ability'),
      );
      expect(abilities, where).toEqual(
        c.abilities.map((a) => (a.exhausted ? 'exhausted' : 'ready')),
      );
      expect(container.querySelector('[data-stat="credits"]')?.textContent, where).toContain(
        c.credits.toLocaleString('en-US'),
      );
      expect(container.querySelector('[data-stat="fame"]')?.textContent, where).toContain(
        `${c.fame}of 10`,
      );
      expect(container.querySelector('[data-stat="bounty"]')?.textContent, where).toContain(
        c.bounty > 0 ? 'Outlaw' : 'Innocent',
      );
      sawDamage ||= c.hold.damage.length > 0;
      sawCubes ||= c.hold.cargo.length > 0;
      sawSpent ||= at('used') > 0;
      unmount();
    }
    expect([sawDamage, sawCubes, sawSpent]).toEqual([true, true, true]);
  });

  it('takes 1 off an outfit die for each damage marker on it', () => {
    type Held = ReturnType<typeof captains>[number]['c'];
    const cellsOf = (o: Held['hold']['outfits'][number]) =>
      content()
        .shape(o.kind, o.turns)
        .cells.map(([x, y]) => [o.at[0] + x, o.at[1] + y] as [number, number]);
    const damaged = (c: Held) =>
      c.hold.outfits.some((o) =>
        cellsOf(o).some(([x, y]) => c.hold.damage.some(([dx, dy]) => dx === x && dy === y)),
      );
    const list = captains();
    // A fixture's hurt outfit, else a fixture's captain given a marker on each cell of the first
    // outfit but one (the bots' games may well end with no outfit hurt at these moments).
    const found = list.find(({ c }) => damaged(c));
    const armed = list.find(({ c }) => c.ship !== null && c.hold.outfits.length > 0);
    const first = armed?.c.hold.outfits[0];
    const hurt =
      found ??
      (armed &&
        first && {
          id: armed.id,
          c: {
            ...armed.c,
            hold: {
              ...armed.c.hold,
              cargo: [],
              damage: cellsOf(first).slice(0, Math.max(1, cellsOf(first).length - 1)),
            },
          },
        });
    if (!hurt) throw new Error('no fixture has an outfit to hurt');
    expect(damaged(hurt.c)).toBe(true);
    const { container } = renderMat(hurt.c);
    const hurts = [...container.querySelectorAll('.outfits__hurt')].map((el) =>
      el.textContent?.trim(),
    );
    const expected = hurt.c.hold.outfits
      .map((o) => {
        const cells = content()
          .shape(o.kind, o.turns)
          .cells.map(([x, y]) => `${o.at[0] + x},${o.at[1] + y}`);
        return hurt.c.hold.damage.filter(([x, y]) => cells.includes(`${x},${y}`)).length;
      })
      .filter((n) => n > 0)
      .map((n) => `−${n}`);
    expect(hurts).toEqual(expected);
  });
});

describe('before a ship is chosen', () => {
  it('says so instead of drawing an empty hold and a zero Energy meter', () => {
    const c = fixture('early').view.captains[0];
    if (!c) throw new Error('no captain');
    const { container } = renderMat({ ...c, ship: null });
    expect(container.textContent).toContain('Still choosing a ship');
    expect(count(container, '.hold-grid')).toBe(0);
    expect(count(container, '[role="meter"]')).toBe(0);
  });
});

describe('missions', () => {
  it("shows a captain's own missions face up with the next step, and another captain's as backs", () => {
    const f = fixture('mats');
    const secret = f.secret;
    if (!secret) throw new Error('no omniscient view');
    const me = f.view.captains[f.seat];
    if (!me) throw new Error('no captain');
    const own = renderMat(me);
    const cards = me.missions.active.flatMap((m) => ('hidden' in m ? [] : [m]));
    expect(cards.length).toBeGreaterThan(0);
    for (const m of cards) {
      const def = content().mission(m.card);
      expect(own.container.textContent).toContain(def.name);
    }
    expect(count(own.container, '.mission__next')).toBe(cards.length);
    expect(count(own.container, '[data-mission="hidden"]')).toBe(0);
    own.unmount();

    const other = f.view.captains.find(
      (c) => c.seat !== f.seat && c.missions.active.some((m) => 'hidden' in m),
    );
    const truth = other && secret.captains[other.seat];
    if (!other || !truth) throw new Error('no other captain with a secret mission');
    const { container } = renderMat(other);
    const hidden = other.missions.active.filter((m) => 'hidden' in m).length;
    expect(count(container, '[data-mission="hidden"]')).toBe(hidden);
    for (const m of truth.missions.active) {
      if ('hidden' in m || m.revealed) continue;
      const def = content().mission(m.card);
      expect(container.textContent).not.toContain(def.name);
      expect(container.textContent).not.toContain(def.text);
    }
  });
});

describe('placing damage', () => {
  it('makes the cells the legal list names into buttons and reports the one activated', () => {
    const f = fixture('damage');
    const cells = damageCells(f.legal);
    expect(cells.length).toBeGreaterThan(0);
    const me = f.view.captains[f.seat];
    if (!me) throw new Error('no captain');
    const onCellActivate = vi.fn();
    const { container } = renderMat(me, { highlightedCells: cells, onCellActivate });
    const targets = [...container.querySelectorAll<SVGRectElement>('[data-target]')];
    expect(targets.map((t) => t.getAttribute('data-target')).sort()).toEqual(
      cells.map(([x, y]) => `${x},${y}`).sort(),
    );
    for (const t of targets) {
      expect(t.getAttribute('role')).toBe('button');
      expect(t.getAttribute('tabindex')).toBe('0');
      expect(t.getAttribute('aria-label')).toMatch(
        /^Column \d+, row \d+: .*Place a damage marker here$/,
      );
    }
    const [first, second] = targets;
    if (!first || !second) throw new Error('fewer than two targets');
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.click(second);
    const key = (el: Element) => el.getAttribute('data-target')?.split(',').map(Number);
    expect(onCellActivate.mock.calls.map(([c]) => [...c])).toEqual([key(first), key(second)]);
    // Cells not named are no buttons.
    expect(count(container, '.hold-grid [role="button"]')).toBe(cells.length);
  });
});

describe('Ice damage on the mat (XE-ICE-01)', () => {
  it('draws Ice apart from normal damage, and says so', () => {
    const c = fixture('damage').view.captains.find((x) => x.hold.damage.length >= 2);
    if (!c) throw new Error('the damage fixture has no ship with 2 damage');
    const [ice, plain] = c.hold.damage;
    if (!ice || !plain) throw new Error('unreachable');
    const { container } = renderMat({ ...c, hold: { ...c.hold, ice: [ice] } });
    const iced = [...container.querySelectorAll('.hold-grid [data-ice="true"]')];
    expect(iced.map((el) => el.getAttribute('data-damage'))).toEqual([`${ice[0]},${ice[1]}`]);
    expect(iced[0]?.classList.contains('damage--ice')).toBe(true);
    expect(iced[0]?.querySelector('title')?.textContent).toMatch(/^Ice damage: melts/);
    expect(count(container, '.hold-grid .damage:not(.damage--ice)')).toBe(c.hold.damage.length - 1);
  });
});

describe('element F on the mat (XE-OUTF-01, XE-MOD-01)', () => {
  it("draws a pod's spaces outside the hold and a Mod over a use space as a chip", () => {
    const base = fixture('late').view.captains.find(
      (x) => x.ship && x.hold.outfits.some((o) => content().shape(o.kind, o.turns).use.length > 0),
    );
    if (!base?.ship) throw new Error('no captain with a use space');
    const holdCells = content().holdCells(base.ship);
    const inHold = new Set(holdCells.map(([x, y]) => `${x},${y}`));
    const corner = holdCells[0];
    if (!corner) throw new Error('no hold');
    // The pod's arrow space on the hold's first cell, its other spaces reaching out above it.
    let pod: { at: [number, number]; turns: 0 | 1 | 2 | 3 } | null = null;
    for (const turns of [0, 1, 2, 3] as const) {
      const shape = content().shape('cargo-pod', turns);
      if (!shape.connect) continue;
      const at: [number, number] = [corner[0] - shape.connect[0], corner[1] - shape.connect[1]];
      const outside = shape.cells.filter(([x, y]) => !inHold.has(`${x + at[0]},${y + at[1]}`));
      if (outside.length === 3) pod = { at, turns };
    }
    if (!pod) throw new Error('no way to hang the pod outside this hold');
    const host = base.hold.outfits.find((o) => content().shape(o.kind, o.turns).use.length > 0);
    const use = host ? content().shape(host.kind, host.turns).use[0] : undefined;
    if (!host || !use) throw new Error('unreachable');
    const captain = {
      ...base,
      hold: {
        ...base.hold,
        outfits: [
          ...base.hold.outfits.filter(
            (o) =>
              !content()
                .shape(o.kind, o.turns)
                .cells.some(([x, y]) => x + o.at[0] === corner[0] && y + o.at[1] === corner[1]),
          ),
          { uid: 900, kind: 'cargo-pod', at: pod.at, turns: pod.turns },
          {
            uid: 901,
            kind: 'piercer',
            at: [host.at[0] + use[0], host.at[1] + use[1]] as [number, number],
            turns: 0 as const,
            on: { outfit: host.uid, space: 0 },
          },
        ],
        cargo: [],
        damage: [],
      },
    };
    const { container } = renderMat(captain);
    expect(count(container, '.hold-grid [data-outer="true"]')).toBe(3);
    expect(count(container, '.hold-slot:not(.hold-slot--outer)')).toBe(holdCells.length);
    const chip = container.querySelector('.mod-chip[data-outfit="piercer"]');
    expect(chip?.querySelector('title')?.textContent).toBe('Piercer (Mod)');
    // The pod is drawn with its four cells and labelled as a pod, not as a die.
    const drawn = container.querySelector('.outfit[data-outfit="cargo-pod"]');
    expect(drawn?.querySelectorAll('.outfit__cell')).toHaveLength(4);
    expect(drawn?.querySelector('.outfit__die')?.textContent).toBe('POD');
    // The grid grew to show the outer spaces: the svg is taller or wider than the hold alone.
    const svg = container.querySelector('svg.hold-grid');
    const ship = content().ship(base.ship);
    const plain = (Math.max(...ship.hold.map((r) => r.length)) + ship.hold.length) * 48;
    const [w, h] = [Number(svg?.getAttribute('width')), Number(svg?.getAttribute('height'))];
    expect(w + h).toBeGreaterThan(plain + 12);
  });
});
