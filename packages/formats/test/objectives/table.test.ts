import { describe, expect, it } from 'vitest';
import { cardData } from '../../src/cards/catalog.ts';
import {
  assaultFacts,
  boardLost,
  deployAssault,
  planAssault,
} from '../../src/objectives/table/assault.ts';
import { beaconAttack, beaconCounts, beaconState } from '../../src/objectives/table/beacon.ts';
import {
  attackMissionShuttle,
  missionShuttleFate,
  missionShuttleStats,
  moveMissionShuttle,
  newMissionShuttle,
  nextMissionTurn,
} from '../../src/objectives/table/escort-mission.ts';
import {
  graveyardWreck,
  mineOverlap,
  obstacleField,
} from '../../src/objectives/table/obstacles.ts';
import { afterFiring } from '../../src/objectives/table/ordnance.ts';
import {
  hidePlans,
  plansCarrierDestroyed,
  plansFate,
  plansOverlap,
  plansView,
} from '../../src/objectives/table/plans.ts';
import { runnerOverlap, spiceMarkers, spiceRun } from '../../src/objectives/table/spice.ts';
import {
  attackRecon,
  attackStation,
  newStation,
  reconBoard,
  reconTokens,
  stationDestroyed,
  stationStats,
} from '../../src/objectives/table/targets.ts';

const players = ['ann', 'bob'] as const;
const rocks = ['rock 1', 'rock 2', 'rock 3', 'rock 4', 'rock 5', 'rock 6'];

function value<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function code(r: { ok: boolean; error?: { code: string } }): string {
  return r.ok ? 'accepted' : (r.error?.code ?? '');
}

describe('Objective Play table helpers', () => {
  it('XW-OBJ-05, GAP-XW-08: a ship on a mine takes 3 attack dice rolled by its opponent; the mine is then gone', () => {
    const field = value(obstacleField(rocks));
    const blast = value(mineOverlap(field, 'rock 2', 'ann', players));
    expect(blast).toMatchObject({ roller: 'bob', attackDice: 3, removed: 'rock 2' });
    expect(blast.state.obstacles.map((o) => o.id)).not.toContain('rock 2');
    expect(code(mineOverlap(blast.state, 'rock 2', 'bob', players))).toBe('NoSuchObstacle');
    expect(value(mineOverlap(field, 'rock 1', 'bob', players)).roller).toBe('ann');
  });

  it('XW-OBJ-06: each destroyed ship leaves a debris field where it was', () => {
    const field = value(graveyardWreck(value(obstacleField(rocks)), 'Academy Pilot #2'));
    expect(field.obstacles).toHaveLength(7);
    expect(field.obstacles[6]).toEqual({
      id: 'debris: Academy Pilot #2',
      kind: 'debris',
      wreckOf: 'Academy Pilot #2',
    });
    expect(code(graveyardWreck(field, 'Academy Pilot #2'))).toBe('BadValue');
  });

  it('XW-OBJ-07: the plans turn up under a first-player ship; the finder carries them; the first player never sees the hidden one', () => {
    let plans = value(hidePlans(rocks, 'rock 4'));
    expect(plansView(plans, 'first').tokens.some((t) => t.plans)).toBe(false);
    expect(plansView(plans, 'second').tokens.find((t) => t.plans)?.obstacle).toBe('rock 4');
    const miss = value(plansOverlap(plans, 'rock 1', 'Wedge'));
    expect(miss.found).toBe(false);
    expect(plansFate(miss.state)).toBe('not-found');
    const hit = value(plansOverlap(miss.state, 'rock 4', 'Luke'));
    expect(hit.found).toBe(true);
    plans = hit.state;
    expect(plans.carrier).toBe('Luke');
    expect(plansView(plans, 'first').tokens.find((t) => t.obstacle === 'rock 4')?.plans).toBe(true);
    expect(plansFate(plans)).toBe('carrier-survived');
    expect(plansFate(value(plansCarrierDestroyed(plans)))).toBe('carrier-destroyed');
    expect(code(hidePlans(rocks, 'rock 9'))).toBe('NoSuchObstacle');
  });

  it('XW-OBJ-08: a Recon token (agility 3, hull 1) may be attacked from Range 1 by a ship that can fire on it; killing it collects it', () => {
    let board = reconBoard(rocks);
    expect(board.tokens[0]?.stats).toEqual({ agility: 3, hull: 1 });
    const far = attackRecon(
      board,
      { obstacle: 'rock 1', player: 'ann', withinRange1: false, canFire: true, damage: 1 },
      players,
    );
    expect(code(far)).toBe('CannotAttack');
    board = value(
      attackRecon(
        board,
        { obstacle: 'rock 1', player: 'ann', withinRange1: true, canFire: true, damage: 1 },
        players,
      ),
    );
    board = value(
      attackRecon(
        board,
        { obstacle: 'rock 2', player: 'bob', withinRange1: true, canFire: true, damage: 0 },
        players,
      ),
    );
    expect(reconTokens(board, players)).toEqual([1, 0]);
    const again = attackRecon(
      board,
      { obstacle: 'rock 1', player: 'bob', withinRange1: true, canFire: true, damage: 1 },
      players,
    );
    expect(code(again)).toBe('TargetGone');
  });

  it('XW-OBJ-09: the station has agility 2 and hull 10; only the first player attacks it', () => {
    let station = value(newStation('rock 3'));
    expect(stationStats).toEqual({ agility: 2, hull: 10 });
    expect(code(attackStation(station, 'bob', 'ann', 3))).toBe('NotYourTarget');
    station = value(attackStation(station, 'ann', 'ann', 6));
    expect(stationDestroyed(station)).toBe(false);
    station = value(attackStation(station, 'ann', 'ann', 5));
    expect([station.damage, stationDestroyed(station)]).toEqual([10, true]);
  });

  it('XW-OBJ-12: under Torpedo Run missiles and torpedoes are kept after firing; otherwise discarded', () => {
    const byName = (name: string) => {
      const card = cardData.upgrades.find((u) => u.name === name);
      if (card === undefined) throw new Error(name);
      return card;
    };
    expect(afterFiring('torpedo-run', byName('Proton Torpedoes'))).toBe('keep');
    expect(afterFiring('torpedo-run', byName('Homing Missiles'))).toBe('keep');
    expect(afterFiring('recon-mission', byName('Proton Torpedoes'))).toBe('discard');
    expect(afterFiring('torpedo-run', byName('Heavy Laser Cannon'))).toBe('card-text');
  });

  it('XW-OBJ-13: the spice runner collects its marker on its first overlap of each obstacle, unharmed that time only', () => {
    let run = spiceRun(players, rocks);
    const first = value(runnerOverlap(run, 'ann', 'rock 1'));
    expect([first.collected, first.obstacleEffects]).toEqual([true, false]);
    run = first.state;
    const second = value(runnerOverlap(run, 'ann', 'rock 1'));
    expect([second.collected, second.obstacleEffects]).toEqual([false, true]);
    run = value(runnerOverlap(second.state, 'bob', 'rock 1')).state;
    expect(spiceMarkers(run)).toEqual([1, 1]);
    expect(code(runnerOverlap(run, 'bob', 'rock 9'))).toBe('NoSuchObstacle');
  });

  it('XW-OBJ-15: the Escort Mission shuttle (agility 2, hull 6, skill 0) moves 1 straight or 1 bank once a turn', () => {
    expect(missionShuttleStats).toEqual({ agility: 2, hull: 6, skill: 0 });
    let s = newMissionShuttle();
    expect(code(moveMissionShuttle(s, 2, 'straight', false))).toBe('BadNumber');
    expect(code(moveMissionShuttle(s, 1, 'turn-left', false))).toBe('BadValue');
    s = value(moveMissionShuttle(s, 1, 'bank-left', false));
    expect(code(moveMissionShuttle(s, 1, 'straight', false))).toBe('AlreadyActivated');
    s = value(moveMissionShuttle(nextMissionTurn(s), 1, 'straight', true));
    expect(missionShuttleFate(s)).toBe('exited');
    let shot = value(attackMissionShuttle(newMissionShuttle(), 4, 'ann'));
    expect(missionShuttleFate(shot)).toBe('neither');
    shot = value(attackMissionShuttle(shot, 2, 'ann'));
    expect(missionShuttleFate(shot)).toBe('destroyed');
  });

  it('XW-OBJ-16: a Range 1 attack with a hit may trade all its hits for a beacon; each ship is tagged once', () => {
    let s = beaconState(players);
    const far = beaconAttack(s, {
      targetOwner: 'bob',
      target: 'Howlrunner',
      range: 2,
      hits: 2,
      crits: 0,
      tag: true,
    });
    expect(code(far)).toBe('OutOfRange');
    const blank = beaconAttack(s, {
      targetOwner: 'bob',
      target: 'Howlrunner',
      range: 1,
      hits: 0,
      crits: 0,
      tag: true,
    });
    expect(code(blank)).toBe('NoHit');
    const tagged = value(
      beaconAttack(s, {
        targetOwner: 'bob',
        target: 'Howlrunner',
        range: 1,
        hits: 2,
        crits: 1,
        tag: true,
      }),
    );
    expect([tagged.hits, tagged.crits, tagged.tagged]).toEqual([0, 0, true]);
    s = tagged.state;
    expect(
      code(
        beaconAttack(s, {
          targetOwner: 'bob',
          target: 'Howlrunner',
          range: 1,
          hits: 1,
          crits: 0,
          tag: true,
        }),
      ),
    ).toBe('AlreadyTagged');
    const plain = value(
      beaconAttack(s, {
        targetOwner: 'ann',
        target: 'Wedge',
        range: 1,
        hits: 2,
        crits: 0,
        tag: false,
      }),
    );
    expect([plain.hits, plain.tagged]).toEqual([2, false]);
    expect(beaconCounts(s)).toEqual([1, 0]);
  });

  it('XW-OBJ-17: the assault force is under 50 points, its three points at least Range 2 from every edge, arriving after turn 1', () => {
    const force = [
      { name: 'Rookie Pilot', points: 21 },
      { name: 'Rookie Pilot', points: 21 },
    ];
    expect(
      code(planAssault([...force, { name: 'Tala Squadron Pilot', points: 13 }], [2, 3, 2])),
    ).toBe('ReserveTooLarge');
    expect(code(planAssault(force, [2, 1, 3]))).toBe('TooCloseToEdge');
    expect(code(planAssault(force, [2, 3]))).toBe('BadValue');
    const plan = value(planAssault(force, [2, 3, 2]));
    expect(plan.reservePoints).toBe(42);
    expect(code(deployAssault(plan, 1, 2))).toBe('TooEarly');
    const deployed = value(deployAssault(plan, 2, 3));
    expect(assaultFacts(deployed)).toEqual({ reservePoints: 42, reserve: 'deployed' });
    expect(assaultFacts(boardLost(deployed)).reserve).toBe('deployed');
  });

  it('XW-OBJ-18: the board lost before the force arrives strands it', () => {
    const plan = value(planAssault([{ name: 'Rookie Pilot', points: 21 }], [2, 2, 2]));
    const stranded = boardLost(plan);
    expect(assaultFacts(stranded)).toEqual({ reservePoints: 21, reserve: 'stranded' });
    expect(code(deployAssault(stranded, 3, 1))).toBe('AlreadyDeployed');
  });
});
