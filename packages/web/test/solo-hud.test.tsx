// @vitest-environment happy-dom
/**
 * Solo play in the browser's components, over real solo moments (XS-*): the NPCs' marker and
 * the race on the Fame track, the round-end card, the System Expanse chosen on the map, the
 * seating round the table, Concede with its confirmation, and the end told against the NPCs.
 */
import type { XiaCommand, XiaView } from '@drift/xia';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FameTrack, soloLead } from '../src/fame/FameTrack.tsx';
import { panelGroups } from '../src/play/actions.ts';
import { ChooseExpanseDialog } from '../src/play/prompts/ChooseExpanseDialog.tsx';
import { SeatNpcDialog } from '../src/play/prompts/SeatNpcDialog.tsx';
import type { PromptProps } from '../src/play/prompts/types.ts';
import { ConcedeButton } from '../src/solo/ConcedeButton.tsx';
import { RoundEndCard } from '../src/solo/RoundEndCard.tsx';
import { bonusLines, latestRoundEnd, type RoundEnded } from '../src/solo/roundEnd.ts';
import type { LogEntry } from '../src/store/match.ts';
import { type SoloMoment, soloMoment, soloXia, topPrompt } from './solo-moments.ts';

afterEach(cleanup);
const content = soloXia.content;
const TIMEOUT = 120_000;

/** A prompt dialog's props at a moment, its answers sent to `sent`. */
function promptProps<K extends 'SeatNpc' | 'ChooseExpanse'>(
  m: SoloMoment,
  sent: XiaCommand[],
): PromptProps<K> {
  const prompt = m.view.prompts[m.view.prompts.length - 1];
  const me = m.view.captains[0];
  if (!prompt || !me) throw new Error('no prompt');
  return {
    prompt: prompt as PromptProps<K>['prompt'],
    answers: m.legal,
    view: m.view,
    content,
    me,
    busy: false,
    send: (c: XiaCommand) => sent.push(c),
    onPeek: () => {},
  };
}

const roundEnded = (m: SoloMoment): RoundEnded => {
  const e = m.events.findLast((x) => x.type === 'SoloRoundEnded');
  if (e?.type !== 'SoloRoundEnded') throw new Error('no round end');
  return e;
};

describe('the NPCs on the Fame track (XS-SETUP-06, XS-END-05)', () => {
  let ahead: SoloMoment;
  beforeAll(() => {
    ahead = soloMoment((s) => (s.solo?.npcFame ?? 0) >= 2 && s.stage === 'playing');
  }, TIMEOUT);

  it('XS-END-05: puts the shared NPC marker on their Fame and says who leads', () => {
    const { container } = render(<FameTrack view={ahead.view} content={content} />);
    const npcFame = ahead.view.solo?.npcFame ?? -1;
    const marker = container.querySelectorAll('.fame-marker--npcs');
    // One on the track; the race's own glyph is the other.
    expect(container.querySelectorAll('.fame__track .fame-marker--npcs')).toHaveLength(1);
    expect(marker.length).toBe(2);
    const space = container.querySelector(`.fame-space[data-fame="${npcFame}"]`);
    expect(space?.querySelector('.fame-marker--npcs')).not.toBeNull();
    expect(space?.querySelector('.fame-sr')?.textContent).toContain('the NPCs');
    const mine = ahead.view.captains[0]?.fame ?? 0;
    const race = container.querySelector('.fame__race');
    expect(race?.querySelector('[data-fame-npcs]')?.textContent).toBe(String(npcFame));
    expect(race?.querySelector('[data-fame-you]')?.textContent).toBe(String(mine));
    expect(race?.textContent).toContain(soloLead(mine, npcFame));
    // A game that is not solo has no NPC marker and no race.
    const { solo: _solo, ...plain } = ahead.view;
    const other = render(<FameTrack view={plain} content={content} />).container;
    expect(other.querySelectorAll('.fame-marker--npcs, .fame__race')).toHaveLength(0);
    expect(other.textContent).toContain(`First to ${ahead.view.fameTarget} wins`);
  });

  it('XS-END-06: runs past the target to the NPCs when they went beyond it', () => {
    const solo = ahead.view.solo;
    if (!solo) throw new Error('not solo');
    const beyond: XiaView = {
      ...ahead.view,
      solo: { ...solo, npcFame: ahead.view.fameTarget + 2 },
    };
    const { container } = render(<FameTrack view={beyond} content={content} />);
    expect(container.querySelectorAll('.fame-space')).toHaveLength(ahead.view.fameTarget + 3);
    expect(
      container.querySelector(`[data-fame="${ahead.view.fameTarget + 2}"] .fame-marker--npcs`),
    ).not.toBeNull();
  });

  it('says the lead in a word or two', () => {
    expect(soloLead(3, 3)).toBe('Tied');
    expect(soloLead(5, 3)).toBe('You +2');
    expect(soloLead(1, 4)).toBe('NPCs +3');
  });
});

describe('the round-end roll (XS-END-02..05)', () => {
  let ended: SoloMoment;
  beforeAll(() => {
    ended = soloMoment(
      (s, events) =>
        s.stage === 'playing' &&
        events.some((e) => e.type === 'SoloRoundEnded' && e.total > e.roll),
    );
  }, TIMEOUT);

  it('XS-END-03, XS-END-04: shows the d20, every bonus, the total and the Fame it gave', () => {
    const e = roundEnded(ended);
    let closed = 0;
    const { container } = render(
      <RoundEndCard
        shown={{ event: e, version: 7, round: 3 }}
        fameTarget={10}
        onClose={() => closed++}
      />,
    );
    expect(screen.getByText('Round 3 ends')).toBeTruthy();
    expect(container.querySelector('.round-end__die')?.getAttribute('data-face')).toBe(
      String(e.roll),
    );
    for (const [id, points] of Object.entries(e.bonuses))
      expect(container.querySelector(`[data-bonus=${id}] .round-end__points`)?.textContent).toBe(
        `+${points}`,
      );
    expect(container.querySelector('[data-total]')?.textContent).toBe(String(e.total));
    expect(container.querySelector('.round-end__gain')?.textContent).toBe(
      e.fame > 0 ? `NPCs +${e.fame} Fame` : 'no Fame',
    );
    expect(container.querySelector('[role=status]')?.textContent).toContain(`of 10`);
    fireEvent.click(screen.getByRole('button', { name: 'Close the round end' }));
    expect(closed).toBe(1);
  });

  it('XS-END-03: words each bonus by what it counted', () => {
    const e: RoundEnded = {
      type: 'SoloRoundEnded',
      cubesRemoved: 3,
      roll: 9,
      bonuses: { cubes: 6, credits: 4, behind: 2, merchant: 3 },
      total: 24,
      fame: 3,
      npcFame: 6,
    };
    expect(bonusLines(e).map((b) => [b.id, b.counted, b.points])).toEqual([
      ['cubes', '3', 6],
      ['credits', '2 × 1,000', 4],
      ['behind', '1', 2],
      ['merchant', '', 3],
    ]);
  });

  it('finds the newest round end in the log and the round it closed', () => {
    const e = roundEnded(ended);
    const log: LogEntry[] = [
      { version: 4, seat: 0, events: [{ type: 'TurnStarted', seat: 0, number: 2 }] },
      { version: 5, seat: 0, events: [e, { type: 'TurnStarted', seat: 0, number: 3 }] },
      { version: 6, seat: 0, events: [{ type: 'TurnEnded', seat: 0 }] },
    ];
    expect(latestRoundEnd(log)).toEqual({ event: e, version: 5, round: 2 });
    // Nothing after it: the turn started before it.
    expect(latestRoundEnd(log.slice(0, 1).concat({ version: 5, seat: 0, events: [e] }))).toEqual({
      event: e,
      version: 5,
      round: 2,
    });
    // Neither: the turn the view is on.
    expect(latestRoundEnd([{ version: 9, seat: 0, events: [e] }], 8)?.round).toBe(8);
    expect(latestRoundEnd(log.slice(0, 1))).toBeNull();
  });
});

describe('the System Expanse on the map (XS-EXPN-01, GAP-XS-10)', () => {
  let at: SoloMoment;
  beforeAll(() => {
    at = soloMoment((s) => {
      const top = s.prompts[s.prompts.length - 1];
      if (top?.kind !== 'ChooseExpanse' || top.options.length < 3) return false;
      // A place with two neighbours' sides to choose from.
      const slots = top.options.map((o) => `${o.slot.q},${o.slot.r}`);
      return new Set(slots).size < slots.length;
    });
  }, TIMEOUT);

  it('XS-EXPN-01: letters each place on the map, offers each neighbour side, and reveals the one picked', () => {
    const sent: XiaCommand[] = [];
    const props = promptProps<'ChooseExpanse'>(at, sent);
    const { container } = render(<ChooseExpanseDialog {...props} />);
    const options = props.prompt.options;
    const sides = container.querySelectorAll('.slot-side');
    expect(sides).toHaveLength(options.length);
    const places = new Set(options.map((o) => `${o.slot.q},${o.slot.r}`));
    expect(container.querySelectorAll('.slot-choice')).toHaveLength(places.size);
    expect(container.querySelectorAll('.expanse__place')).toHaveLength(places.size);
    // The first is picked to start with; a side picked on the map is the one revealed.
    expect(sides[0]?.getAttribute('aria-pressed')).toBe('true');
    const third = sides[2] as Element;
    fireEvent.click(third);
    expect(third.getAttribute('aria-pressed')).toBe('true');
    expect(sides[0]?.getAttribute('aria-pressed')).toBe('false');
    const label = third.getAttribute('aria-label') ?? '';
    const letter = /^Position ([A-Z])/.exec(label)?.[1];
    const reveal = screen.getByRole('button', { name: new RegExp(`^Reveal at ${letter}, beside`) });
    fireEvent.click(reveal);
    const o = options[2];
    expect(sent).toEqual([{ type: 'ChooseExpanse', slot: o?.slot, from: o?.from }]);
    expect(label).toContain(`matching its ${o?.symbol} edge`);
  });

  it('XS-EXPN-01: the list picks the same sides, and a place picked twice moves to its next side', () => {
    const sent: XiaCommand[] = [];
    const props = promptProps<'ChooseExpanse'>(at, sent);
    const { container } = render(<ChooseExpanseDialog {...props} />);
    const list = within(container.querySelector('.expanse__list') as HTMLElement);
    const buttons = list.getAllByRole('button');
    expect(buttons).toHaveLength(props.prompt.options.length);
    const button = buttons[1] as HTMLElement;
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const onMap = [...container.querySelectorAll('.slot-side')].find(
      (e) => e.getAttribute('aria-label') === button.getAttribute('aria-label'),
    );
    expect(onMap?.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelectorAll('.slot-side[aria-pressed=true]')).toHaveLength(1);
    // A place with two sides: clicking the place itself turns to its other side.
    const counts = new Map<string, number>();
    for (const o of props.prompt.options)
      counts.set(`${o.slot.q},${o.slot.r}`, (counts.get(`${o.slot.q},${o.slot.r}`) ?? 0) + 1);
    const twice = [...counts.entries()].find(([, n]) => n >= 2)?.[0];
    expect(twice).toBeDefined();
    const place = container.querySelector(`.slot-choice[data-slot="${twice}"]`) as Element;
    fireEvent.click(place);
    const first = container.querySelector(`.slot-side[data-slot="${twice}"][aria-pressed=true]`);
    fireEvent.click(place);
    const second = container.querySelector(`.slot-side[data-slot="${twice}"][aria-pressed=true]`);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
  });
});

describe('seating an opponent round the table (XS-NPC-01)', () => {
  let at: SoloMoment;
  beforeAll(() => {
    at = soloMoment((s) => topPrompt(s) === 'SeatNpc');
  }, TIMEOUT);

  it('XS-NPC-01: draws the table with a place in each gap and seats the NPC where picked', () => {
    const sent: XiaCommand[] = [];
    const props = promptProps<'SeatNpc'>(at, sent);
    const { container } = render(<SeatNpcDialog {...props} />);
    const seating = at.view.solo?.seating ?? [];
    const npc = content.npc(props.prompt.npc).name;
    const gaps = container.querySelectorAll('.seat-table__gap');
    expect(gaps).toHaveLength(seating.length + 1);
    expect(container.querySelectorAll('.seat-table__seat')).toHaveLength(seating.length + 1);
    // The last gap: after every NPC seated so far.
    const last = gaps[gaps.length - 1] as Element;
    fireEvent.click(last);
    expect(last.getAttribute('aria-pressed')).toBe('true');
    const order = container.querySelector('.seat-npc__order');
    expect(order?.getAttribute('data-order')).toBe([...seating, props.prompt.npc].join(','));
    expect(order?.textContent).toContain(`${seating.length + 1}. ${npc}`);
    // The list says the same place.
    const places = [...container.querySelectorAll('.seat-npc__places .choice')];
    expect(places.map((b) => b.getAttribute('aria-pressed'))).toEqual(
      places.map((_, i) => String(i === places.length - 1)),
    );
    fireEvent.click(screen.getByRole('button', { name: `Seat the ${npc} here` }));
    expect(sent).toEqual([{ type: 'SeatNpc', position: seating.length }]);
  });
});

describe('Concede (solo)', () => {
  it('asks first; keeping on playing sends nothing', () => {
    const sent: XiaCommand[] = [];
    render(<ConcedeButton campaign={false} busy={false} send={(c) => sent.push(c)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Concede' }));
    expect(screen.getByText('Concede this game?')).toBeTruthy();
    expect(screen.queryByText(/campaign/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByText('Concede this game?')).toBeNull();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Concede' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Concede' }));
    expect(sent).toEqual([{ type: 'Concede' }]);
  });

  it('XC-CAMP-07: in a campaign game says the goal fails and what the game scores', () => {
    render(<ConcedeButton campaign busy={false} send={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Concede' }));
    expect(screen.getByRole('dialog').textContent).toContain('its goal fails and it scores −3');
  });

  it(
    'is no action of the panel: the top bar asks for it',
    () => {
      const m = soloMoment((s) => s.stage === 'playing' && s.prompts.length === 0);
      expect(m.legal.some((c) => c.type === 'Concede')).toBe(true);
      const me = m.view.captains[0];
      const groups = panelGroups(m.legal, { view: m.view, content, me }, m.view.stage);
      const types = groups.flatMap((g) =>
        g.items.flatMap((i) => (i.kind === 'command' ? [i.command.type] : [])),
      );
      expect(types.length).toBeGreaterThan(0);
      expect(types).not.toContain('Concede');
    },
    TIMEOUT,
  );
});
