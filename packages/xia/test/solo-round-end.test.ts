/**
 * The solo round end and the NPCs' Fame (XS-END-01..07, GAP-XS-02, GAP-XS-06..08): cubes on the
 * map removed, one d20 with its bonuses, the Fame table, Titles and Events the NPCs reach first,
 * the NPCs winning, the player winning first in their Status Phase; Fame for the Enforcer's and
 * the Scoundrel's kills (XS-NPC-04); conceding; a ship that never comes back.
 */
import { die, type ScriptedDraw } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { gameOutcome } from '../src/campaign/result.ts';
import type { XiaState } from '../src/model/state.ts';
import { launch } from '../src/rules/combat/resolve.ts';
import { woundShip } from '../src/rules/combat/rewards.ts';
import { MAX_SKIPPED_TURNS } from '../src/solo/round.ts';
import { FAME_TABLE, fameForTotal } from '../src/solo/round-end.ts';
import { setup as baseSetup, xia as baseXia } from './fixtures/game.ts';
import {
  atStatus,
  END_TURN,
  noSectorsLeft,
  npcsAway,
  playSolo,
  runSolo,
  solo,
  soloSetup,
  soloStarted,
  withNpc,
  withPlayer,
  withSolo,
} from './fixtures/solo.ts';

const content = solo.content;
const started = soloStarted('solo-1');
/** The player's Status Phase with no NPC in play and no sector to reveal: the round is the roll. */
const quiet = noSectorsLeft(npcsAway(atStatus(started)));

/** Title and Event spaces up to `fame` already drawn, as when the player passed them. */
function drawnTo(state: XiaState, titles: number[], events: number[]): XiaState {
  const ev = state.events;
  if (!ev) throw new Error('no Events');
  return {
    ...state,
    titles: { ...state.titles, spacesDrawn: titles },
    events: { ...ev, spacesDrawn: events },
  };
}

/** This Event card on top of the deck. */
function eventOnTop(state: XiaState, id: string): XiaState {
  const ev = state.events;
  if (!ev) throw new Error('no Events');
  return { ...state, events: { ...ev, deck: [id, ...ev.deck.filter((e) => e !== id)] } };
}

/** Cubes floating on two hexes of the board, taken from the supply. */
function withCubes(state: XiaState): XiaState {
  const at = state.captains[0]?.at ?? { q: 0, r: 0 };
  const next = { q: at.q + 1, r: at.r };
  const { supply } = state;
  return {
    ...state,
    board: {
      ...state.board,
      cubes: { [hexKey(at)]: ['spice', 'holo'], [hexKey(next)]: ['terra'] },
    },
    supply: {
      ...supply,
      cubes: {
        ...supply.cubes,
        spice: supply.cubes.spice - 1,
        holo: supply.cubes.holo - 1,
        terra: supply.cubes.terra - 1,
      },
    },
  };
}

describe('the round-end roll (XS-END-02..05)', () => {
  const start = withPlayer(
    withSolo(drawnTo(withCubes(quiet), [3, 6], [2, 5]), {
      npcFame: 5,
      collected: 2500,
      merchantBonus: 4,
    }),
    { fame: 6 },
  );
  scenario('cubes on the map go back, and each cube, 1,000 collected and Fame behind adds 2', {
    ruleset: solo,
    rules: ['XS-END-02', 'XS-END-03', 'GAP-XS-02'],
    start: { state: start },
    dice: [die(20, 3)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'ExpanseSkipped' },
          { type: 'DieRolled', seat: 0, die: 20, face: 3, purpose: 'NPC Fame' },
          {
            type: 'SoloRoundEnded',
            cubesRemoved: 3,
            roll: 3,
            bonuses: { cubes: 6, credits: 4, behind: 2, merchant: 4 },
            total: 19,
            fame: 2,
            npcFame: 7,
          },
          { type: 'TurnStarted', seat: 0, number: 2 },
        ],
        state: {
          board: { cubes: {} },
          supply: { cubes: started.supply.cubes },
          solo: { npcFame: 7, collected: 0, merchantBonus: 0, step: null },
        },
      },
    ],
  });

  it('XS-END-04: the Fame table, 1-3: 0, 4-14: 1, 15-20: 2, 21-25: 3, 26-30: 4, 31+: 5', () => {
    const table = [1, 3, 4, 14, 15, 20, 21, 25, 26, 30, 31, 50].map(fameForTotal);
    expect(table).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(FAME_TABLE.map((r) => r.atLeast)).toEqual([31, 26, 21, 15, 4]);
  });

  scenario('one roll a round for the NPCs together, whatever they did', {
    ruleset: solo,
    rules: ['XS-END-05', 'XS-END-04'],
    start: { state: quiet },
    dice: [die(20, 4), die(20, 14)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'SoloRoundEnded', roll: 4, total: 4, fame: 1, npcFame: 1 }],
      },
      { seat: 0, command: { type: 'EndActions' } },
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'SoloRoundEnded', roll: 14, total: 14, fame: 1, npcFame: 2 }],
        verify: (s) => expect(s.turn.number).toBe(3),
      },
    ],
  });

  scenario('the NPCs ahead add nothing for the Fame they lead by', {
    ruleset: solo,
    rules: ['GAP-XS-07'],
    start: {
      state: withPlayer(withSolo(drawnTo(quiet, [3], [2, 5]), { npcFame: 5 }), { fame: 2 }),
    },
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'SoloRoundEnded', bonuses: { behind: 0 }, total: 10, fame: 1 }],
      },
    ],
  });
});

describe('the NPCs ahead and the NPCs winning (XS-END-06, XS-END-07, GAP-XS-06)', () => {
  const [first = '', second = ''] = quiet.decks.titles;
  const titlesTop = [first, second];
  scenario(
    'Title and Event spaces the NPCs reach first are revealed at once; they claim no Title',
    {
      ruleset: solo,
      rules: ['XS-END-06', 'GAP-XS-06'],
      start: {
        state: eventOnTop(
          withPlayer(withSolo(drawnTo(quiet, [], [2]), { npcFame: 4 }), { fame: 2 }),
          'trade-boom',
        ),
      },
      dice: [die(20, 18)],
      steps: [
        {
          seat: 0,
          command: END_TURN,
          events: [
            { type: 'SoloRoundEnded', fame: 2, npcFame: 6 },
            { type: 'TitleDrawn', title: first, npcs: true },
            { type: 'TitleDrawn', title: second, npcs: true },
            { type: 'EventDrawn', event: 'trade-boom', space: 5, npcs: true },
            // Drawn now, resolved with the round's end like every card in play.
            { type: 'EventTicked', event: 'trade-boom', round: 1, of: 2 },
            { type: 'TurnStarted', seat: 0 },
          ],
          state: {
            titles: { open: [...quiet.titles.open, ...titlesTop], spacesDrawn: [3, 6] },
            captains: [{ titles: [] }],
          },
        },
      ],
    },
  );

  // The rulebook's example, on our Fame track (Events at 2, 5, 8...): 7 to 6 for the player, the
  // Merchant's +4, a 12 rolled: 12 + 2 + 4 = 18, +2 Fame, 8 to 7 for the NPCs, first to 8.
  scenario(
    "the example: trailing by 1 and the Merchant's +4, a 12 makes 18: +2, and an Event is drawn",
    {
      ruleset: solo,
      rules: ['XS-END-07', 'XS-END-03', 'XS-END-04', 'XS-END-06'],
      start: {
        state: eventOnTop(
          withPlayer(withSolo(drawnTo(quiet, [3, 6], [2, 5]), { npcFame: 6, merchantBonus: 4 }), {
            fame: 7,
          }),
          'trade-boom',
        ),
      },
      dice: [die(20, 12)],
      steps: [
        {
          seat: 0,
          command: END_TURN,
          events: [
            {
              type: 'SoloRoundEnded',
              roll: 12,
              bonuses: { cubes: 0, credits: 0, behind: 2, merchant: 4 },
              total: 18,
              fame: 2,
              npcFame: 8,
            },
            { type: 'EventDrawn', event: 'trade-boom', space: 8, npcs: true },
            { type: 'EventTicked', event: 'trade-boom', round: 1 },
            { type: 'TurnStarted', seat: 0 },
          ],
        },
      ],
    },
  );

  scenario('the NPCs reaching the Fame target win: the game ends, no captain wins', {
    ruleset: solo,
    rules: ['XS-END-06'],
    start: { state: withSolo(quiet, { npcFame: 9 }) },
    dice: [die(20, 15)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [
          { type: 'SoloRoundEnded', fame: 2, npcFame: 11 },
          { type: 'GameLost', seat: 0, reason: 'npcFame', fame: 0, npcFame: 11 },
        ],
        state: { stage: 'finished', winner: null, prompts: [], solo: { step: null } },
        verify: (s) => {
          expect(solo.status(s)).toEqual({ kind: 'finished', winners: [] });
          expect(solo.legal(s, 0)).toEqual([]);
        },
      },
      { seat: 0, command: { type: 'EndActions' }, rejects: 'GameOver' },
    ],
  });

  scenario('the player at the target wins in their Status Phase, before the NPCs roll', {
    ruleset: solo,
    rules: ['XS-END-01', 'GAP-XS-08'],
    start: {
      state: withPlayer(
        withSolo({ ...quiet, turn: { ...quiet.turn, phase: 'Action' } }, { npcFame: 9 }),
        {
          fame: 10,
        },
      ),
    },
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [{ type: 'GameWon', seat: 0, fame: 10 }],
        state: { stage: 'finished', winner: 0, solo: { npcFame: 9 } },
        verify: (s) => expect(solo.status(s)).toEqual({ kind: 'finished', winners: [0] }),
      },
    ],
  });
});

describe('what the NPCs collect and score outside the roll (XS-NPC-04, GAP-XS-02)', () => {
  const cells = content.holdCells('wayfarer');
  /** The player's Tier 1 ship one damage from destroyed, with Bounty, facing an NPC's attack. */
  function underFire(npc: string): XiaState {
    const s = withPlayer(
      withSolo(drawnTo(eventOnTop(started, 'trade-boom'), [], []), {
        step: { at: 'npcs', queue: [], next: 0, done: [] },
      }),
      {
        bounty: 2000,
        hold: { outfits: [], cargo: [], damage: cells.slice(1) },
      },
    );
    return {
      ...noSectorsLeft(s),
      // On Normal, side A of the NPC Stats: a d6 attack for the Enforcer and the Scoundrel (XS-NPC-03).
      prompts: [{ kind: 'Defend', seat: 0, attacker: { npc }, weapons: [], npcDie: 6, ram: false }],
    };
  }

  scenario("the Enforcer destroys the player's Tier 1 ship: 1 Fame at once, its Bounty collected", {
    ruleset: solo,
    rules: ['XS-NPC-04', 'GAP-XS-02', 'GAP-XS-06'],
    start: { state: underFire('enforcer') },
    dice: [die(6, 5), die(20, 10), die(20, 9)],
    steps: [
      {
        seat: 0,
        command: { type: 'Defend', use: [], ability: null },
        events: [
          { type: 'DieRolled', die: 6, face: 5 },
          { type: 'ShipDestroyed', seat: 0, cause: 'combat' },
          {
            type: 'NpcsCollected',
            amount: 2000,
            source: 'bounty',
            collected: 2000,
            npc: 'enforcer',
          },
          { type: 'NpcFameGained', amount: 1, source: 'kill', npcFame: 1, npc: 'enforcer' },
          // 10 + 4 for the 2,000 collected: +1, to 2, an Event space reached first.
          {
            type: 'SoloRoundEnded',
            roll: 10,
            bonuses: { credits: 4 },
            total: 14,
            fame: 1,
            npcFame: 2,
          },
          { type: 'EventDrawn', event: 'trade-boom', space: 2, npcs: true },
          { type: 'TurnStarted', seat: 0 },
          { type: 'Respawned', seat: 0 },
        ],
        state: { solo: { npcFame: 2, collected: 0 }, captains: [{ bounty: 0 }] },
      },
    ],
  });

  function killed(npc: string, ship: string) {
    const s = withPlayer(underFire(npc), {
      ship,
      hold: { outfits: [], cargo: [], damage: content.holdCells(ship).slice(1) },
    });
    return runSolo({ ...s, prompts: [] }, [], (ctx) => woundShip(ctx, 0, 3, null, { npc }));
  }

  it("XS-NPC-04: the Scoundrel's kill of a Tier 2 ship scores 2; the Merchant's kill scores none", () => {
    const scoundrel = killed('scoundrel', 'caravel');
    expect(scoundrel.events).toContainEqual(
      expect.objectContaining({ type: 'NpcFameGained', amount: 2, npc: 'scoundrel' }),
    );
    expect(scoundrel.state.solo?.npcFame).toBe(2);
    const merchant = killed('merchant', 'caravel');
    expect(merchant.events.some((e) => e.type === 'NpcFameGained')).toBe(false);
    expect(merchant.state.solo).toMatchObject({ npcFame: 0, collected: 2000 }); // its Bounty still
  });

  it('GAP-XS-02: an NPC destroying an NPC with Bounty collects it toward the roll', () => {
    const s = withNpc(started, 'scoundrel', { at: { q: 0, r: 4 }, damage: 11, bounty: 2000 });
    // NPC Stats side A (XS-NPC-03): the Enforcer fires a d6, the Scoundrel defends with a d6.
    const { state, events } = runSolo(s, [die(6, 6), die(6, 1)], (ctx) =>
      launch(ctx, {
        attacker: { npc: 'enforcer' },
        target: { npc: 'scoundrel' },
        weapons: [],
        ram: false,
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'NpcsCollected', amount: 2000, npc: 'enforcer' }),
    );
    expect(state.solo).toMatchObject({ collected: 2000, npcFame: 0 });
  });

  const drawing = (id: string) =>
    eventOnTop(withPlayer({ ...quiet, turn: { ...quiet.turn, phase: 'Action' } }, { fame: 2 }), id);
  scenario('an Event paying every captain pays the NPCs toward their roll', {
    ruleset: solo,
    rules: ['GAP-XS-02'],
    start: { state: drawing('guild-dividend') },
    dice: [die(20, 5)],
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', seat: 0, event: 'guild-dividend' },
          { type: 'CreditsChanged', seat: 0, amount: 1000 },
          { type: 'NpcsCollected', amount: 1000, source: 'event', collected: 1000 },
        ],
      },
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'SoloRoundEnded', bonuses: { credits: 2, behind: 4 }, total: 11 }],
      },
    ],
  });

  scenario("an Event for the captains with the least Fame counts the NPCs' marker as one", {
    ruleset: solo,
    rules: ['GAP-XS-02'],
    start: { state: drawing('crowd-favourite') },
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [
          { type: 'EventDrawn', seat: 0, event: 'crowd-favourite' },
          { type: 'NpcFameGained', amount: 1, source: 'event', npcFame: 1 },
        ],
        state: { captains: [{ fame: 2 }], solo: { npcFame: 1 } },
      },
    ],
  });
});

describe('giving up, and a ship that cannot come back', () => {
  scenario("Drift's Concede: at any moment the player acts, the NPCs win at once", {
    ruleset: solo,
    rules: ['XS-END-06'],
    start: { state: soloSetup('solo-1') },
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'Concede' },
        events: [{ type: 'GameLost', seat: 0, reason: 'conceded', fame: 0, npcFame: 0 }],
        state: { stage: 'finished', winner: null },
      },
      { seat: 0, command: { type: 'Concede' }, rejects: 'GameOver' },
    ],
  });

  it('XS-END-06: Concede answers a pending decision too, and a campaign records the loss', () => {
    const pending = {
      ...quiet,
      prompts: [{ kind: 'SeatNpc' as const, seat: 0, npc: 'scoundrel' }],
    };
    expect(solo.legal(pending, 0)).toContainEqual({ type: 'Concede' });
    const gone = playSolo(pending, { type: 'Concede' }).state;
    expect(gone).toMatchObject({ stage: 'finished', winner: null, prompts: [] });
    const campaign = soloSetup('solo-1', 'hard', { campaign: { goal: 'pathfinder' } });
    const lost = playSolo(campaign, { type: 'Concede' }).state;
    expect(gameOutcome(lost)).toMatchObject({ won: false, goal: 'pathfinder' });
    const base = baseSetup({ seats: 3 });
    expect(baseXia.legal(base, base.turn.seat)).not.toContainEqual({ type: 'Concede' });
    expect(baseXia.apply(base, base.turn.seat, { type: 'Concede' })).toMatchObject({
      ok: false,
      error: { code: 'NotSolo' },
    });
  });

  // Nyr alone has no Spawn Point: the destroyed ship can never come back. Each turn it misses
  // rolls its respawn d20 and the round (the NPCs' d20, here always 1: no Fame) goes on.
  const stranded = withSolo(
    withPlayer(
      {
        ...npcsAway(quiet),
        board: { ...quiet.board, sectors: [{ id: 'nyr', slot: { q: 0, r: 0 }, rotation: 0 }] },
        prompts: [{ kind: 'SeatNpc', seat: 0, npc: 'scoundrel' }],
      },
      { at: null, awaitingRespawn: true },
    ),
    { step: { at: 'roundEnd' }, seating: ['enforcer'] },
  );
  const ones: ScriptedDraw[] = Array.from({ length: 1 + 2 * MAX_SKIPPED_TURNS + 1 }, () =>
    die(20, 1),
  );
  scenario(
    'a ship that can never respawn skips turns a bounded number of times, then the game is lost',
    {
      ruleset: solo,
      rules: ['XS-END-05', 'XS-END-06'],
      start: { state: stranded },
      dice: ones,
      steps: [
        {
          seat: 0,
          command: { type: 'SeatNpc', position: 0 },
          events: [{ type: 'GameLost', seat: 0, reason: 'stranded' }],
          verify: (s) => {
            expect(s.stage).toBe('finished');
            expect(s.turn.number).toBe(quiet.turn.number + MAX_SKIPPED_TURNS + 1);
          },
        },
      ],
    },
  );
});
