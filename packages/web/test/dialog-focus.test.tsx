// @vitest-environment happy-dom
/**
 * The keyboard starts on a dialog's main choice: the first option (a shield to raise, a weapon to
 * fire, a hold space for damage, an outfit to buy, a ship), else the primary action, else the
 * first action; never "Look at the board" or the close button, unless nothing else is there.
 */
import type { XiaCommand } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promptAnswers } from '../src/play/actions.ts';
import { Dialog } from '../src/play/Dialog.tsx';
import { RearmShieldsDialog } from '../src/play/prompts/CountDialog.tsx';
import { PromptDialog } from '../src/play/prompts/PromptDialog.tsx';
import { ShipChoice } from '../src/play/ShipChoice.tsx';
import { ShopDialog } from '../src/play/ShopDialog.tsx';
import { StrikeDialog } from '../src/play/StrikeDialog.tsx';
import { type DefendMoment, defendMoment, GAME_TIMEOUT } from './game.ts';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const nothing = () => {};

let moment: DefendMoment;
beforeAll(() => {
  moment = defendMoment();
}, GAME_TIMEOUT);

const focused = () => document.activeElement as HTMLElement | null;

/** A fresh setup played until `type` is legal. */
function setupUntil(type: XiaCommand['type']) {
  const made = xia.setup({ seats: 3, fameTarget: 10, preset: 'standard' }, 'focus');
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  for (let i = 0; i < 20; i++) {
    const s = xia.status(state);
    const seat = s.kind === 'active' ? (s.toAct[0] ?? 0) : 0;
    const legal = xia.legal(state, seat);
    if (legal.some((c) => c.type === type)) return { state, seat, legal };
    const next = xia.apply(state, seat, legal[0] as XiaCommand);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
  throw new Error(`no ${type} in setup`);
}

describe('the first focus of a dialog', () => {
  it('goes to the first action, not "Look at the board", when the body has no option', () => {
    render(
      <Dialog
        kind="t"
        title="T"
        onPeek={nothing}
        actions={
          <>
            <button type="button" className="btn">
              Leave them
            </button>
            <button type="button" className="btn btn--primary">
              Re-arm 2
            </button>
          </>
        }
      >
        <p>Words only.</p>
      </Dialog>,
    );
    expect(focused()?.textContent).toBe('Re-arm 2');
  });

  it('goes to the first option in the body before the close button', () => {
    render(
      <Dialog kind="t" title="T" onClose={nothing}>
        <button type="button" disabled>
          Sold out
        </button>
        <button type="button">First ship</button>
      </Dialog>,
    );
    expect(focused()?.textContent).toBe('First ship');
  });

  it('goes to a control the dialog names with data-autofocus', () => {
    render(
      <Dialog
        kind="t"
        title="T"
        onPeek={nothing}
        actions={
          <button type="button" className="btn btn--primary" data-autofocus="">
            Lay it here
          </button>
        }
      >
        <button type="button">Zoom in</button>
      </Dialog>,
    );
    expect(focused()?.textContent).toBe('Lay it here');
  });

  it('Defend: the first shield to raise', () => {
    const view = xia.view(moment.state, { seat: moment.defender });
    const me = view.captains[moment.defender];
    const top = view.prompts.at(-1);
    if (!me || top?.kind !== 'Defend') throw new Error('no Defend prompt');
    const { container } = render(
      <PromptDialog
        prompt={top}
        answers={promptAnswers(xia.legal(moment.state, moment.defender))}
        view={view}
        content={content()}
        me={me}
        busy={false}
        send={nothing}
        onPeek={nothing}
      />,
    );
    expect(focused()).toBe(container.querySelector('.ticks input[type="checkbox"]'));
    expect(focused()?.closest('label')?.textContent).toMatch(/^Targe Shield/);
  });

  it('PlaceDamage: the first hold space that can take the marker', () => {
    const f = fixture('damage');
    const me = f.view.captains[f.seat];
    const top = f.view.prompts.at(-1);
    if (!me || top?.kind !== 'PlaceDamage') throw new Error('no PlaceDamage prompt');
    const { container } = render(
      <PromptDialog
        prompt={top}
        answers={promptAnswers(f.legal)}
        view={f.view}
        content={content()}
        me={me}
        busy={false}
        send={nothing}
        onPeek={nothing}
      />,
    );
    const first = container.querySelector('.hold-target');
    expect(first).not.toBeNull();
    expect(focused()).toBe(first);
  });

  it('RearmShields: the primary button, re-arming them all', () => {
    const view = xia.view(moment.state, { seat: moment.defender });
    const me = view.captains[moment.defender];
    if (!me) throw new Error('no captain');
    render(
      <RearmShieldsDialog
        prompt={{ kind: 'RearmShields', seat: me.seat, count: 2 }}
        answers={[0, 1, 2].map((count) => ({ type: 'RearmShields' as const, count }))}
        view={view}
        content={content()}
        me={me}
        busy={false}
        send={nothing}
        onPeek={nothing}
      />,
    );
    expect(focused()?.textContent).toBe('Re-arm 2 (2 Energy)');
  });

  it('Strike: the first weapon, not the close button', () => {
    const view = xia.view(moment.state, { seat: moment.attacker });
    const me = view.captains[moment.attacker];
    if (!me) throw new Error('no captain');
    // The attack the moment came from, as the attacker could choose it.
    const weapon = me.hold.outfits.find((o) => o.kind === 'saker-v-blaster');
    if (!weapon) throw new Error('no blaster');
    const attack: XiaCommand = {
      type: 'Attack',
      target: { seat: moment.defender },
      use: [{ outfit: weapon.uid, space: 0 }],
    };
    const { container } = render(
      <StrikeDialog
        target={{ seat: moment.defender }}
        commands={[attack]}
        view={view}
        me={me}
        content={content()}
        busy={false}
        send={nothing}
        onClose={nothing}
      />,
    );
    expect(focused()).toBe(container.querySelector('.ticks input'));
    expect(focused()?.getAttribute('aria-label')).not.toBe('Close');
  });

  it('Shop: the first outfit for sale, not the close button', () => {
    const { state, seat, legal } = setupUntil('BuyOutfit');
    const view = xia.view(state, { seat });
    const me = view.captains[seat];
    if (!me) throw new Error('no captain');
    const buys = legal.flatMap((c) => (c.type === 'BuyOutfit' ? [c] : []));
    const { container } = render(
      <ShopDialog
        commands={buys}
        view={view}
        me={me}
        content={content()}
        busy={false}
        send={nothing}
        onClose={nothing}
      />,
    );
    expect(focused()).toBe(container.querySelector('.shop__item'));
  });

  it('ShipChoice: the first ship, when the player is nowhere else', () => {
    const { legal, state } = setupUntil('ChooseShip');
    const ships = legal.flatMap((c) => (c.type === 'ChooseShip' ? [c] : []));
    const { container } = render(
      <ShipChoice commands={ships} view={state} content={content()} busy={false} send={nothing} />,
    );
    expect(focused()).toBe(container.querySelector('.ship-card'));
    expect(focused()?.textContent).toContain(content().ship(ships[0]?.ship ?? '').name);
  });

  it('ShipChoice leaves the focus where the player already is', () => {
    const { legal, state } = setupUntil('ChooseShip');
    const ships = legal.flatMap((c) => (c.type === 'ChooseShip' ? [c] : []));
    const r = render(<input aria-label="Name" />);
    const input = r.getByLabelText('Name');
    input.focus();
    render(
      <ShipChoice commands={ships} view={state} content={content()} busy={false} send={nothing} />,
    );
    expect(focused()).toBe(input);
  });
});
