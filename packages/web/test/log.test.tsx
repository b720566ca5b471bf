// @vitest-environment happy-dom
/**
 * The event log over the seeded game: sentences with names and places and never a coordinate,
 * one group per turn, a run of steps as one line, a captain's filter and kind toggles that
 * narrow it, earlier turns on demand, and a seated viewer's log holding only what that seat may
 * know (other captains' secret missions never named).
 */
import type { SeatId } from '@drift/engine';
import { createXia, type XiaEvent } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventLog } from '../src/log/EventLog.tsx';
import { buildLog, SILENT } from '../src/log/lines.ts';
import { viewNamer } from '../src/log/names.ts';
import { placeNamer } from '../src/log/places.ts';
import { GAME_TIMEOUT, game } from './game.ts';

afterEach(cleanup);
const xia = createXia(corePack());
const content = xia.content;

let events: XiaEvent[] = [];
beforeAll(() => {
  events = game().events.flat();
}, GAME_TIMEOUT);

const finalView = (viewer: Parameters<typeof xia.view>[1]) => xia.view(game().final, viewer);
const seen = (seat: SeatId) =>
  events.flatMap((e) => {
    const v = xia.visibleEvent(e, { seat });
    return v ? [v] : [];
  });

function logOf(list: readonly XiaEvent[], viewer: Parameters<typeof xia.view>[1]) {
  const view = finalView(viewer);
  return buildLog(list, viewNamer(content, view.captains), placeNamer(content, view.board.sectors));
}

describe('log lines', () => {
  it('names places, never coordinates', () => {
    const lines = logOf(events, 'omniscient').flatMap((t) => t.lines);
    expect(lines.length).toBeGreaterThan(500);
    for (const l of lines)
      expect(l.text, l.text).not.toMatch(/\[-?\d+, ?-?\d+\]|\b-?\d{1,2},-?\d{1,2}\b/);
    const text = lines.map((l) => l.text).join('\n');
    // Planets, sectors and spawn points by name.
    expect(text).toMatch(/flies from .+ to .+\./);
    expect(text).toMatch(/starts at Spawn Point \d+ in [A-Z]/);
    expect(text).toMatch(/The (Enforcer|Scoundrel|Merchant) appears at /);
  });

  it('groups lines by turn, one group per turn started', () => {
    const turns = logOf(events, 'omniscient').filter((t) => t.number !== null);
    const started = events.flatMap((e) => (e.type === 'TurnStarted' ? [e] : []));
    expect(turns.map((t) => t.number)).toEqual(started.map((e) => e.number));
    expect(turns.map((t) => t.seat)).toEqual(started.map((e) => e.seat));
  });

  it("makes a ship's run of steps one line, counting every step", () => {
    const moves = logOf(events, 'omniscient')
      .flatMap((t) => t.lines)
      .filter((l) => l.kind === 'move' && /^Captain \d.* (flies from|moves)/.test(l.text));
    const steps = moves.reduce((n, l) => n + Number(/(\d+) spaces?/.exec(l.text)?.[1] ?? 1), 0);
    const moved = events.filter((e) => e.type === 'Moved').length;
    expect(steps).toBe(moved);
    expect(moves.length).toBeLessThan(moved);
  });

  it('knows the last event each line tells: a run ends on its last step', () => {
    const lines = logOf(events, 'omniscient').flatMap((t) => t.lines);
    for (const l of lines) expect(l.last).toBeGreaterThanOrEqual(l.id);
    const runs = lines.filter(
      (l) => l.kind === 'move' && /^Captain \d.* (flies from|moves)/.test(l.text),
    );
    for (const l of runs) {
      const told = events.slice(l.id, l.last + 1).filter((e) => e.type === 'Moved').length;
      expect(told, l.text).toBe(Number(/(\d+) spaces?/.exec(l.text)?.[1] ?? 1));
      expect(events[l.last]?.type).toBe('Moved');
    }
  });
});

describe('the log component', () => {
  it('shows recent turns first and earlier ones on demand', () => {
    const view = finalView({ seat: 0 });
    const { container, getByText } = render(
      <EventLog events={seen(0)} content={content} view={view} recentTurns={5} />,
    );
    expect(container.querySelectorAll('.event-log-turn').length).toBe(5);
    fireEvent.click(getByText(/Show earlier turns/));
    expect(container.querySelectorAll('.event-log-turn').length).toBe(10);
    const last = [...container.querySelectorAll('.event-log-turn')].at(-1);
    expect(last?.getAttribute('data-turn')).toBe(String(game().final.turn.number));
    // The winner's line is there at the end.
    expect(container.textContent).toMatch(/wins the game!/);
  });

  it("narrows to one captain's lines and to chosen kinds", () => {
    const view = finalView({ seat: 0 });
    const { container, getByRole } = render(
      <EventLog events={seen(0)} content={content} view={view} recentTurns={25} />,
    );
    const lines = () => [...container.querySelectorAll('.event-log-line')];
    const all = lines().length;
    fireEvent.change(container.querySelector('select') as HTMLSelectElement, {
      target: { value: '2' },
    });
    const theirs = lines();
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.length).toBeLessThan(all);
    for (const l of theirs) expect(l.getAttribute('data-seats')?.split(' ')).toContain('2');
    fireEvent.change(container.querySelector('select') as HTMLSelectElement, {
      target: { value: 'all' },
    });
    // Combat off: no combat line stays; on again: they come back.
    const combat = getByRole('button', { name: 'Combat' });
    const before = container.querySelectorAll('[data-kind="combat"]').length;
    expect(before).toBeGreaterThan(0);
    fireEvent.click(combat);
    expect(combat.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('[data-kind="combat"]').length).toBe(0);
    fireEvent.click(combat);
    expect(container.querySelectorAll('[data-kind="combat"]').length).toBe(before);
    // Dice are off at first and can be shown.
    expect(container.querySelectorAll('[data-kind="dice"]').length).toBe(0);
    fireEvent.click(getByRole('button', { name: 'Dice' }));
    expect(container.querySelectorAll('[data-kind="dice"]').length).toBeGreaterThan(0);
    // The viewer's own seat is "You".
    expect(container.querySelector('option[value="0"]')?.textContent).toBe('You (Captain 1)');
  });

  it("never names another captain's secret mission to a seated viewer", () => {
    const kept = events.flatMap((e) =>
      e.type === 'MissionKept' && e.card !== null ? [{ seat: e.seat, card: e.card }] : [],
    );
    expect(kept.length).toBeGreaterThan(0);
    const shown = new Set(
      events.flatMap((e) =>
        e.type === 'MissionRevealed' || e.type === 'MissionCompleted' || e.type === 'MissionFailed'
          ? [e.card]
          : [],
      ),
    );
    // A card the viewer drew itself (and put back) is no secret to it.
    const drawnBy = (viewer: SeatId) =>
      new Set(
        events.flatMap((e) =>
          e.type === 'MissionsDrawn' && e.seat === viewer ? (e.cards ?? []) : [],
        ),
      );
    const secret = (viewer: SeatId) =>
      kept.filter((k) => k.seat !== viewer && !shown.has(k.card) && !drawnBy(viewer).has(k.card));
    expect([0, 1, 2, 3, 4].some((v) => secret(v).length > 0)).toBe(true);
    for (const viewer of [0, 1, 2, 3, 4]) {
      const text = logOf(seen(viewer), { seat: viewer })
        .flatMap((t) => t.lines.map((l) => l.text))
        .join('\n');
      for (const k of kept.filter((x) => x.seat === viewer))
        expect(text).toContain(content.mission(k.card).name);
      for (const k of secret(viewer))
        expect(text, `Captain ${viewer + 1}`).not.toContain(content.mission(k.card).name);
    }
    // And on the page: the mission lines as Captain 1 sees them.
    const { container } = render(
      <EventLog
        events={seen(0)}
        content={content}
        view={finalView({ seat: 0 })}
        recentTurns={1000}
        initialKinds={['mission']}
      />,
    );
    const page = container.textContent ?? '';
    expect(page).toMatch(/keeps a mission\./);
    for (const k of secret(0)) expect(page).not.toContain(content.mission(k.card).name);
  });
});

describe('every event type', () => {
  it('gets a line with names and no coordinates, but for the few said to be silent', () => {
    const view = finalView('omniscient');
    const at = view.captains.flatMap((c) => (c.at ? [c.at] : []))[0] ?? { q: 0, r: 0 };
    const sector = view.board.sectors[0]?.id ?? '';
    const title = content.pack.titles[0]?.id ?? '';
    const mission = content.pack.missions[0]?.id ?? '';
    const npc = content.pack.npcs[0]?.id ?? '';
    const seat = 1;
    // A Record: TypeScript refuses a new event type until it has a sample here.
    const samples: { [K in XiaEvent['type']]: Extract<XiaEvent, { type: K }> } = {
      ShipChosen: { type: 'ShipChosen', seat, ship: content.pack.ships[0]?.id ?? '' },
      ShipPlaced: { type: 'ShipPlaced', seat, at },
      OutfittingFinished: { type: 'OutfittingFinished', seat },
      TurnStarted: { type: 'TurnStarted', seat, number: 3 },
      TurnSkipped: { type: 'TurnSkipped', seat },
      PhaseStarted: { type: 'PhaseStarted', seat, phase: 'Business' },
      TurnEnded: { type: 'TurnEnded', seat },
      DieRolled: { type: 'DieRolled', seat, die: 8, face: 5, purpose: 'engine' },
      FameGained: { type: 'FameGained', seat, amount: 1, source: 'trade', fame: 4 },
      CreditsChanged: { type: 'CreditsChanged', seat, amount: 500, reason: 'sale', credits: 900 },
      EnergyChanged: { type: 'EnergyChanged', seat, amount: 1, reason: 'recharge', energy: 3 },
      BountyChanged: { type: 'BountyChanged', seat, amount: 500, reason: 'attack', bounty: 500 },
      MoveStarted: { type: 'MoveStarted', seat, source: 'engine', points: 4 },
      Moved: { type: 'Moved', seat, from: at, to: at, left: 2 },
      GateJumped: { type: 'GateJumped', seat, from: at, to: at },
      Teleported: { type: 'Teleported', seat, to: at, spawn: 2 },
      ActingFrom: { type: 'ActingFrom', seat, at },
      HazardResolved: {
        type: 'HazardResolved',
        seat,
        hazard: 'nebula',
        face: 12,
        outcome: 'damage',
        amount: 1,
      },
      ShieldsRolled: { type: 'ShieldsRolled', seat, faces: [3, 4], total: 7, against: 9 },
      DamageTaken: { type: 'DamageTaken', seat, amount: 2, unblockable: false },
      DamagePlaced: { type: 'DamagePlaced', seat, at: [0, 0], jettisoned: null, disarmed: false },
      MarkersDisarmed: { type: 'MarkersDisarmed', seat, count: 1, reason: 'ion blast' },
      MarkerSpent: { type: 'MarkerSpent', seat, outfit: 1, space: 0 },
      ShipDestroyed: { type: 'ShipDestroyed', seat, at, cause: 'combat', cubesLost: true },
      Respawned: { type: 'Respawned', seat, at, spawn: 3 },
      SectorDrawn: { type: 'SectorDrawn', seat, sector, slot: at },
      SectorPlaced: { type: 'SectorPlaced', seat, sector, slot: at, rotation: 0 },
      TokensPlaced: { type: 'TokensPlaced', at: [at, at] },
      TokenCollected: { type: 'TokenCollected', seat, at, token: 'x-credits-1' },
      CubesGained: { type: 'CubesGained', seat, colour: 'spice', count: 2, via: 'mine' },
      CubesSold: { type: 'CubesSold', seat, cubes: { spice: 2 }, credits: 1200 },
      CubesDropped: { type: 'CubesDropped', seat, at, cubes: ['holo'] },
      CubesCollected: { type: 'CubesCollected', seat, at, cubes: ['holo'] },
      OutfitBought: { type: 'OutfitBought', seat, kind: 'x', uid: 9, at: [0, 0], turns: 0 },
      OutfitSold: { type: 'OutfitSold', seat, kind: content.pack.outfits[0]?.id ?? '', uid: 9 },
      ModGained: { type: 'ModGained', seat, kind: 'gts', uid: 9, at: [0, 0] },
      OutfitMoved: { type: 'OutfitMoved', seat, uid: 9, at: [1, 0], turns: 1 },
      CargoMoved: { type: 'CargoMoved', seat, from: [0, 0], to: [1, 0] },
      Repaired: { type: 'Repaired', seat, removed: 2 },
      ShipBought: { type: 'ShipBought', seat, ship: content.pack.ships[1]?.id ?? '' },
      Rescued: { type: 'Rescued', seat, target: 3 },
      AbilityUsed: {
        type: 'AbilityUsed',
        seat,
        ability: content.pack.abilities[0]?.id ?? '',
        success: true,
      },
      AbilitiesRefreshed: { type: 'AbilitiesRefreshed', seat },
      MarkersArmed: { type: 'MarkersArmed', seat, count: 2, cost: 0 },
      TitleDrawn: { type: 'TitleDrawn', seat, title },
      TitleClaimed: { type: 'TitleClaimed', seat, title },
      GameWon: { type: 'GameWon', seat, fame: 10 },
      EventDrawn: { type: 'EventDrawn', seat, event: 'trade-boom', space: 5 },
      EventTicked: { type: 'EventTicked', event: 'trade-boom', round: 1, of: 2 },
      EventLeft: { type: 'EventLeft', event: 'trade-boom', reason: 'rounds' },
      EventMarked: { type: 'EventMarked', event: 'fesko-grand-prix', at },
      EventWon: { type: 'EventWon', seat, event: 'fesko-grand-prix' },
      NpcBountyRaised: {
        type: 'NpcBountyRaised',
        npc,
        amount: 500,
        bounty: 2500,
        event: 'open-season',
      },
      AttackDeclared: {
        type: 'AttackDeclared',
        attacker: { seat },
        target: { npc },
        weapons: [],
        ram: false,
      },
      AttackResolved: {
        type: 'AttackResolved',
        attacker: { seat },
        target: { seat: 2 },
        attack: 9,
        defence: 4,
        damage: 5,
      },
      ShieldsRearmed: { type: 'ShieldsRearmed', seat, count: 1, cost: 1 },
      BountyClaimed: { type: 'BountyClaimed', seat, from: { seat: 2 }, amount: 1000 },
      MissionsDrawn: { type: 'MissionsDrawn', seat, count: 2, cards: null },
      MissionKept: { type: 'MissionKept', seat, kept: true, card: null },
      MissionRevealed: { type: 'MissionRevealed', seat, card: mission, payment: 2000 },
      MissionFailed: { type: 'MissionFailed', seat, card: mission, bounty: 1000 },
      MissionCompleted: { type: 'MissionCompleted', seat, card: mission, payment: 2000 },
      MissionDiscarded: { type: 'MissionDiscarded', seat, revealed: false, card: null },
      ExperienceUsed: { type: 'ExperienceUsed', seat, card: mission },
      IntelGathered: { type: 'IntelGathered', seat, card: mission, drawn: [mission], outlaw: 0 },
      CargoHandedIn: { type: 'CargoHandedIn', seat, card: mission, cubes: ['spice'] },
      OutfitHandedOver: {
        type: 'OutfitHandedOver',
        seat,
        card: mission,
        kind: content.pack.outfits[0]?.id ?? '',
        uid: 1,
      },
      MissionDeclared: { type: 'MissionDeclared', seat, card: mission, target: { seat: 2 } },
      NpcSpawned: { type: 'NpcSpawned', npc, at },
      NpcMoved: { type: 'NpcMoved', npc, from: at, to: at },
      NpcDamaged: { type: 'NpcDamaged', npc, amount: 2, damage: 3 },
      NpcDestroyed: { type: 'NpcDestroyed', npc, by: { seat } },
      NpcRepaired: { type: 'NpcRepaired', npc, amount: 1 },
      NpcEarned: { type: 'NpcEarned', npc, amount: 1000 },
      NpcDecided: { type: 'NpcDecided', npc, options: 2, roll: 14, chosen: `${at.q},${at.r}` },
      StockTaken: { type: 'StockTaken', seat, colour: 'plasma', count: 2, stock: 3 },
      CubesProduced: {
        type: 'CubesProduced',
        seat,
        planet: 'Neo Damascus',
        colour: 'plasma',
        count: 3,
        placed: 2,
        stock: 6,
      },
      CubesSquandered: { type: 'CubesSquandered', seat, planet: 'Loath', count: 2 },
      DemandSet: { type: 'DemandSet', colour: 'spice', amount: 1000 },
      DemandCollected: { type: 'DemandCollected', seat, colour: 'spice', amount: 1000 },
      IceSpread: { type: 'IceSpread', seat, cells: [[1, 0]] },
      IceMelted: { type: 'IceMelted', seat, removed: 2 },
      GravityCarried: {
        type: 'GravityCarried',
        seat,
        sector: 'ferrens-call',
        path: 0,
        colour: 'purple',
        die: 12,
        face: 8,
        hexes: [at],
        pushedOff: true,
        discarded: 2,
      },
      CometPlaced: { type: 'CometPlaced', sector: 'rimeward-belt', at, respawned: false },
      CometMoved: {
        type: 'CometMoved',
        sector: 'rimeward-belt',
        seat,
        face: 2,
        from: at,
        hexes: [at, at],
      },
      CometStruck: {
        type: 'CometStruck',
        sector: 'rimeward-belt',
        at,
        seats: [seat],
        npcs: [],
        cubes: ['spice'],
      },
      CometDestroyed: { type: 'CometDestroyed', sector: 'rimeward-belt', at },
      GiantCometEntered: { type: 'GiantCometEntered', event: 'rikishi', at, heading: 2 },
      GiantCometMoved: {
        type: 'GiantCometMoved',
        event: 'rikishi',
        face: 3,
        from: at,
        hexes: [at, at, at],
        flownOff: false,
      },
      GiantCometStruck: {
        type: 'GiantCometStruck',
        event: 'rikishi',
        at,
        seats: [seat],
        npcs: [],
        cubes: [],
        comets: ['rimeward-belt'],
        kiln: true,
      },
      MovementGained: { type: 'MovementGained', seat, points: 5, movement: 7 },
      CaptainInNeed: { type: 'CaptainInNeed', seat, point: 4, outcome: 'aboard' },
      TokensTraded: {
        type: 'TokensTraded',
        seat,
        tokens: ['e-cache-1', 'e-frost-1'],
        reward: 'fame',
      },
      RelicsStacked: { type: 'RelicsStacked', at, count: 3 },
      RelicTaken: { type: 'RelicTaken', seat, site: at, at: [0, 0], turns: 0, left: 2 },
      SiteCollapsed: { type: 'SiteCollapsed', site: at },
      RelicLost: { type: 'RelicLost', seat, at: [0, 0], cause: 'damaged' },
      RelicMoved: { type: 'RelicMoved', seat, from: [0, 0], to: [1, 0], turns: 1 },
      RelicSifted: { type: 'RelicSifted', seat, relic: 'star-chart', at: [0, 0] },
      RelicRewarded: {
        type: 'RelicRewarded',
        seat,
        relic: 'star-chart',
        reward: 'fame',
        forfeited: 0,
      },
      EmberGained: { type: 'EmberGained', seat, at: [0, 0] },
      EmberLost: { type: 'EmberLost', seat, at: [0, 0], cause: 'jettisoned' },
      EmberSold: { type: 'EmberSold', seat, count: 2, credits: 4000 },
      KilnDocked: { type: 'KilnDocked', seat, from: at, space: 0 },
      KilnMoved: { type: 'KilnMoved', seat, from: 0, to: 2 },
      KilnUndocked: { type: 'KilnUndocked', seat, space: 0, to: at },
      KilnOrbited: { type: 'KilnOrbited', from: at, to: at, roll: 4, moved: 3 },
      KilnDestroyed: { type: 'KilnDestroyed', at },
      KilnRespawned: { type: 'KilnRespawned', at },
      KeiTraded: { type: 'KeiTraded', seat, gave: { spice: 1 }, took: { holo: 1 }, demand: 0 },
      NpcBehaviourDrawn: {
        type: 'NpcBehaviourDrawn',
        npc,
        card: 'scoundrel-ambush',
        behaviour: 0,
        name: 'Ambush',
        roll: 4,
        reason: 'entered',
      },
      NpcBehaviourKept: { type: 'NpcBehaviourKept', npc, name: 'Ambush' },
      NpcActs: { type: 'NpcActs', npc, card: 'scoundrel-ambush', name: 'Ambush' },
      NpcStep: {
        type: 'NpcStep',
        npc,
        name: 'Ambush',
        step: 1,
        alt: 0,
        half: 2,
        text: 'fire twice at the ship it went after if in range',
        target: { seat },
        outcome: 'done',
      },
      MerchantBonus: { type: 'MerchantBonus', npc, amount: 2, total: 4 },
      NpcStatsFlipped: { type: 'NpcStatsFlipped', side: 'B', fame: 8, target: 15 },
      NpcBountyChanged: {
        type: 'NpcBountyChanged',
        npc,
        amount: 1000,
        reason: 'raided',
        bounty: 1000,
      },
      GoalChosen: { type: 'GoalChosen', seat, goal: 'quiet-hull', fameTarget: 8 },
      GoalBroken: {
        type: 'GoalBroken',
        seat,
        goal: 'untouchable',
        rule: 0,
        reason: 'your ship was destroyed (combat)',
      },
      GoalSettled: {
        type: 'GoalSettled',
        seat,
        goal: 'merchant-prince',
        met: false,
        reasons: ['Only 2 of the 4 Fame needed from trade.'],
      },
      RewardUsed: { type: 'RewardUsed', seat, goal: 'merchant-prince', saved: 2000 },
      UpgradeBonus: { type: 'UpgradeBonus', seat, track: 'engine', on: 'engine', amount: 3 },
      DamageHealed: { type: 'DamageHealed', seat, at: [1, 0], ice: true },
      MarkerRearmed: { type: 'MarkerRearmed', seat, outfit: 3, space: 0, cost: 5 },
      NpcSeated: { type: 'NpcSeated', npc, position: 0, seating: [npc] },
      SystemExpanse: {
        type: 'SystemExpanse',
        slot: { q: 1, r: 0 },
        from: { q: 0, r: 0 },
        beside: sector,
        symbol: 'arc',
      },
      ExpanseSkipped: { type: 'ExpanseSkipped' },
      SoloRoundEnded: {
        type: 'SoloRoundEnded',
        cubesRemoved: 1,
        roll: 12,
        bonuses: { cubes: 2, credits: 2, behind: 4, merchant: 4 },
        total: 24,
        fame: 3,
        npcFame: 7,
      },
      NpcFameGained: { type: 'NpcFameGained', amount: 2, source: 'kill', npcFame: 5, npc },
      NpcsCollected: {
        type: 'NpcsCollected',
        amount: 2000,
        source: 'bounty',
        collected: 3000,
        npc,
      },
      GameLost: { type: 'GameLost', seat, reason: 'npcFame', fame: 6, npcFame: 10 },
    };
    const names = viewNamer(content, view.captains);
    const place = placeNamer(content, view.board.sectors);
    const silent = new Set(Object.keys(SILENT));
    for (const sample of Object.values(samples)) {
      // A TurnStarted is a heading, not a line.
      const lines = buildLog([sample], names, place).flatMap((t) =>
        sample.type === 'TurnStarted'
          ? [`Turn ${t.number}: Captain ${(t.seat ?? 0) + 1}`]
          : t.lines.map((l) => l.text),
      );
      if (silent.has(sample.type)) {
        expect(lines, sample.type).toEqual([]);
        continue;
      }
      expect(lines.length, sample.type).toBe(1);
      const text = lines[0] ?? '';
      expect(text, sample.type).not.toMatch(/\[-?\d+, ?-?\d+\]|\b-?\d{1,2},-?\d{1,2}\b|\bseat \d/);
      expect(text, sample.type).not.toMatch(/undefined|null|NaN/);
      if ('seat' in sample) expect(text, sample.type).toContain(`Captain ${seat + 1}`);
      if ('npc' in sample) expect(text, sample.type).toContain(content.npc(npc).name);
    }
    // Redacted secrets read as "a mission", never as a blank.
    const redacted = buildLog([samples.MissionKept, samples.MissionDiscarded], names, place);
    expect(redacted.flatMap((t) => t.lines.map((l) => l.text))).toEqual([
      expect.stringMatching(/keeps a mission\.$/),
      expect.stringMatching(/discards a mission\.$/),
    ]);
  });

  it("says a sale's, a token's or a mission's credits once, on its own line", () => {
    const view = finalView('omniscient');
    const names = viewNamer(content, view.captains);
    const place = placeNamer(content, view.board.sectors);
    const at = view.captains.flatMap((c) => (c.at ? [c.at] : []))[0] ?? { q: 0, r: 0 };
    const lines = buildLog(
      [
        { type: 'CubesSold', seat: 0, cubes: { holo: 2 }, credits: 2000 },
        { type: 'CreditsChanged', seat: 0, amount: 2000, reason: 'sold 2 cubes', credits: 2500 },
        { type: 'TokenCollected', seat: 0, at, token: 'x-credits-1' },
        { type: 'CreditsChanged', seat: 0, amount: 1000, reason: 'token', credits: 3500 },
        {
          type: 'MissionCompleted',
          seat: 0,
          card: content.pack.missions[0]?.id ?? '',
          payment: 800,
        },
        { type: 'CreditsChanged', seat: 0, amount: 800, reason: 'mission', credits: 4300 },
        { type: 'CreditsChanged', seat: 0, amount: 500, reason: 'rescue', credits: 4800 },
      ],
      names,
      place,
    ).flatMap((t) => t.lines.map((l) => l.text));
    expect(lines).toEqual([
      expect.stringMatching(/sells cubes for 2,000 credits\.$/),
      expect.stringMatching(/collects an exploration token: 1,000 credits\.$/),
      expect.stringMatching(/completes .+ for 800 credits\.$/),
      expect.stringMatching(/gains 500 credits \(rescue\)\.$/),
    ]);
  });
});
