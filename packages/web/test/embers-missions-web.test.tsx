// @vitest-environment happy-dom
/**
 * Element E's missions in the client: the strike dialog offers to declare a Coerce card when the
 * legal list has such a strike and sends the declaring command (XE-MTYP-05); the mat's card
 * says how each new type pays (XE-MTYP-02..05); the mission buttons read well.
 */
import type { ActiveMission, XiaCommand, XiaState } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { missionPay, nextStep } from '../src/mat/missionText.ts';
import type { StrikeCommand } from '../src/odds/fromView.ts';
import { StrikeDialog } from '../src/play/StrikeDialog.tsx';
import { commandWords } from '../src/play/words.ts';
import { GAME_TIMEOUT, game } from './game.ts';
import { content, fixture } from './helpers.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const COERCE = 'coerce-friendly-reminder';

let moment: { state: XiaState; seat: number; strikes: StrikeCommand[] } | undefined;
beforeAll(() => {
  for (const { state } of game().strikes) {
    const status = xia.status(state);
    const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    const strikes = xia
      .legal(state, seat)
      .filter((c): c is StrikeCommand => c.type === 'Attack' || c.type === 'Ram');
    if (strikes.some((c) => c.type === 'Attack')) {
      moment = { state, seat, strikes };
      return;
    }
  }
}, GAME_TIMEOUT);

function showStrike(withCoerce: boolean) {
  if (!moment) throw new Error('no attack in the seeded game');
  const { state, seat, strikes } = moment;
  const first = strikes.find((c) => c.type === 'Attack');
  if (!first) throw new Error('no attack');
  const same = JSON.stringify(first.target);
  const onTarget = strikes.filter((c) => JSON.stringify(c.target) === same);
  // The rules list each strike on a Coerce card's target again, declaring the card.
  const declaring = onTarget.map((c) => ({ ...c, mission: COERCE }) as StrikeCommand);
  const commands = withCoerce ? [...strikes, ...declaring] : strikes;
  const view = xia.view(state, { seat });
  const me = view.captains[seat];
  if (!me) throw new Error('no captain');
  const send = vi.fn<(c: XiaCommand) => void>();
  const r = render(
    <StrikeDialog
      target={first.target}
      commands={commands}
      view={view}
      me={me}
      content={content()}
      busy={false}
      send={send}
      onClose={() => {}}
    />,
  );
  return { ...r, send };
}

describe('declaring a Coerce card with a strike', () => {
  it('XE-MTYP-05: offers the toggle only when such a strike is legal', () => {
    const { queryByLabelText } = showStrike(false);
    expect(queryByLabelText(/Coerce/)).toBeNull();
  });

  it('XE-MTYP-05: the toggle names the card and its bands, and Fire sends the declaring strike', () => {
    const { getByLabelText, getByRole, send, container } = showStrike(true);
    const toggle = getByLabelText('Declare Friendly Reminder (Coerce)') as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(container.textContent).toContain('damage 1+ pays 1,500 · 3+ pays 3,000');
    fireEvent.click(getByRole('button', { name: /^Fire/ }));
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('mission');
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    fireEvent.click(getByRole('button', { name: /^Fire/ }));
    expect(send.mock.calls[1]?.[0]).toMatchObject({ type: 'Attack', mission: COERCE });
  });
});

describe("the new mission types' cards", () => {
  const active = (card: string): ActiveMission =>
    ({ card, stage: 'objective', payment: 0, revealed: false, target: 1 }) as ActiveMission;

  it('XE-MTYP-02..05: each says what to do and how it pays', () => {
    const c = content();
    const ids = c.embers.missions.map((m) => m.id);
    const ofType = (t: string) => {
      const def = c.embers.missions.find((m) => m.type === t);
      if (!def) throw new Error(`no ${t} card`);
      return def;
    };
    expect(ids.length).toBeGreaterThan(0);
    const cargo = ofType('cargo');
    expect(missionPay(cargo)).toMatch(/^Pays by cubes handed in: 1 → [\d,]+/);
    expect(nextStep(cargo, active(cargo.id), c)).toMatch(/^Bring \d .+ to Mission Point \d+/);
    const eye = ofType('privateEye');
    expect(missionPay(eye)).toMatch(
      /^Pays by Outlaw cards among the 3: 0 → [\d,]+ · 1 → .* · 3 → /,
    );
    expect(nextStep(eye, active(eye.id), c)).toMatch(/^Gather intel at Mission Point \d+/);
    const arms = ofType('armsDealer');
    expect(missionPay(arms)).toMatch(
      /^Pays by the \w+'s tier: Tier 1 → [\d,]+ · Tier 2 → .* · Tier 3 → /,
    );
    expect(nextStep(arms, active(arms.id), c)).toMatch(/^Hand over an undamaged \w+/);
    const coerce = ofType('coerce');
    expect(missionPay(coerce)).toMatch(/^Damage \d+\+ pays [\d,]+.*; less fails the mission\.$/);
    expect(nextStep(coerce, active(coerce.id), c)).toMatch(
      /^Attack Captain 2's ship declaring this card, then deliver to Mission Point \d+/,
    );
    expect(missionPay(c.mission(c.pack.missions[0]?.id ?? ''))).toBeNull();
  });

  it('XE-MTYP-04: the mission buttons name the card and the outfit handed over', () => {
    const view = fixture('late').view;
    const me = view.captains[0];
    const outfit = me?.hold.outfits[0];
    if (!me || !outfit) throw new Error('no outfit');
    const c = content();
    const arms = c.embers.missions.find((m) => m.type === 'armsDealer');
    const eye = c.embers.missions.find((m) => m.type === 'privateEye');
    if (!arms || !eye) throw new Error('no cards');
    const ctx = { view, content: c, me };
    expect(
      commandWords({ type: 'CompleteMission', card: arms.id, outfit: outfit.uid }, ctx),
    ).toEqual({
      label: `Complete ${arms.name}`,
      detail: `Hand over the ${c.outfit(outfit.kind).name}`,
    });
    expect(commandWords({ type: 'WorkMission', card: eye.id }, ctx).label).toBe(
      `Gather intel for ${eye.name}`,
    );
  });
});
