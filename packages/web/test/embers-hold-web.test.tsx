// @vitest-environment happy-dom
/**
 * Element E's cargo on the ship mat: a Relic covers 2 hold cells (right when turns is 0, below
 * when 1) and is drawn once, face down as '?' (XE-RELIC-01); an Ember is a white cube of its
 * own (XE-EMBER-01); both take free space.
 */
import {
  type CaptainView,
  type Cell,
  HIDDEN_RELIC,
  KILN_INTERIOR,
  type XiaCommand,
} from '@drift/xia';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cellKey, holdModel } from '../src/mat/holdModel.ts';
import { ShipMat } from '../src/mat/ShipMat.tsx';
import { SiftRewardDialog } from '../src/play/prompts/TokenDialogs.tsx';
import type { PromptProps } from '../src/play/prompts/types.ts';
import { RelicDialog } from '../src/play/RelicDialog.tsx';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);

/** A captain of the late fixture with room for 2 Relics and an Ember, and where. */
function withRoom(): { captain: CaptainView; right: Cell; below: Cell; single: Cell } {
  for (const full of fixture('late').view.captains) {
    if (!full.ship) continue;
    // An empty hold but for the outfits, so the test has room.
    const c: CaptainView = { ...full, hold: { ...full.hold, cargo: [], damage: [], ice: [] } };
    const hold = holdModel(c, content());
    const free = new Set(
      hold.cells.filter((x) => !x.outfit && !x.cube && !x.damaged).map((x) => cellKey(x.cell)),
    );
    const has = (x: number, y: number) => free.has(`${x},${y}`);
    for (const cell of hold.cells) {
      const [x, y] = cell.cell;
      for (const [bx, by] of hold.cells.map((h) => h.cell)) {
        if (!has(x, y) || !has(x + 1, y) || !has(bx, by) || !has(bx, by + 1)) continue;
        const used = new Set([`${x},${y}`, `${x + 1},${y}`, `${bx},${by}`, `${bx},${by + 1}`]);
        if (used.size < 4) continue;
        const single = [...free].find((k) => !used.has(k));
        if (!single) continue;
        const [sx, sy] = single.split(',').map(Number) as [number, number];
        return { captain: c, right: [x, y], below: [bx, by], single: [sx, sy] };
      }
    }
  }
  throw new Error('no hold with room');
}

describe("element E's cargo in the hold", () => {
  it('XE-RELIC-01, XE-EMBER-01: draws a face-down Relic over 2 cells, a face-up one, and an Ember', () => {
    const { captain, right, below, single } = withRoom();
    const before = holdModel(captain, content()).free;
    const loaded: CaptainView = {
      ...captain,
      hold: {
        ...captain.hold,
        cargo: [
          ...captain.hold.cargo,
          { kind: 'relic', relic: HIDDEN_RELIC, at: right, turns: 0 },
          { kind: 'relic', relic: 'relic-test', at: below, turns: 1 },
          { kind: 'ember', at: single },
        ],
      },
    };
    const hold = holdModel(loaded, content());
    expect(hold.free).toBe(before - 5);
    const at = (c: Cell) => hold.cells.find((x) => cellKey(x.cell) === cellKey(c));
    expect(at([right[0] + 1, right[1]])?.relic?.face).toBeNull();
    expect(at([below[0], below[1] + 1])?.relic?.face).toBe('relic-test');
    expect(at(single)?.ember).toBe(true);

    const { container } = render(<ShipMat captain={loaded} content={content()} fameTarget={10} />);
    const relics = [...container.querySelectorAll('.relic')];
    expect(relics).toHaveLength(2);
    const down = container.querySelector('.relic--down');
    expect(down?.getAttribute('data-cells')).toBe(`${cellKey(right)} ${right[0] + 1},${right[1]}`);
    expect(down?.querySelector('.relic__face')?.textContent).toBe('?');
    // Drawn 2 cells wide, 1 high.
    const tile = down?.querySelector('.relic__tile');
    expect(Number(tile?.getAttribute('width'))).toBeGreaterThan(
      Number(tile?.getAttribute('height')) * 1.5,
    );
    const up = container.querySelector('.relic--up');
    expect(up?.getAttribute('data-cells')).toBe(`${cellKey(below)} ${below[0]},${below[1] + 1}`);
    expect(up?.getAttribute('data-relic')).toBe('relic-test');
    expect(container.querySelectorAll('[data-cube="ember"]')).toHaveLength(1);
    const grid = container.querySelector('.hold-grid');
    expect(grid?.getAttribute('aria-label')).toContain(`${before - 5} free`);
  });
});

describe('moving a Relic', () => {
  it('XE-RELIC-01: picks the Relic, lying or standing, and sends the move to the cell clicked', () => {
    const { captain, right } = withRoom();
    const loaded: CaptainView = {
      ...captain,
      hold: {
        ...captain.hold,
        cargo: [{ kind: 'relic', relic: HIDDEN_RELIC, at: right, turns: 0 }],
      },
    };
    const to: Cell = [right[0], right[1]];
    const lying: XiaCommand = { type: 'MoveRelic', from: right, to, turns: 0 };
    const standing: XiaCommand = { type: 'MoveRelic', from: right, to, turns: 1 };
    const sent: XiaCommand[] = [];
    const { container, getByLabelText } = render(
      <RelicDialog
        commands={[lying, standing]}
        me={loaded}
        content={content()}
        busy={false}
        send={(c) => sent.push(c)}
        onClose={() => {}}
      />,
    );
    // One Relic aboard: it is chosen; the target cells are marked.
    const target = () => container.querySelector(`.hold-target[data-target="${cellKey(to)}"]`);
    fireEvent.click(getByLabelText(/standing/) as HTMLInputElement);
    expect(target()).not.toBeNull();
    fireEvent.click(target() as Element);
    expect(sent).toEqual([standing]);
  });
});

describe('a docked ship on its mat', () => {
  it('XE-KILN-05: says it is docked in The Kiln and on which space', () => {
    const { captain } = withRoom();
    const docked: CaptainView = { ...captain, at: KILN_INTERIOR[2] ?? null };
    const { container, unmount } = render(
      <ShipMat captain={docked} content={content()} fameTarget={10} />,
    );
    expect(container.querySelector('.mat__docked')?.textContent).toBe(
      'Docked in The Kiln, space 3 (Sell)',
    );
    unmount();
    const out = render(<ShipMat captain={captain} content={content()} fameTarget={10} />);
    expect(out.container.querySelector('.mat__docked')).toBeNull();
  });
});

describe('the reward of a sifted Relic', () => {
  it('XE-RELIC-03: names the Relic and its reward; both answers are sent', () => {
    const sent: XiaCommand[] = [];
    const props = {
      prompt: { kind: 'SiftReward', seat: 0, relic: 'star-chart' },
      answers: [],
      busy: false,
      send: (c: XiaCommand) => sent.push(c),
      onPeek: () => {},
    } as unknown as PromptProps<'SiftReward'>;
    render(<SiftRewardDialog {...props} />);
    expect(screen.getByText('Star Chart of the Old Lanes')).toBeTruthy();
    fireEvent.click(screen.getByText('Take 3,000 credits'));
    fireEvent.click(screen.getByText('Take 1 Fame'));
    expect(sent).toEqual([
      { type: 'ChooseRelicReward', reward: 'reward' },
      { type: 'ChooseRelicReward', reward: 'fame' },
    ]);
  });
});
