// @vitest-environment happy-dom
/**
 * A solo game's end and a campaign game's side of the screen, over real solo moments: the end
 * told against the NPCs (a loss by their Fame, a concession, a win), the goal's verdict and the
 * way back to the campaign (XS-END-06, XC-CAMP-06, XC-CAMP-07); the goal's rules where they
 * stand and the upgrades and rewards in force (XC-CAMP-10, XC-UPG-01); the campaign a match
 * belongs to, kept by this browser.
 */
import type { CampaignView, XiaEvent, XiaView } from '@drift/xia';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepCampaign, keepCreator, keepSeat, keptMatch } from '../src/net/tokens.ts';
import { VictoryStory } from '../src/play/VictoryStory.tsx';
import { CampaignGoal, ruleState } from '../src/solo/CampaignGoal.tsx';
import { soloStory } from '../src/story/solo.ts';
import { VictoryScreen } from '../src/story/VictoryScreen.tsx';
import { type SoloMoment, soloMoment, soloXia, topPrompt } from './solo-moments.ts';

afterEach(cleanup);
const content = soloXia.content;
const TIMEOUT = 120_000;

/** The moment after the player concedes it, with every event of the game. */
function conceded(m: SoloMoment): SoloMoment {
  const applied = soloXia.apply(m.state, 0, { type: 'Concede' });
  if (!applied.ok) throw new Error(applied.error.message);
  const state = applied.value.state;
  return {
    ...m,
    state,
    view: soloXia.view(state, { seat: 0 }),
    legal: [],
    events: [...m.events, ...applied.value.events],
  };
}

describe('the end of a solo game (XS-END-06)', () => {
  let lost: SoloMoment;
  let playing: SoloMoment;
  beforeAll(() => {
    lost = soloMoment((s) => s.stage === 'finished', { fameTarget: 3 });
    playing = soloMoment((s) => s.stage === 'playing' && s.turn.number >= 3 && !topPrompt(s));
  }, TIMEOUT);

  it('XS-END-06: the NPCs reaching the target win, their Fame against the player’s', () => {
    expect(lost.view.winner).toBeNull();
    const npcFame = lost.view.solo?.npcFame ?? 0;
    const mine = lost.view.captains[0]?.fame ?? 0;
    const { container } = render(
      <VictoryScreen events={lost.events} content={content} view={lost.view} />,
    );
    expect(container.querySelector('.victory')?.getAttribute('data-outcome')).toBe('npcFame');
    expect(container.querySelector('.victory__title')?.textContent).toBe('The NPCs win');
    expect(container.querySelector('.victory__sub')?.textContent).toContain(
      `${npcFame} Fame to your ${mine} (target 3)`,
    );
    // The NPCs' row comes first, their Fame by source adding up to their marker.
    const rows = container.querySelectorAll('.victory-standings tbody tr');
    expect(rows[0]?.hasAttribute('data-npcs')).toBe(true);
    expect(rows[0]?.querySelector('[data-fame]')?.textContent).toBe(String(npcFame));
    const sum = [...(rows[0]?.querySelectorAll('[data-source]') ?? [])]
      .map((e) => Number(/\d+$/.exec(e.textContent ?? '')?.[0]))
      .reduce((a, b) => a + b, 0);
    expect(sum).toBe(npcFame);
    expect(container.querySelector('.fame-race [data-npcs]')).not.toBeNull();
    const moments = [...container.querySelectorAll('.victory-moment')].map((e) => e.textContent);
    expect(moments.at(-1)).toContain(`The NPCs reach ${npcFame} Fame and win.`);
    expect(moments.some((t) => t?.includes('Round end: the NPCs roll'))).toBe(true);
  });

  it('a concession says so', () => {
    const m = conceded(playing);
    const { container } = render(
      <VictoryScreen events={m.events} content={content} view={m.view} />,
    );
    expect(container.querySelector('.victory')?.getAttribute('data-outcome')).toBe('conceded');
    expect(container.querySelector('.victory__title')?.textContent).toBe(
      'You conceded: the NPCs win',
    );
    expect(container.querySelector('.victory-moment:last-child')?.textContent).toContain(
      'concedes; the NPCs win',
    );
  });

  it('XS-END-01: a win is the player’s, their Fame against the NPCs’', () => {
    // The view of a game the player won (Fame at the target, the winner's seat set).
    const target = playing.view.fameTarget;
    const view: XiaView = {
      ...playing.view,
      stage: 'finished',
      winner: 0,
      captains: playing.view.captains.map((c) => ({ ...c, fame: target })),
    };
    const won: XiaEvent[] = [...playing.events, { type: 'GameWon', seat: 0, fame: target }];
    const { container } = render(<VictoryScreen events={won} content={content} view={view} />);
    expect(container.querySelector('.victory')?.getAttribute('data-outcome')).toBe('won');
    expect(container.querySelector('.victory__title')?.textContent).toMatch(/^You win, Captain 1/);
    expect(container.querySelector('.victory__sub')?.textContent).toContain(
      `${target} Fame to the NPCs' ${view.solo?.npcFame}`,
    );
    // The NPCs' row last.
    const rows = container.querySelectorAll('.victory-standings tbody tr');
    expect(rows[rows.length - 1]?.hasAttribute('data-npcs')).toBe(true);
  });

  it('counts the NPCs’ Fame by source from the events', () => {
    const story = soloStory(
      [
        { type: 'TurnStarted', seat: 0, number: 1 },
        {
          type: 'SoloRoundEnded',
          cubesRemoved: 0,
          roll: 14,
          bonuses: { cubes: 0, credits: 0, behind: 0, merchant: 2 },
          total: 16,
          fame: 2,
          npcFame: 2,
        },
        { type: 'TurnStarted', seat: 0, number: 2 },
        { type: 'NpcFameGained', amount: 1, source: 'kill', npcFame: 3, npc: 'enforcer' },
        { type: 'GameLost', seat: 0, reason: 'npcFame', fame: 0, npcFame: 3 },
      ],
      4,
    );
    expect(story.bySource).toEqual({ roll: 2, kill: 1 });
    expect(story.unaccounted).toBe(1);
    expect(story.race).toEqual([
      [0, 0],
      [1, 2],
      [2, 3],
    ]);
    expect(story.lost).toBe('npcFame');
  });
});

describe('a campaign game (XC-CAMP-*)', () => {
  let campaign: SoloMoment;
  let choosing: SoloMoment;
  beforeAll(() => {
    campaign = soloMoment((s) => s.stage === 'playing' && s.turn.number >= 2 && !topPrompt(s), {
      campaign: {
        goal: 'self-made',
        upgrades: { engine: 1, trade: 2 },
        rewards: ['quiet-hull'],
      },
    });
    choosing = soloMoment((s) => topPrompt(s) === 'ChooseGoal', {
      campaign: { goals: ['quiet-hull', 'the-fixer'] },
    });
  }, TIMEOUT);

  const goalPanel = (view: XiaView) => {
    if (!view.campaign) throw new Error('not a campaign game');
    return (
      <CampaignGoal
        campaign={view.campaign}
        options={view.options.campaign}
        fameTarget={view.fameTarget}
      />
    );
  };

  it('XC-CAMP-10: the goal’s rules where they stand, the upgrades and rewards in force', () => {
    const { container } = render(goalPanel(campaign.view));
    expect(container.querySelector('.campaign-goal__title')?.textContent).toContain(
      'Self-Made to 12 Fame',
    );
    const rules = [...container.querySelectorAll('.campaign-rule')];
    expect(rules.map((r) => r.getAttribute('data-rule'))).toEqual(['noBoughtFame', 'margin']);
    expect(rules[0]?.getAttribute('data-status')).toBe('kept');
    const margin = campaign.view.campaign?.rules[1];
    expect(rules[1]?.getAttribute('data-status')).toBe(margin?.status);
    expect(rules[1]?.textContent).toContain(`${margin?.progress?.have} of 3`);
    const chips = [...container.querySelectorAll('.campaign-chip')].map((c) => c.textContent);
    expect(chips).toEqual(['Engine I', 'Trade II', 'Peace Dividend']);
    expect(container.querySelector('[data-track=trade]')?.getAttribute('title')).toContain(
      'Also +1,000 credits once a turn when you Sell.',
    );
  });

  it('XC-CAMP-07: a broken rule says what broke it', () => {
    const view = campaign.view;
    const c = view.campaign as CampaignView;
    const first = c.rules[0];
    if (!first) throw new Error('no rule');
    const broken: XiaView = {
      ...view,
      campaign: {
        ...c,
        rules: [
          { ...first, status: 'broken', reason: 'bought Fame in turn 4' },
          ...c.rules.slice(1),
        ],
      },
    };
    const { container } = render(goalPanel(broken));
    const rule = container.querySelector('.campaign-rule[data-status=broken]');
    expect(rule?.textContent).toContain('broken: bought Fame in turn 4');
    expect(ruleState({ ...first, status: 'broken' }).mark).toBe('✗');
  });

  it('XC-CAMP-03: before the goal is chosen, says it is chosen once setup ends', () => {
    const { container } = render(goalPanel(choosing.view));
    expect(container.querySelector('.campaign-goal__title')?.textContent).toContain(
      'Chosen once setup ends',
    );
    expect(container.querySelectorAll('.campaign-rule')).toHaveLength(0);
  });

  it('XC-CAMP-06, XC-CAMP-07: the end gives the goal’s verdict and leads back to the campaign', () => {
    const m = conceded(campaign);
    const settled = m.events.find((e) => e.type === 'GoalSettled');
    expect(settled).toMatchObject({ met: false });
    render(
      <VictoryStory
        match="m1"
        view={m.view}
        content={content}
        pageEvents={m.events}
        told={m.events}
        onClose={() => {}}
        campaign="camp-123"
      />,
    );
    expect(screen.getByText('Goal failed: Self-Made')).toBeTruthy();
    expect(document.querySelector('.goal-verdict__text')?.textContent).toContain(
      'The game was lost.',
    );
    expect(screen.queryByRole('button', { name: 'Back to the lobby' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the campaign' }));
    expect(location.hash).toBe('#/c/camp-123');
  });

  it('a campaign game this browser cannot place leads to its campaigns; any other game to the lobby', () => {
    const m = conceded(campaign);
    const { unmount } = render(
      <VictoryStory
        match="m1"
        view={m.view}
        content={content}
        pageEvents={m.events}
        told={m.events}
        onClose={() => {}}
        campaign={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Your campaigns' }));
    expect(location.hash).toBe('#/campaigns');
    unmount();
    render(
      <VictoryStory
        match="m1"
        view={m.view}
        content={content}
        pageEvents={m.events}
        told={m.events}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Back to the lobby' })).toBeTruthy();
  });
});

describe('the campaign a match belongs to, kept by this browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps it beside the seat and creator tokens, and drops an id that is not one', () => {
    keepCreator('match-1', 'creator-token');
    keepSeat('match-1', 0, 'seat-token');
    keepCampaign('match-1', 'camp-42');
    keepSeat('match-1', 0, 'seat-token-2');
    expect(keptMatch('match-1')).toMatchObject({
      creatorToken: 'creator-token',
      seats: { 0: 'seat-token-2' },
      campaign: 'camp-42',
    });
    localStorage.setItem(
      'drift:match:match-2',
      JSON.stringify({ seats: { 0: 't' }, seen: 1, campaign: '../../etc' }),
    );
    expect(keptMatch('match-2')?.campaign).toBeUndefined();
  });
});
