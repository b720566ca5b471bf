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
import type {
  CampaignPlace,
  CampaignPlayer,
  CampaignShip,
  CampaignSquad,
  CampaignState,
  CampaignUpgrade,
} from './types.ts';

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

interface Where {
  readonly player: CampaignPlayer;
  readonly squad: CampaignSquad;
  readonly place: CampaignPlace;
  readonly who: string;
}

/** XW-CC-24, 25: a partial squad, not wiped out, on a friendly Base it holds. */
function reinforceable(state: CampaignState, cmd: ReinforceCommand): Result<Where, RuleError> {
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
  const name = placeName(place.value);
  if (!isFriendlyBase(state, player.value, place.value)) {
    return refuse(
      'NotOnBase',
      `${name} is not a friendly Base of ${player.value.name} (XW-CC-25).`,
    );
  }
  if (runningBattleAt(state, place.value.id) || contested(state, place.value.id)) {
    return refuse('NotControlled', `${name} must be won before ${who} Reinforces there.`);
  }
  return ok({ player: player.value, squad: squad.value, place: place.value, who });
}

interface Rebuilt {
  /** The free Reinforcement (cheapest generics). */
  readonly free: CampaignShip[];
  /** What the player asked for. */
  readonly chosen: CampaignShip[];
  readonly notes: string[];
}

/** The lost ships back: the same pilot, or a generic for a unique one (XW-CC-25). */
function rebuildLost(
  at: Where,
  cmd: ReinforceCommand,
  newId: () => string,
): Result<Rebuilt, RuleError> {
  const out: Rebuilt = { free: [], chosen: [], notes: [] };
  for (const r of cmd.replacements) {
    if (!at.squad.lostShips.some((l) => l.id === r.ship && l.unique)) {
      return refuse(
        'BadReplacement',
        `${at.who}: no lost unique pilot "${r.ship}" to replace; other ships come back as they were.`,
      );
    }
  }
  for (const lost of at.squad.lostShips) {
    const own = pilotById(lost.pilotId);
    const generics = lost.unique ? genericsFor(lost, at.player.side) : own ? [own] : [];
    const cheapest = generics[0];
    if (!cheapest) {
      out.notes.push(`${lost.name} (${lost.id}) has no generic pilot of its ship: it stays lost.`);
      continue;
    }
    const pick = cmd.replacements.find((r) => r.ship === lost.id);
    const card = pick ? generics.find((g) => g.id === pick.pilot) : cheapest;
    if (!card) {
      return refuse(
        'BadReplacement',
        `${at.who}: pilot ${pick?.pilot} is not a generic ${lost.ship} pilot of ${at.player.name}'s faction (XW-CC-25).`,
      );
    }
    const id = newId();
    out.free.push(restoreShip(lost, cheapest, id).ship);
    const restored = restoreShip(lost, card, id);
    out.chosen.push(restored.ship);
    const as = card.id === lost.pilotId ? '' : ` as ${card.name}`;
    const lostUpgrades = lost.upgrades.filter((u) => u.unique).map((u) => u.name);
    const gone = lostUpgrades.length ? `; ${lostUpgrades.join(', ')} lost for good` : '';
    const dropped = restored.dropped.map((u) => u.name);
    const unfit = dropped.length
      ? `; ${dropped.join(', ')} ${dropped.length === 1 ? 'does' : 'do'} not fit`
      : '';
    out.notes.push(`${lost.name} returns${as}${gone}${unfit}.`);
  }
  return ok(out);
}

/** XW-CC-36: ships and upgrades bought on top. */
function addPaid(
  at: Where,
  cmd: ReinforceCommand,
  start: readonly CampaignShip[],
  newId: () => string,
): Result<CampaignShip[], RuleError> {
  let ships = [...start];
  for (const [i, add] of cmd.addShips.entries()) {
    const built = buildShip(add, newId(), at.player.side, `${at.who}, added ship ${i + 1}`);
    if (!built.ok) return built;
    ships.push(built.value);
  }
  for (const add of cmd.addUpgrades) {
    const u = upgradeOf(add.upgrade);
    if (!u)
      return refuse('UnknownUpgrade', `${at.who}: no upgrade card has the id ${add.upgrade}.`);
    const target = ships.find((s) => s.id === add.ship);
    const card = target && pilotById(target.pilotId);
    if (!target || !card) {
      return refuse('UnknownShip', `${at.who}: no ship "${add.ship}" in the squad.`);
    }
    if (fitUpgrades(card, [...target.upgrades, u]).dropped.length > 0) {
      return refuse(
        'NoSlot',
        `${at.who}: ${u.name} (${u.slot}) does not fit ${target.name} (${target.id}).`,
      );
    }
    ships = ships.map((s) =>
      s === target ? { ...s, upgrades: [...s.upgrades, u], points: s.points + u.points } : s,
    );
  }
  return ok(ships);
}

/** XW-CC-08, 25, 36: uniques once in the team, and destroyed ones never back. */
function checkUniquesAfter(
  state: CampaignState,
  at: Where,
  ships: readonly CampaignShip[],
): Result<true, RuleError> {
  const team = teamOf(state, at.player.id)?.players ?? [at.player.id];
  const mates = state.players.filter((p) => team.includes(p.id));
  const lostForGood = new Set(mates.flatMap((p) => p.lostUniques));
  const elsewhere = uniqueNames(
    mates.flatMap((p) => p.squads.filter((s) => s !== at.squad).flatMap((s) => s.ships)),
  );
  const names = uniqueNames(ships);
  const before = uniqueNames(at.squad.ships);
  for (const n of names) {
    if (lostForGood.has(n) && !before.includes(n)) {
      return refuse(
        'UniqueLost',
        `${at.who}: ${n} was destroyed and cannot be bought back (XW-CC-25, 36).`,
      );
    }
    if (elsewhere.includes(n) || names.filter((x) => x === n).length > 1) {
      return refuse(
        'UniqueTwice',
        `${at.who}: the unique card ${n} is already in the fleet (XW-CC-08).`,
      );
    }
  }
  return ok(true);
}

export function reinforce(state: CampaignState, cmd: ReinforceCommand): Result<Step, RuleError> {
  const at = reinforceable(state, cmd);
  if (!at.ok) return at;
  const { player, squad, place, who } = at.value;
  let nextShip = squad.nextShip;
  const newId = () => `${cmd.player}.${cmd.squad}.${nextShip++}`;
  const rebuilt = rebuildLost(at.value, cmd, newId);
  if (!rebuilt.ok) return rebuilt;
  const ships = addPaid(at.value, cmd, [...squad.ships, ...rebuilt.value.chosen], newId);
  if (!ships.ok) return ships;
  const uniques = checkUniquesAfter(state, at.value, ships.value);
  if (!uniques.ok) return uniques;
  const total = squadPoints(ships.value);
  if (total > squad.limit) {
    return refuse(
      'SquadPoints',
      `${who} would cost ${total} points; its limit is ${squad.limit} (XW-CC-07).`,
    );
  }
  const extra = Math.max(0, total - squadPoints([...squad.ships, ...rebuilt.value.free]));
  if (extra > 0 && !state.options.paidReinforcement) {
    return refuse(
      'PaidReinforcementOff',
      `${who}: that adds ${extra} points beyond a free Reinforcement; paid Reinforcement is not in play (XW-CC-36).`,
    );
  }
  const have = scoreTotal(player.score);
  if (extra > have) {
    return refuse(
      'NotEnoughVictoryPoints',
      `${who}: ${extra} extra points cost ${extra} VP; ${player.name} has ${have}.`,
    );
  }
  let next = withSquad(state, cmd.player, cmd.squad, (s) => ({
    ...s,
    ships: ships.value,
    lostShips: [],
    nextShip,
  }));
  const notes = [
    `${who} is Reinforced at ${placeName(place)} (${total} points).`,
    ...rebuilt.value.notes,
  ];
  if (extra > 0) {
    next = addScore(next, cmd.player, 'reinforcement', -extra);
    notes.push(`${player.name} spends ${extra} VP on ${extra} extra points (XW-CC-36).`);
  }
  return ok({ state: next, notes });
}
