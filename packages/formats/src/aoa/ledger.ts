/**
 * The game ledger: the table enters damage, kills, respawns and the end of each phase; the
 * ledger scores Assists and Kills (XW-AOA-17, XW-AOA-18, GAP-XW-03), runs the respawn ladder
 * (XW-AOA-19..22), keeps the combat order honest (XW-AOA-23) and totals after the End Phase
 * (XW-AOA-25..28). Pure: a new game is returned, the input is never changed.
 */
import { assertNever, ok, type Result, refuse } from '@drift/engine';
import { cardData } from '../cards/catalog.ts';
import { type AceCommand, parseAceCommand } from './command.ts';
import {
  ACE_PHASES,
  type AceGame,
  type AceScore,
  type AceShip,
  currentAce,
  type LedgerEntry,
  listOf,
} from './game.ts';
import { checkLoadout, nextRespawn, respawnCost } from './ladder.ts';
import { combatStepOf, compareCombat, onTable } from './order.ts';
import { decideWinner } from './winner.ts';

/** Assist: an attack that removed a shield or dealt a damage card (XW-AOA-17). */
export const ASSIST_VP = 1;
/** Kill (XW-AOA-18): instead of, not on top of, the killing attack's Assist. */
export const KILL_VP = 5;
/** Fel's Wrath stays until the end of the Combat phase when destroyed (XW-AOA-33). */
const FELS_WRATH = cardData.pilots.find((p) => p.xws === 'felswrath')?.id;

type Applied = Result<AceGame>;

/** Applies one ledger entry (outside input) to the game. */
export function applyAce(game: AceGame, input: unknown): Applied {
  const command = parseAceCommand(input);
  if (!command.ok) return command;
  return applyCommand(game, command.value);
}

function applyCommand(game: AceGame, command: AceCommand): Applied {
  if (game.outcome.kind === 'won') {
    return refuse('GameOver', `The game is over: ${game.outcome.winner} won.`);
  }
  if (game.outcome.kind === 'final-salvo' && command.type !== 'tie-break') {
    return refuse(
      'TieBreakFirst',
      `${game.outcome.players.join(' and ')} are tied: enter the Final Salvo's (or duel's) winner.`,
    );
  }
  const waiting = game.pending[0];
  if (waiting !== undefined && command.type !== 'respawn') {
    return refuse(
      'RespawnFirst',
      `${waiting.player}'s ship respawns at once: choose its upgrades first.`,
    );
  }
  switch (command.type) {
    case 'damage':
      return damage(game, command);
    case 'kill':
      return kill(game, command);
    case 'respawn':
      return respawn(game, command);
    case 'advance':
      return advance(game);
    case 'tie-break':
      return tieBreak(game, command);
    default:
      return assertNever(command, 'ledger entry');
  }
}

function shipById(game: AceGame, id: string): AceShip | undefined {
  return game.ships.find((s) => s.id === id);
}

function note(game: AceGame, text: string, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  return { round: game.round, phase: game.phase, text, ...extra };
}

function addScore(
  scores: readonly AceScore[],
  player: string,
  change: { vp: number; sd?: number; assists?: number; kills?: number },
): readonly AceScore[] {
  return scores.map((s) =>
    s.player === player
      ? {
          ...s,
          vp: s.vp + change.vp,
          sd: s.sd + (change.sd ?? 0),
          assists: s.assists + (change.assists ?? 0),
          kills: s.kills + (change.kills ?? 0),
        }
      : s,
  );
}

function replaceShip(game: AceGame, ship: AceShip): readonly AceShip[] {
  return game.ships.map((s) => (s.id === ship.id ? ship : s));
}

/** Checks an attacker and a target and moves the combat step to the attacker. */
function attack(
  game: AceGame,
  attackerId: string,
  targetId: string,
  forKill: boolean,
): Result<{ attacker: AceShip; target: AceShip; game: AceGame }> {
  if (game.phase !== 'activation' && game.phase !== 'combat') {
    return refuse(
      'NoAttackNow',
      `Damage is entered in the Activation or Combat phase, not the ${game.phase} phase.`,
    );
  }
  const attacker = shipById(game, attackerId);
  const target = shipById(game, targetId);
  if (!attacker) return refuse('UnknownShip', `No ship ${attackerId} at this table.`);
  if (!target) return refuse('UnknownShip', `No ship ${targetId} at this table.`);
  if (!onTable(attacker)) {
    // XW-AOA-23: no simultaneous fire, a destroyed ship does not fire back.
    return refuse(
      'ShipDestroyed',
      `${attacker.name} (${attacker.player}) was destroyed and fires no more.`,
    );
  }
  if (!onTable(target)) {
    return refuse('ShipDestroyed', `${target.name} (${target.player}) is no longer on the table.`);
  }
  if (forKill && target.status === 'doomed') {
    return refuse('AlreadyDestroyed', `${target.name} was already destroyed; its Kill is scored.`);
  }
  if (attacker.player === target.player) {
    return refuse(
      'Friendly',
      `${attacker.name} and ${target.name} are friendly: both ${attacker.player}'s.`,
    );
  }
  if (game.phase !== 'combat') return ok({ attacker, target, game });
  if (!attacker.mayFire) {
    return refuse(
      'MayNotFire',
      `${attacker.name} respawned after its predecessor's combat step: it does not fire this round.`,
    );
  }
  const at = combatStepOf(game, attacker);
  if (game.combatAt !== null && compareCombat(at, game.combatAt) < 0) {
    return refuse(
      'StepPassed',
      `${attacker.name} (PS ${attacker.skill}) fires before the PS ${game.combatAt.skill} step now being resolved; its step has passed.`,
    );
  }
  return ok({ attacker, target, game: { ...game, combatAt: at } });
}

function damage(game: AceGame, command: Extract<AceCommand, { type: 'damage' }>): Applied {
  if (command.shields + command.hull === 0) {
    return refuse(
      'NoDamage',
      'An attack that removed no shield and dealt no damage card scores nothing.',
    );
  }
  const checked = attack(game, command.attacker, command.target, false);
  if (!checked.ok) return checked;
  const { attacker, target, game: next } = checked.value;
  const text = `${attacker.name} (${attacker.player}) damaged ${target.name} (${target.player}): Assist +${ASSIST_VP} VP`;
  return ok({
    ...next,
    scores: addScore(next.scores, attacker.player, { vp: ASSIST_VP, assists: 1 }),
    log: [...next.log, note(next, text, { player: attacker.player, vp: ASSIST_VP })],
  });
}

function kill(game: AceGame, command: Extract<AceCommand, { type: 'kill' }>): Applied {
  let next = game;
  let killer: AceShip | undefined;
  let target = shipById(game, command.target);
  if (command.attacker !== null) {
    const checked = attack(game, command.attacker, command.target, true);
    if (!checked.ok) return checked;
    ({ attacker: killer, target, game: next } = checked.value);
  } else if (game.phase !== 'activation' && game.phase !== 'combat') {
    return refuse(
      'NoAttackNow',
      `Ships are destroyed in the Activation or Combat phase, not the ${game.phase} phase.`,
    );
  } else if (target !== undefined && target.status !== 'in-play') {
    return refuse('ShipDestroyed', `${target.name} (${target.player}) is already destroyed.`);
  }
  if (!target) return refuse('UnknownShip', `No ship ${command.target} at this table.`);
  // The destroyed ship had its combat step if that step came before the one being resolved.
  const hadStep =
    next.phase === 'combat' &&
    next.combatAt !== null &&
    compareCombat(combatStepOf(next, target), next.combatAt) < 0;
  const doomed = target.pilotId === FELS_WRATH && target.kind === 'ace';
  const scores = killer
    ? addScore(next.scores, killer.player, { vp: KILL_VP, sd: target.cost, kills: 1 })
    : next.scores;
  const by = killer ? `${killer.name} (${killer.player})` : 'no player';
  const what = `${target.name} (${target.player}, ${target.cost} points) destroyed by ${by}`;
  const entry = killer
    ? note(next, `${what}: Kill +${KILL_VP} VP, +${target.cost} Ships Destroyed`, {
        player: killer.player,
        vp: KILL_VP,
        sd: target.cost,
      })
    : note(next, `${what}: nobody scores`);
  const after: AceShip = { ...target, status: doomed ? 'doomed' : 'destroyed' };
  const respawns = target.kind === 'ace' && !doomed;
  return ok({
    ...next,
    ships: replaceShip(next, after),
    scores,
    // XW-AOA-21: the respawn fires only if the destroyed ship had not had its step.
    pending: respawns
      ? [...next.pending, { player: target.player, mayFire: target.mayFire && !hadStep }]
      : next.pending,
    log: [
      ...next.log,
      entry,
      ...(doomed
        ? [note(next, `${target.name} stays on the table until the end of the Combat phase`)]
        : []),
      ...(target.kind === 'wingman' ? [note(next, `${target.name} is a Wingman: no respawn`)] : []),
    ],
  });
}

function respawn(game: AceGame, command: Extract<AceCommand, { type: 'respawn' }>): Applied {
  const waiting = game.pending.find((p) => p.player === command.player);
  if (!waiting) return refuse('NoRespawn', `${command.player} has no ship waiting to respawn.`);
  const list = listOf(game, command.player);
  const choice = nextRespawn(game, command.player);
  if (!choice) return refuse('NoRespawn', `${command.player} plays at no seat of this table.`);
  const picked = checkLoadout(choice, list, command.upgrades);
  if (!picked.ok) return picked;
  const last = currentAce(game, command.player);
  const lives = game.ships.filter((s) => s.player === command.player && s.kind === 'ace').length;
  const cost = respawnCost(choice.pilot, list, picked.value);
  const ship: AceShip = {
    id: `${command.player}/ace-${lives + 1}`,
    player: command.player,
    kind: 'ace',
    pilotId: choice.pilot.pilotId,
    name: choice.pilot.name,
    skill: choice.pilot.skill,
    cost,
    upgrades: picked.value,
    rung: choice.rung,
    status: 'in-play',
    mayFire: waiting.mayFire,
    respawnedInRound: game.round,
  };
  const dropped = choice.repeat ? last.upgrades.filter((i) => !picked.value.includes(i)) : [];
  const names = picked.value.map((i) => list.primary.upgrades[i]?.name).join(', ') || 'no upgrades';
  const text = `${command.player} respawns as ${ship.name} (PS ${ship.skill}, ${cost} points) with ${names}${waiting.mayFire ? '' : '; it does not fire this round'}`;
  return ok({
    ...game,
    ships: [...game.ships, ship],
    removed: {
      ...game.removed,
      [command.player]: [...(game.removed[command.player] ?? []), ...dropped],
    },
    pending: game.pending.filter((p) => p !== waiting),
    log: [...game.log, note(game, text, { player: command.player })],
  });
}

/** Fel's Wrath leaves at the end of the Combat phase and respawns; the respawn cannot fire. */
function endCombat(game: AceGame): AceGame {
  const doomed = game.ships.filter((s) => s.status === 'doomed');
  return {
    ...game,
    ships: game.ships.map((s) => (s.status === 'doomed' ? { ...s, status: 'destroyed' } : s)),
    pending: [...game.pending, ...doomed.map((s) => ({ player: s.player, mayFire: false }))],
    log: [
      ...game.log,
      ...doomed.map((s) => note(game, `${s.name} (${s.player}) is removed and respawns`)),
    ],
  };
}

function advance(game: AceGame): Applied {
  const index = ACE_PHASES.indexOf(game.phase);
  const phase = ACE_PHASES[index + 1];
  if (phase !== undefined) {
    const moved: AceGame = { ...game, phase, combatAt: null };
    return ok(game.phase === 'combat' ? endCombat(moved) : moved);
  }
  // XW-AOA-25: the totals are made after the End Phase's cleanup.
  const outcome = decideWinner(game.scores);
  const totals = game.scores.map((s) => `${s.player} ${s.vp} VP / ${s.sd} SD`).join(', ');
  const log = [...game.log, note(game, `End of round ${game.round}: ${totals}`)];
  if (outcome.kind !== 'playing') return ok({ ...game, outcome, log });
  // XW-AOA-28: nobody at 20, another round from the Planning phase.
  return ok({
    ...game,
    round: game.round + 1,
    phase: 'planning',
    combatAt: null,
    ships: game.ships.map((s) => (onTable(s) ? { ...s, mayFire: true } : s)),
    log,
  });
}

function tieBreak(game: AceGame, command: Extract<AceCommand, { type: 'tie-break' }>): Applied {
  if (game.outcome.kind !== 'final-salvo') {
    return refuse('NoTie', 'There is no tie to break: the game is not waiting for a Final Salvo.');
  }
  if (!game.outcome.players.includes(command.winner)) {
    return refuse(
      'NotTied',
      `${command.winner} is not one of the tied players (${game.outcome.players.join(', ')}).`,
    );
  }
  const how = command.by === 'duel' ? 'the duel' : 'the Final Salvo';
  return ok({
    ...game,
    outcome: { kind: 'won', winner: command.winner, by: command.by },
    log: [...game.log, note(game, `${command.winner} wins ${how}`, { player: command.winner })],
  });
}
