// @vitest-environment happy-dom
/**
 * The solo opponents beside the board, over real solo moments (XS-NPC-01..06, XS-BEHV-01..06):
 * a chip per NPC with its behaviour, damage and Bounty; its Behavior card with the steps in
 * words, what came of each last turn and the NPC Stats side's numbers; the NPC acting while its
 * turn waits for the player, opened by itself on the step it is on.
 */
import { behaviourCard, behaviourOf, npcProfile, stepWithAlternates } from '@drift/xia';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Opponents, tryWords } from '../src/solo/Opponents.tsx';
import { opponents, outcomeMark } from '../src/solo/opponents.ts';
import { type SoloMoment, soloMoment, soloXia, topPrompt } from './solo-moments.ts';

afterEach(cleanup);
const content = soloXia.content;
const TIMEOUT = 120_000;

describe('the opponents beside the board (XS-NPC-*, XS-BEHV-*)', () => {
  let after: SoloMoment;
  let acting: SoloMoment;
  beforeAll(() => {
    // A round played: every NPC on the board has acted by its behaviour.
    after = soloMoment(
      (s, events) =>
        s.stage === 'playing' &&
        s.prompts.length === 0 &&
        s.turn.number >= 3 &&
        events.some((e) => e.type === 'NpcStep' && e.outcome === 'noTarget') &&
        events.some((e) => e.type === 'NpcStep' && e.outcome !== 'noTarget'),
      { solo: { difficulty: 'hard', sellsword: true } },
    );
    // An NPC's turn waiting for the player's answer.
    // (Mid-turn: its attack waits for the player's shields or damage, not a re-draw after its
    // last step.)
    acting = soloMoment(
      (s) =>
        s.solo?.step?.at === 'npcs' &&
        ['Defend', 'PlaceDamage', 'RearmShields'].includes(topPrompt(s) ?? ''),
      { solo: { difficulty: 'normal', sellsword: true } },
    );
  }, TIMEOUT);

  it('XS-BEHV-01, XS-NPC-05: a chip per NPC, the Sellsword first, then round the table', () => {
    const { container } = render(
      <Opponents view={after.view} content={content} events={after.events} />,
    );
    const chips = [...container.querySelectorAll('.opp-chip')];
    expect(chips).toHaveLength(after.view.npcs.length);
    const ids = chips.map((c) => c.getAttribute('data-npc'));
    expect(ids[0]).toBe('sellsword');
    const seated = ids.filter((id) => after.view.solo?.seating.includes(id ?? ''));
    expect(seated).toEqual(after.view.solo?.seating);
    for (const [npc, held] of Object.entries(after.view.solo?.behaviours ?? {})) {
      const chip = container.querySelector(`.opp-chip[data-npc=${npc}]`);
      const def = behaviourOf(held.card, held.behaviour);
      expect(chip?.textContent).toContain(def.name);
    }
    expect(container.querySelector('.opponents__side')?.textContent).toBe('Side B');
  });

  it('XS-BEHV-02, XS-NPC-03: the card opened shows the steps, last turn’s tries and the Stats side', () => {
    const list = opponents(after.view, content, after.events);
    const o = list.find((x) => x.behaviour?.steps.some((s) => s.last.length > 0));
    if (!o?.behaviour) throw new Error('no NPC acted');
    const { container } = render(
      <Opponents view={after.view} content={content} events={after.events} />,
    );
    fireEvent.click(container.querySelector(`.opp-chip[data-npc=${o.id}]`) as Element);
    const card = container.querySelector(`.opp-card[data-npc=${o.id}]`);
    expect(card).not.toBeNull();
    const held = after.view.solo?.behaviours[o.id];
    if (!held) throw new Error('no behaviour');
    const def = behaviourOf(held.card, held.behaviour);
    expect(card?.textContent).toContain(behaviourCard(held.card).name);
    const steps = [...(card?.querySelectorAll('.opp-step') ?? [])];
    expect(steps.map((s) => s.querySelector('.opp-step__text')?.textContent)).toEqual(
      def.steps.map(stepWithAlternates),
    );
    // Each try of its last turn is a mark, its log sentence on hover.
    const acts = after.events.findLastIndex((e) => e.type === 'NpcActs' && e.npc === o.id);
    const tries = after.events
      .slice(acts + 1)
      .filter((e) => e.type === 'NpcStep' && e.npc === o.id);
    const marks = [...(card?.querySelectorAll('.opp-try') ?? [])];
    expect(marks.map((m) => m.getAttribute('data-outcome'))).toEqual(
      tries.map((e) => (e.type === 'NpcStep' ? e.outcome : '')),
    );
    expect(marks[0]?.getAttribute('title')).toMatch(new RegExp(`^The ${o.name} — `));
    // …and the log's words for what came of it.
    const words = tryWords(marks[0]?.getAttribute('title') ?? '');
    expect(words.length).toBeGreaterThan(0);
    expect(marks[0]?.textContent).toContain(words);
    const p = npcProfile(content, after.view, o.id);
    expect(card?.textContent).toContain(
      `flies ${p.speed} · d${p.attack.die} ${p.attack.weapon} · defends d${p.defence} · To Kill ${p.toKill}`,
    );
    expect(card?.textContent).toContain('NPC Stats, side B');
    // Closed again from its chip.
    fireEvent.click(container.querySelector(`.opp-chip[data-npc=${o.id}]`) as Element);
    expect(container.querySelector('.opp-card')).toBeNull();
  });

  it('XS-BEHV-02..05: the NPC acting while the player decides is open on the step it is on', () => {
    const step = acting.view.solo?.step;
    if (step?.at !== 'npcs') throw new Error('no NPC acting');
    const npc = step.queue[0] ?? '';
    const { container } = render(
      <Opponents view={acting.view} content={content} events={acting.events} />,
    );
    const chip = container.querySelector(`.opp-chip[data-npc=${npc}]`);
    expect(chip?.classList.contains('is-acting')).toBe(true);
    expect(chip?.getAttribute('aria-expanded')).toBe('true');
    const now = container.querySelector(`.opp-card[data-npc=${npc}] .opp-step.is-now`);
    expect(now?.getAttribute('data-step')).toBe(String(step.next));
    expect(now?.textContent).toContain('acting now');
    // Closed, it stays closed while the NPC stays on that step.
    fireEvent.click(container.querySelector('.opp-card__x') as Element);
    expect(container.querySelector('.opp-card')).toBeNull();
  });

  it(
    'XS-NPC-01: an NPC not yet in play says which sector brings it in',
    () => {
      const early = soloMoment(
        (s) => s.stage === 'playing' && s.npcs.some((n) => s.solo?.behaviours[n.id] === undefined),
      );
      const away = early.view.npcs.find((n) => early.view.solo?.behaviours[n.id] === undefined);
      if (!away) throw new Error('every NPC is in play');
      const { container } = render(
        <Opponents view={early.view} content={content} events={early.events} />,
      );
      const home = content.sector(content.npc(away.id).home).name;
      expect(container.querySelector(`.opp-chip[data-npc=${away.id}]`)?.textContent).toContain(
        `enters when ${home} is revealed`,
      );
    },
    TIMEOUT,
  );

  it('takes a try’s words from the end of its log sentence', () => {
    expect(
      tryWords(
        'The Enforcer — "Lawman", step 2: fire at the ship it went after if in range: nothing to aim at.',
      ),
    ).toBe('nothing to aim at');
    expect(tryWords('no words')).toBe('');
  });

  it('marks a step’s outcome as done, partly done, or not possible', () => {
    expect(outcomeMark('reached').kind).toBe('ok');
    expect(outcomeMark('closer').kind).toBe('part');
    expect(outcomeMark('outOfRange').kind).toBe('no');
  });
});
