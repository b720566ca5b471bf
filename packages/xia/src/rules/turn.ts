/**
 * The flow of turns: Action, Business (only on a planet), Status; then the next seat clockwise
 * (XB-TURN-01..04). Starting a turn handles skipped turns and respawns; the Status Phase claims
 * Fame and Titles, draws Titles and refreshes, before the captain arms markers.
 */
import type { SeatId } from '@drift/engine';
import type { Board } from '../board/board.ts';
import { claimEventPrizes, drawEvents, eventsRoundEnded } from '../elements/a-events/draw.ts';
import { setDemand } from '../elements/c-economy/index.ts';
import { respawnComets } from '../elements/e-paths/comets.ts';
import { isDocked, respawnKiln } from '../elements/e-worlds/index.ts';
import { offerSort } from '../elements/g-streamlines/draw.ts';
import { freeze, iceOn } from '../elements/ice/index.ts';
import { elementOn } from '../elements/switches.ts';
import type { Captain, Phase } from '../model/state.ts';
import { soloRoundActive, soloTurnEnded } from '../solo/round.ts';
import { captainAt, emit } from './effects.ts';
import { lastSeatOfRound, npcsActing, npcsAfterTurn } from './npcs/activate.ts';
import { respawn } from './respawn.ts';
import type { Ctx } from './rule.ts';
import { claimTitles, drawTitles } from './titles.ts';

/** Whether a ship stands on a planet space (XB-TURN-02). */
export function onPlanet(board: Board, captain: Captain): boolean {
  // Element E: docked with The Kiln counts as on a planet (XE-KILN-08).
  return (
    captain.at !== null &&
    (board.info(captain.at)?.region?.kind === 'planet' || isDocked(captain.at))
  );
}

function resetTurn(ctx: Ctx, seat: SeatId): void {
  const t = ctx.s.turn;
  t.number += 1;
  t.seat = seat;
  t.phase = 'Action';
  t.movement = 0;
  t.moveSource = null;
  t.luck = [];
  t.proxy = null;
  t.passFrom = null;
  t.boosts = {
    stealth: false,
    hazardAdvantage: false,
    saleBonus: 0,
    attackBonus: 0,
    missionBonus: 0,
  };
  delete t.upgrades; // XC-UPG-*: the per-turn uses start again
}

/** After a turn, played or skipped: its NPCs act, then the round may close (XE-EVENT-04). */
function afterTurn(ctx: Ctx, seat: SeatId): void {
  npcsAfterTurn(ctx, seat);
  if (elementOn(ctx.s, 'G')) offerSort(ctx, seat); // XE-RULE-01: sort what was drawn
  if (ctx.s.events && seat === lastSeatOfRound(ctx)) eventsRoundEnded(ctx);
}

/**
 * Starts `seat`'s turn, skipping captains who lost it (XB-DEATH-05) and respawning ships
 * (XB-RESP-01). A ship that finds no free Spawn Point waits off the board and its turn passes
 * (Drift's decision: the rules assume a free one exists).
 */
export function startTurn(ctx: Ctx, seat: SeatId, attempts = 0): void {
  let next = seat;
  for (let guard = 0; guard <= ctx.s.captains.length; guard++) {
    const captain = captainAt(ctx, next);
    if (!captain.skipsNextTurn) break;
    captain.skipsNextTurn = false;
    emit(ctx, { type: 'TurnSkipped', seat: next });
    if (ctx.s.solo) {
      soloTurnEnded(ctx); // the round goes on; it starts the next turn
      return;
    }
    afterTurn(ctx, next); // a skipped turn still lets its NPCs act once this round (XB-NPC-02)
    next = (next + 1) % ctx.s.captains.length;
  }
  resetTurn(ctx, next);
  const captain = captainAt(ctx, next);
  captain.record.cubesSoldThisTurn = 0;
  emit(ctx, { type: 'TurnStarted', seat: next, number: ctx.s.turn.number });
  if (ctx.s.comets) respawnComets(ctx); // element E (XE-COMET-07)
  if (ctx.s.worlds) respawnKiln(ctx); // XE-KILN-10
  if (captain.awaitingRespawn) respawn(ctx, next);
  const choosing = ctx.s.prompts.some((p) => p.kind === 'ChooseSpawn' && p.seat === next);
  if (captain.at === null && !choosing && attempts < ctx.s.captains.length) {
    emit(ctx, { type: 'TurnSkipped', seat: next });
    if (ctx.s.solo) {
      soloTurnEnded(ctx);
      return;
    }
    afterTurn(ctx, next);
    startTurn(ctx, (next + 1) % ctx.s.captains.length, attempts + 1);
    return;
  }
  emit(ctx, { type: 'PhaseStarted', seat: next, phase: 'Action' });
}

/**
 * Ends the current turn, lets the NPCs its captain holds act (XB-NPC-02), and starts the next
 * seat's turn, clockwise (XB-TURN-04).
 */
export function endTurn(ctx: Ctx): void {
  if (npcsActing(ctx)) return; // already ending: an NPC's attack destroyed its captain (XB-DEATH-03)
  if (soloRoundActive(ctx.s)) return; // solo: the player's turn is over already
  const seat = ctx.s.turn.seat;
  emit(ctx, { type: 'TurnEnded', seat });
  ctx.s.prompts = ctx.s.prompts.filter((p) => p.seat !== seat);
  if (ctx.s.solo) {
    if (elementOn(ctx.s, 'G')) offerSort(ctx, seat); // XS-MISS-04: keep drawn missions now at the latest
    soloTurnEnded(ctx);
    return;
  }
  afterTurn(ctx, seat);
  startTurn(ctx, (seat + 1) % ctx.s.captains.length);
}

function enter(ctx: Ctx, phase: Phase): void {
  ctx.s.turn.phase = phase;
  ctx.s.turn.movement = 0;
  ctx.s.turn.moveSource = null;
  ctx.s.turn.proxy = null;
  emit(ctx, { type: 'PhaseStarted', seat: ctx.s.turn.seat, phase });
}

/** Leaves the Action Phase: Business on a planet, else straight to Status (XB-TURN-02, XB-TURN-03). */
export function endActionPhase(ctx: Ctx): void {
  const captain = captainAt(ctx, ctx.s.turn.seat);
  if (onPlanet(ctx.board(), captain)) enter(ctx, 'Business');
  else enterStatus(ctx);
}

/**
 * The Status Phase's automatic steps (XB-STAT-01): claim Titles and check victory, draw Titles,
 * refresh abilities and impulse. Arming markers (step 4) is the captain's command.
 */
export function enterStatus(ctx: Ctx): void {
  enter(ctx, 'Status');
  if (elementOn(ctx.s, 'C')) setDemand(ctx); // GAP-XE-05: before the Status steps
  const seat = ctx.s.turn.seat;
  if (iceOn(ctx.s) && freeze(ctx, seat)) return; // XE-ICE-03, GAP-XE-11: first; a frozen ship ends the turn
  claimTitles(ctx, seat);
  claimEventPrizes(ctx, seat); // XE-QR-02: a race won
  const captain = captainAt(ctx, seat);
  if (captain.fame >= ctx.s.fameTarget) {
    // XB-FAME-01, GAP-XB-10: victory is checked here, in the earner's own Status Phase.
    ctx.s.stage = 'finished';
    ctx.s.winner = seat;
    ctx.s.prompts = [];
    emit(ctx, { type: 'GameWon', seat, fame: captain.fame });
    return;
  }
  drawTitles(ctx, seat);
  drawEvents(ctx, seat); // XE-EVENT-02
  if (captain.abilities.some((a) => a.exhausted) || !captain.impulseReady) {
    for (const ability of captain.abilities) ability.exhausted = false;
    captain.impulseReady = true;
    emit(ctx, { type: 'AbilitiesRefreshed', seat });
  }
}
