/**
 * Reinforcement (XW-CC-25, 36): a partial squad on a friendly Base returns to strength; a lost
 * unique pilot comes back as the cheapest generic pilot of the same ship and faction, non-unique
 * upgrades return, unique upgrades are gone. With the paid option, extra points cost 1 VP each.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { cardData, pilotById, upgradeById } from '../cards/catalog.ts';
import type { PilotCard, Side } from '../cards/types.ts';
import { isFriendlyBase } from './bases.ts';
import type { CoruscantCommand } from './commands.ts';
import { buildShip, sideOf, squadPoints, uniqueNames, upgradeOf } from './fleet.ts';
import {
  addScore,
  contested,
  findPlayer,
  findSquad,
  openPlace,
  placeName,
  runningBattleAt,
  type Step,
  scoreTotal,
  withSquad,
} from './state.ts';
import { teamOf } from './teams.ts';
import type { CampaignShip, CampaignState, CampaignUpgrade } from './types.ts';

/** Slots every ship has although the card data does not list them. */
const ALWAYS: readonly string[] = ['Modification', 'Title'];

/** Generic pilots of the lost ship's type: same card faction if any, else same side; cheapest first. */
export function genericsFor(lost: CampaignShip, side: Side): PilotCard[] {
  const faction = pilotById(lost.pilotId)?.faction;
  const all = cardData.pilots.filter(
    (p) => p.ship === lost.ship && !p.unique && p.points !== null && sideOf(p.faction) === side,
  );
  const same = all.filter((p) => p.faction === faction);
  return (same.length > 0 ? same : all).toSorted(
    (a, b) => (a.points ?? 0) - (b.points ?? 0) || a.id - b.id,
  );
}

/** Fits upgrades into a pilot's slots in order; what does not fit is dropped. */
export function fitUpgrades(
  pilot: PilotCard,
  upgrades: readonly CampaignUpgrade[],
): { kept: CampaignUpgrade[]; dropped: CampaignUpgrade[] } {
  const free = [...pilot.slots, ...ALWAYS];
  const kept: CampaignUpgrade[] = [];
  const dropped: CampaignUpgrade[] = [];
  for (const u of upgrades) {
    const i = free.indexOf(u.slot);
    if (i < 0) {
      dropped.push(u);
      continue;
    }
    free.splice(i, 1);
    free.push(...(upgradeById(u.id)?.grantsSlots ?? []));
    kept.push(u);
  }
  return { kept, dropped };
}

/** The lost ship rebuilt with this pilot: unique upgrades gone, the rest fitted. */
export function restoreShip(
  lost: CampaignShip,
  pilot: PilotCard,
  id: string,
): { ship: CampaignShip; dropped: CampaignUpgrade[] } {
  const keep = lost.upgrades.filter((u) => !u.unique);
  const { kept, dropped } =
    pilot.id === lost.pilotId ? { kept: keep, dropped: [] } : fitUpgrades(pilot, keep);
  const ship: CampaignShip = {
    id,
    pilotId: pilot.id,
    name: pilot.name,
    ship: pilot.ship,
    unique: pilot.unique,
    points: (pilot.points ?? 0) + kept.reduce((n, u) => n + u.points, 0),
    upgrades: kept,
  };
  return { ship, dropped };
}

type ReinforceCommand = Extract<CoruscantCommand, { type: 'Reinforce' }>;

export function reinforce(state: CampaignState, cmd: ReinforceCommand): Result<Step, RuleError> {
  const player = findPlayer(state, cmd.player);
  if (!player.ok) return player;
  const squad = findSquad(player.value, cmd.squad);
  if (!squad.ok) return squad;
  const who = `${player.value.name}'s squad ${cmd.squad}`;
  if (squad.value.lost) {
    return refuse('SquadLost', `${who} was wiped out and cannot be Reinforced (XW-CC-24).`);
  }
  if (squad.value.lostShips.length === 0) {
    return refuse('FullStrength', `${who} is at full strength; there is nothing to Reinforce.`);
  }
  if (squad.value.place === null) {
    return refuse(
      'NotOnBase',
      `${who}'s meeple is not on the map; it Reinforces on a friendly Base (XW-CC-25).`,
    );
  }
  const place = openPlace(state, squad.value.place);
  if (!place.ok) return place;
  if (!isFriendlyBase(state, player.value, place.value)) {
    return refuse(
      'NotOnBase',
      `${placeName(place.value)} is not a friendly Base of ${player.value.name} (XW-CC-25).`,
    );
  }
  if (runningBattleAt(state, place.value.id) || contested(state, place.value.id)) {
    return refuse(
      'NotControlled',
      `${placeName(place.value)} must be won before ${who} Reinforces there.`,
    );
  }
  const team = teamOf(state, cmd.player)?.players ?? [cmd.player];
  const teamPlayers = state.players.filter((p) => team.includes(p.id));
  const lostForGood = new Set(teamPlayers.flatMap((p) => p.lostUniques));
  const notes: string[] = [];
  let nextShip = squad.value.nextShip;
  const newId = () => `${cmd.player}.${cmd.squad}.${nextShip++}`;

  // The free Reinforcement, and the one the player asked for.
  const free: CampaignShip[] = [];
  const chosen: CampaignShip[] = [];
  for (const lost of squad.value.lostShips) {
    const own = pilotById(lost.pilotId);
    const generics = lost.unique ? genericsFor(lost, player.value.side) : own ? [own] : [];
    const cheapest = generics[0];
    const pick = cmd.replacements.find((r) => r.ship === lost.id);
    if (pick && !lost.unique) {
      return refuse(
        'BadReplacement',
        `${who}: ${lost.name} (${lost.id}) is not unique; it comes back as it was.`,
      );
    }
    if (!cheapest) {
      notes.push(`${lost.name} (${lost.id}) has no generic pilot of its ship: it stays lost.`);
      continue;
    }
    const card = pick ? generics.find((g) => g.id === pick.pilot) : cheapest;
    if (!card) {
      return refuse(
        'BadReplacement',
        `${who}: pilot ${pick?.pilot} is not a generic ${lost.ship} pilot of ${player.value.name}'s faction (XW-CC-25).`,
      );
    }
    const id = newId();
    free.push(restoreShip(lost, cheapest, id).ship);
    const restored = restoreShip(lost, card, id);
    chosen.push(restored.ship);
    const lostUpgrades = lost.upgrades.filter((u) => u.unique).map((u) => u.name);
    const as = card.id === lost.pilotId ? '' : ` as ${card.name}`;
    const gone = lostUpgrades.length ? `; ${lostUpgrades.join(', ')} lost for good` : '';
    const dropped = restored.dropped.map((u) => u.name);
    const unfit = dropped.length
      ? `; ${dropped.join(', ')} ${dropped.length === 1 ? 'does' : 'do'} not fit`
      : '';
    notes.push(`${lost.name} returns${as}${gone}${unfit}.`);
  }
  for (const r of cmd.replacements) {
    if (!squad.value.lostShips.some((l) => l.id === r.ship)) {
      return refuse('BadReplacement', `${who}: no lost ship "${r.ship}" to replace.`);
    }
  }

  // XW-CC-36: paid additions.
  let ships = [...squad.value.ships, ...chosen];
  for (const [i, add] of cmd.addShips.entries()) {
    const built = buildShip(add, newId(), player.value.side, `${who}, added ship ${i + 1}`);
    if (!built.ok) return built;
    ships.push(built.value);
  }
  for (const add of cmd.addUpgrades) {
    const u = upgradeOf(add.upgrade);
    if (!u) return refuse('UnknownUpgrade', `${who}: no upgrade card has the id ${add.upgrade}.`);
    const target = ships.find((s) => s.id === add.ship);
    const card = target && pilotById(target.pilotId);
    if (!target || !card)
      return refuse('UnknownShip', `${who}: no ship "${add.ship}" in the squad.`);
    if (fitUpgrades(card, [...target.upgrades, u]).dropped.length > 0) {
      return refuse(
        'NoSlot',
        `${who}: ${u.name} (${u.slot}) does not fit ${target.name} (${target.id}).`,
      );
    }
    ships = ships.map((s) =>
      s === target ? { ...s, upgrades: [...s.upgrades, u], points: s.points + u.points } : s,
    );
  }
  const fleetNames = [
    ...uniqueNames(
      teamPlayers.flatMap((p) =>
        p.squads
          .filter((s) => !(p.id === cmd.player && s.number === cmd.squad))
          .flatMap((s) => s.ships),
      ),
    ),
  ];
  const names = uniqueNames(ships);
  for (const n of names) {
    if (lostForGood.has(n) && !uniqueNames(squad.value.ships).includes(n)) {
      return refuse(
        'UniqueLost',
        `${who}: ${n} was destroyed and cannot be bought back (XW-CC-25, 36).`,
      );
    }
    if (fleetNames.includes(n) || names.filter((x) => x === n).length > 1) {
      return refuse(
        'UniqueTwice',
        `${who}: the unique card ${n} is already in the fleet (XW-CC-08).`,
      );
    }
  }
  const total = squadPoints(ships);
  if (total > squad.value.limit) {
    return refuse(
      'SquadPoints',
      `${who} would cost ${total} points; its limit is ${squad.value.limit} (XW-CC-07).`,
    );
  }
  const extra = Math.max(0, total - squadPoints([...squad.value.ships, ...free]));
  if (extra > 0 && !state.options.paidReinforcement) {
    return refuse(
      'PaidReinforcementOff',
      `${who}: that adds ${extra} points beyond a free Reinforcement; paid Reinforcement is not in play (XW-CC-36).`,
    );
  }
  const have = scoreTotal(player.value.score);
  if (extra > have) {
    return refuse(
      'NotEnoughVictoryPoints',
      `${who}: ${extra} extra points cost ${extra} VP; ${player.value.name} has ${have}.`,
    );
  }
  let next = withSquad(state, cmd.player, cmd.squad, (s) => ({
    ...s,
    ships,
    lostShips: [],
    nextShip,
  }));
  if (extra > 0) {
    next = addScore(next, cmd.player, 'reinforcement', -extra);
    notes.push(`${player.value.name} spends ${extra} VP on ${extra} extra points (XW-CC-36).`);
  }
  return ok({
    state: next,
    notes: [`${who} is Reinforced at ${placeName(place.value)} (${total} points).`, ...notes],
  });
}
