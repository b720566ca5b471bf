/** Who may send which command, and what each command does to the state. */
import { assertNever, ok, type Result, type RuleError, refuse } from '@drift/engine';
import { resolveBattle, startBattle } from './battle.ts';
import type { CoruscantCommand } from './commands.ts';
import { chooseSecretBase, enterFinalBattle, finalScoring, pickFinalBattleSquad } from './end.ts';
import {
  completeFeature,
  destroyAlderaan,
  joinPlaces,
  placeMeeple,
  placeTile,
  removeMeeple,
} from './map.ts';
import { reinforce } from './reinforce.ts';
import { addScore, findPlayer, meeplesAt, type Step } from './state.ts';
import type { CampaignState, CoruscantActor } from './types.ts';

const ORGANIZER_ONLY = new Set<CoruscantCommand['type']>([
  'CorrectBattle',
  'FinalScoring',
  'AdjustScore',
]);

/** Players record the map and their own moves; the organizer may do anything. */
export function authorize(
  state: CampaignState,
  actor: CoruscantActor,
  cmd: CoruscantCommand,
): Result<true, RuleError> {
  if (actor.kind === 'organizer') return ok(true);
  if (actor.kind === 'public')
    return refuse('NotAllowed', 'Only the organizer and the players enter records.');
  const me = actor.player;
  if (!state.players.some((p) => p.id === me))
    return refuse('NotAllowed', `"${me}" is not a player of this campaign.`);
  if (ORGANIZER_ONLY.has(cmd.type))
    return refuse('OrganizerOnly', `Only the organizer may send ${cmd.type}.`);
  const own = (player: string) =>
    player === me
      ? ok(true as const)
      : refuse('NotYours', `${cmd.type}: a player acts only for themselves, not for "${player}".`);
  switch (cmd.type) {
    case 'PlaceTile':
    case 'JoinPlaces':
    case 'CompleteFeature':
      return ok(true);
    case 'PlaceMeeple':
    case 'RemoveMeeple':
    case 'Reinforce':
    case 'ChooseSecretBase':
    case 'DestroyAlderaan':
    case 'PickFinalBattleSquad':
      return own(cmd.player);
    case 'StartBattle':
      return meeplesAt(state, cmd.place).some((m) => m.player === me)
        ? ok(true)
        : refuse('NotYours', `StartBattle: ${me} has no meeple on "${cmd.place}".`);
    case 'EnterBattleResult': {
      const battle = state.battles.find((b) => b.id === cmd.battle);
      return battle?.participants.some((p) => p.player === me)
        ? ok(true)
        : refuse('NotYours', `EnterBattleResult: ${me} did not fight battle "${cmd.battle}".`);
    }
    case 'EnterFinalBattle':
      return state.finalBattle?.picks.some((p) => p.player === me)
        ? ok(true)
        : refuse('NotYours', `EnterFinalBattle: ${me} fields no squad in the final battle.`);
    case 'CorrectBattle':
    case 'FinalScoring':
    case 'AdjustScore':
      return refuse('OrganizerOnly', `Only the organizer may send ${cmd.type}.`);
    default:
      return assertNever(cmd, 'command');
  }
}

const FINAL_BATTLE = new Set<CoruscantCommand['type']>([
  'PickFinalBattleSquad',
  'EnterFinalBattle',
]);

/** The command's effect on the state (no permission check). */
export function reduce(state: CampaignState, cmd: CoruscantCommand): Result<Step, RuleError> {
  if (state.status === 'finished') return refuse('CampaignOver', 'The campaign is over.');
  if (state.status === 'final-battle' && !FINAL_BATTLE.has(cmd.type)) {
    return refuse(
      'FinalBattleDue',
      `The final battle decides the campaign now; ${cmd.type} is closed.`,
    );
  }
  if (state.status === 'running' && FINAL_BATTLE.has(cmd.type)) {
    return refuse('NoFinalBattle', 'No final battle is due.');
  }
  switch (cmd.type) {
    case 'PlaceTile':
      return placeTile(state, cmd.tile, cmd.places, cmd.last);
    case 'JoinPlaces':
      return joinPlaces(state, cmd.into, cmd.from);
    case 'PlaceMeeple':
      return placeMeeple(state, cmd.player, cmd.squad, cmd.place);
    case 'RemoveMeeple':
      return removeMeeple(state, cmd.player, cmd.squad);
    case 'CompleteFeature':
      return completeFeature(state, cmd.place, cmd.scoring, cmd.scorers);
    case 'DestroyAlderaan':
      return destroyAlderaan(state, cmd.player, cmd.place, cmd.adjacentTiles);
    case 'StartBattle':
      return startBattle(state, cmd.place, cmd.participants, cmd.completion);
    case 'EnterBattleResult':
      return resolveBattle(state, cmd.battle, cmd.ships, cmd.winner);
    case 'CorrectBattle':
      return refuse('NotHere', 'CorrectBattle is handled by the record (it replays the campaign).');
    case 'Reinforce':
      return reinforce(state, cmd);
    case 'ChooseSecretBase':
      return chooseSecretBase(state, cmd.player, cmd.planet);
    case 'FinalScoring':
      return finalScoring(state, cmd);
    case 'PickFinalBattleSquad':
      return pickFinalBattleSquad(state, cmd.player, cmd.squad);
    case 'EnterFinalBattle':
      return enterFinalBattle(state, cmd.winner);
    case 'AdjustScore': {
      const player = findPlayer(state, cmd.player);
      if (!player.ok) return player;
      return ok({
        state: addScore(state, cmd.player, 'adjustments', cmd.points),
        notes: [`${player.value.name}'s score adjusted by ${cmd.points}: ${cmd.reason}.`],
      });
    }
    default:
      return assertNever(cmd, 'command');
  }
}
