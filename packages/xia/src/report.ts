/**
 * A game report in plain words, one line per event worth telling: who moved where, what was
 * rolled, who was hit, who gained Fame. Used by `drift replay` and logs. Every event type has a
 * line or an explicit silence, so a new event type does not compile until it is considered.
 */
import type { SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { goalCard } from './campaign/goals/content.ts';
import type { Track } from './campaign/options.ts';
import { embersEvents } from './elements/a-events/content.ts';
import { tokenFaces } from './elements/b-tokens/index.ts';
import type { SoloEvent, UpgradeTarget, XiaEvent } from './events.ts';
import type { Content } from './model/content.ts';
import { captainName } from './model/seats.ts';
import type { Combatant } from './model/state.ts';
import { stepOutcomeWords } from './solo/behaviours/words.ts';
import { behaviourCardName, sellswordCard } from './solo/content/index.ts';

/** Names for the report: captains by seat and ship, NPCs and cards from the content. */
export interface Namer {
  captain(seat: SeatId): string;
  combatant(who: Combatant): string;
  thing(
    kind:
      | 'ship'
      | 'outfit'
      | 'sector'
      | 'token'
      | 'title'
      | 'mission'
      | 'npc'
      | 'ability'
      | 'event',
    id: string,
  ): string;
}

type ThingKind = Parameters<Namer['thing']>[0];

/** A card, piece or tile by its content name (the expansion's too); an unknown id as it is. */
export function thingName(content: Content, kind: ThingKind, id: string): string {
  const pack = content.pack;
  const embers = content.embers;
  const lists: Record<ThingKind, readonly { readonly id: string; readonly name?: string }[]> = {
    ship: pack.ships,
    outfit: [...pack.outfits, ...embers.outfits],
    sector: [...pack.sectors, ...embers.sectors],
    title: pack.titles,
    mission: [...pack.missions, ...embers.missions],
    npc: [...pack.npcs, sellswordCard()], // the solo Sellsword too
    ability: pack.abilities,
    token: [...pack.exploration, ...tokenFaces().values()], // element B's new tokens too
    event: embersEvents().events,
  };
  return lists[kind].find((x) => x.id === id)?.name ?? id;
}

/** A namer for a match, or a view of one: "Captain 2 (Sparrowhawk)". */
export function namerFor(
  content: Content,
  state: { readonly captains: readonly { readonly ship: string | null }[] },
): Namer {
  const lookup = (kind: ThingKind, id: string): string => thingName(content, kind, id);
  const captain = (seat: SeatId) => {
    const ship = state.captains[seat]?.ship;
    return ship ? `${captainName(seat)} (${lookup('ship', ship)})` : captainName(seat);
  };
  return {
    captain,
    combatant: (who) => ('seat' in who ? captain(who.seat) : `the ${lookup('npc', who.npc)}`),
    thing: lookup,
  };
}

/** A hex as every text a person reads writes it: `[2, -1]` (axial q, r). */
export const showHex = (h: Hex): string => `[${h.q}, ${h.r}]`;
const at = showHex;
/** A choice that is a hex key (`0,-1`) written as a hex; any other choice as it is. */
const hexKeyShown = (choice: string): string => {
  const m = /^(-?\d+),(-?\d+)$/.exec(choice);
  return m ? `[${m[1]}, ${m[2]}]` : choice;
};
const credits = (n: number) => `${Math.abs(n).toLocaleString('en-US')} credits`;

/** `1 marker`, `2 markers`. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/** `a Targe Shield`, `an M-22 Engine`, `an Ion Cannon`: the article as the name is spoken. */
export function article(name: string): string {
  const spokenVowel = /^[aeiou]/i.test(name) || /^[FHLMNRSX](?:[^a-z]|$)/.test(name);
  return `${spokenVowel ? 'an' : 'a'} ${name}`;
}

/** Names of cards as a list: `A`, `A and B`, `A, B and C`. */
function listed(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One event as a sentence that starts with a capital letter, or null for events too small to
 * tell. Secret cards are named only when the event carries them, that is when the viewer may
 * see them (their owner, or everything).
 */
export function describe(event: XiaEvent, names: Namer): string | null {
  const raw = sentence(event, names);
  if (raw === null) return null;
  // Event data names seats 0-based ("rescued seat 1"); a person reads "Captain 2".
  const line = raw.replace(/\bseat (\d+)/g, (_, n: string) => captainName(Number(n)));
  const start = line.search(/\S/);
  return start < 0
    ? line
    : line.slice(0, start) + line.charAt(start).toUpperCase() + line.slice(start + 1);
}

/** What became of a captain in need (element B), as a verb. */
const IN_NEED = {
  found: 'finds',
  aboard: 'takes aboard',
  declined: 'leaves behind',
  delivered: 'delivers',
  lost: 'loses',
} as const;

/** An upgrade track as a player names it (XC-UPG-*). */
export const TRACK_NAMES: Readonly<Record<Track, string>> = {
  engine: 'Engine',
  combat: 'Combat',
  impulse: 'Impulse',
  mission: 'Mission',
  rearm: 'Re-arm',
  ability: 'Ability',
  trade: 'Trade',
};

/** What an upgrade did, after "'s Engine upgrade". */
function upgraded(on: UpgradeTarget, n: number): string {
  switch (on) {
    case 'impulse':
      return `adds ${n} to Impulse`;
    case 'mission':
      return `adds ${n} to the mission roll`;
    case 'ability':
      return `waives the card's ${n} Energy`;
    case 'ship':
      return `takes ${credits(n)} off the ship's price`;
    case 'ram':
      return `adds ${n} to the ramming engine's roll`;
    default:
      return `adds ${n} to the ${on} roll`;
  }
}

function sentence(event: XiaEvent, names: Namer): string | null {
  const who = 'seat' in event ? names.captain(event.seat) : '';
  switch (event.type) {
    case 'ShipChosen':
      return `${names.captain(event.seat).replace(/ \(.*\)$/, '')} takes the ${names.thing('ship', event.ship)}.`;
    case 'ShipPlaced':
      return `${who} starts at ${at(event.at)}.`;
    case 'OutfittingFinished':
      return null;
    case 'TurnStarted':
      return `\nTurn ${event.number}: ${who}.`;
    case 'TurnSkipped':
      return `${who} sits this turn out.`;
    case 'PhaseStarted':
      return event.phase === 'Action' ? null : `${who} enters the ${event.phase} Phase.`;
    case 'TurnEnded':
      return null;
    case 'DieRolled':
      return `${who} rolls a d${event.die} for ${event.purpose}: ${event.face}.`;
    case 'FameGained':
      return `${who} gains ${event.amount} Fame (${event.source}), now ${event.fame}.`;
    case 'CreditsChanged':
      return `${who} ${event.amount >= 0 ? 'gains' : 'pays'} ${credits(event.amount)} (${event.reason}).`;
    case 'EnergyChanged':
      return `${who} ${event.amount >= 0 ? 'gains' : 'loses'} ${Math.abs(event.amount)} Energy (${event.reason}).`;
    case 'BountyChanged':
      return `${who}'s Bounty ${event.amount >= 0 ? 'rises' : 'falls'} to ${credits(event.bounty)} (${event.reason}).`;
    case 'MoveStarted':
      return `${who} has ${event.points} movement (${event.source}).`;
    case 'Moved':
      return `${who} flies to ${at(event.to)}.`;
    case 'GateJumped':
      return `${who} jumps through a gate to ${at(event.to)}.`;
    case 'Teleported':
      return `${who} is thrown to Spawn Point ${event.spawn}.`;
    case 'ActingFrom':
      return `${who} works from ${at(event.at)}.`;
    case 'HazardResolved':
      return `${who} meets the ${event.hazard}: ${event.face}, ${event.outcome}.`;
    case 'ShieldsRolled':
      return `${who}'s shields absorb ${event.total} of ${event.against}.`;
    case 'DamageTaken':
      return `${who} takes ${event.amount} ${event.ice ? 'Ice ' : ''}damage${event.unblockable ? ' (unblockable)' : ''}.`;
    case 'DamagePlaced':
      return event.jettisoned ? `${who} loses a ${event.jettisoned} cube to the damage.` : null;
    case 'MarkersDisarmed':
      return `${who} has ${plural(event.count, 'marker')} disarmed (${event.reason}).`;
    case 'MarkerSpent':
      return null;
    case 'ShipDestroyed':
      return `${who} is destroyed (${event.cause}) at ${at(event.at)}.`;
    case 'Respawned':
      return `${who} respawns at Spawn Point ${event.spawn}.`;
    case 'SectorDrawn':
      return null;
    case 'SectorPlaced':
      return event.expanse
        ? `The System Expanse reveals ${names.thing('sector', event.sector)}.`
        : `${who} reveals ${names.thing('sector', event.sector)}.`;
    case 'TokensPlaced':
      return null;
    case 'TokenCollected': {
      const name = names.thing('token', event.token);
      return name === event.token
        ? `${who} collects an exploration token.`
        : `${who} collects an exploration token: ${name}.`;
    }
    case 'CubesGained':
      return `${who} takes ${plural(event.count, `${event.colour} cube`)} (${event.via}).`;
    case 'CubesSold':
      return `${who} sells cubes for ${credits(event.credits)}.`;
    case 'CubesDropped':
      return `${plural(event.cubes.length, 'cube is', 'cubes are')} left at ${at(event.at)}.`;
    case 'CubesCollected':
      return `${who} picks up ${plural(event.cubes.length, 'cube')}.`;
    case 'OutfitBought':
      return `${who} buys ${article(names.thing('outfit', event.kind))}.`;
    case 'ModGained':
      return `${who} gains ${article(names.thing('outfit', event.kind))}.`;
    case 'OutfitSold':
      return `${who} sells ${article(names.thing('outfit', event.kind))}.`;
    case 'OutfitMoved':
    case 'CargoMoved':
      return null;
    case 'Repaired':
      return `${who} repairs ${event.removed} damage.`;
    case 'ShipBought':
      return `${who} buys a new ship: the ${names.thing('ship', event.ship)}.`;
    case 'Rescued':
      return `${who} rescues ${names.captain(event.target)}.`;
    case 'AbilityUsed':
      return `${who} uses ${names.thing('ability', event.ability)}: ${event.success ? 'it works' : 'it fails'}.`;
    case 'AbilitiesRefreshed':
      return null;
    case 'MarkersArmed':
      return event.count > 0 ? `${who} arms ${plural(event.count, 'marker')}.` : null;
    case 'TitleDrawn':
      return `${event.npcs ? 'The NPCs reach a Title space first: a' : 'A'} Title is revealed: ${names.thing('title', event.title)}.`;
    case 'TitleClaimed':
      return `${who} claims the Title ${names.thing('title', event.title)}.`;
    case 'GameWon':
      return `${who} reaches ${event.fame} Fame and wins the game!`;
    case 'EventDrawn':
      return event.npcs
        ? `The NPCs reach the Event space at ${event.space} Fame first: the Event ${names.thing('event', event.event)} is drawn.`
        : `${who} reaches the Event space at ${event.space} Fame and draws the Event ${names.thing('event', event.event)}.`;
    case 'EventTicked':
      return `A round ends under ${names.thing('event', event.event)}: round ${event.round}${event.of === null ? '' : ` of ${event.of}`}.`;
    case 'EventLeft':
      return `${names.thing('event', event.event)} leaves play${event.reason === 'rounds' ? ': its rounds are up' : event.reason === 'claimed' ? ': its prize is taken' : event.reason === 'flownOff' ? ': it flies off the map' : ''}.`;
    case 'GiantCometEntered':
      return `The giant comet of ${names.thing('event', event.event)} enters the map on ${at(event.at)}.`;
    case 'GiantCometMoved': {
      const end = event.hexes[event.hexes.length - 1];
      return `The giant comet ploughs ${event.hexes.length} space${event.hexes.length === 1 ? '' : 's'} on (d6: ${event.face})${event.flownOff ? ' and flies off the map' : end ? ` to ${at(end)}` : ''}.`;
    }
    case 'GiantCometStruck':
      return `The giant comet strikes ${at(event.at)}${event.kiln ? ', destroying The Kiln' : ''}.`;
    case 'EventMarked':
      return `An Event marker for ${names.thing('event', event.event)} goes on ${at(event.at)}.`;
    case 'EventWon':
      return `${who} wins ${names.thing('event', event.event)}.`;
    case 'NpcBountyRaised':
      return `The Bounty on the ${names.thing('npc', event.npc)} rises by ${credits(event.amount)} to ${credits(event.bounty)}.`;
    case 'AttackDeclared':
      return `${names.combatant(event.attacker)} ${event.ram ? 'rams' : 'attacks'} ${names.combatant(event.target)}.`;
    case 'AttackResolved':
      return `Attack ${event.attack} against defence ${event.defence}: ${event.damage} damage to ${names.combatant(event.target)}.`;
    case 'ShieldsRearmed':
      return event.count > 0 ? `${who} re-arms ${plural(event.count, 'shield marker')}.` : null;
    case 'BountyClaimed':
      return `${who} claims ${credits(event.amount)} of Bounty on ${names.combatant(event.from)}.`;
    case 'MissionsDrawn':
      return event.cards && event.cards.length > 0
        ? `${who} draws ${plural(event.count, 'mission card')}: ${listed(event.cards.map((c) => names.thing('mission', c)))}.`
        : `${who} draws ${plural(event.count, 'mission card')}.`;
    case 'MissionKept':
      if (!event.kept) return `${who} keeps no mission.`;
      return event.card
        ? `${who} keeps the mission ${names.thing('mission', event.card)}.`
        : `${who} keeps a mission.`;
    case 'MissionRevealed':
      return `${who} reveals ${names.thing('mission', event.card)}, worth ${credits(event.payment)}.`;
    case 'MissionFailed':
      return `${who} fails ${names.thing('mission', event.card)}.`;
    case 'MissionCompleted':
      return `${who} completes ${names.thing('mission', event.card)} for ${credits(event.payment)}.`;
    case 'MissionDiscarded':
      return event.card
        ? `${who} discards ${names.thing('mission', event.card)}.`
        : `${who} discards a mission.`;
    case 'ExperienceUsed':
      return `${who} uses experience (${names.thing('mission', event.card)}) to roll again.`;
    case 'IntelGathered':
      return `${who} gathers intel for ${names.thing('mission', event.card)}: ${listed(event.drawn.map((c) => names.thing('mission', c)))} discarded, ${event.outlaw} Outlaw.`;
    case 'CargoHandedIn':
      return `${who} hands in ${event.cubes.join(', ')} for ${names.thing('mission', event.card)}.`;
    case 'OutfitHandedOver':
      return `${who} hands over the ${names.thing('outfit', event.kind)} for ${names.thing('mission', event.card)}.`;
    case 'MissionDeclared':
      return `${who} declares ${names.thing('mission', event.card)} against ${names.combatant(event.target)}.`;
    case 'StockTaken':
      return `${who} buys ${event.count} ${event.colour} off the Economy Board (${event.stock} left).`;
    case 'CubesProduced': {
      const made = `${who}'s sale makes ${event.planet} produce ${event.count} ${event.colour}`;
      const kept = event.count - event.placed;
      if (kept === 0) return `${made} for the Economy Board (now ${event.stock}).`;
      return `${made}: ${event.placed} ${event.placed === 1 ? 'reaches' : 'reach'} the Economy Board (now ${event.stock}), ${kept} ${kept === 1 ? 'stays' : 'stay'} in the supply.`;
    }
    case 'CubesSquandered':
      return `${event.planet} squanders ${who}'s ${plural(event.count, 'cube')}: nothing is produced.`;
    case 'DemandSet':
      return `${event.colour} is in demand: ${credits(event.amount)} wait on its empty section of the Economy Board.`;
    case 'DemandCollected':
      return `${who} meets the demand for ${event.colour} and takes ${credits(event.amount)}.`;
    case 'IceSpread':
      return `Ice spreads through ${who}'s hold: ${plural(event.cells.length, 'more Ice damage', 'more Ice damage')}.`;
    case 'IceMelted':
      return `${who} melts ${plural(event.removed, 'Ice damage', 'Ice damage')} away, for free.`;
    case 'GravityCarried':
      return `${who} rolls ${event.face} on the ${event.colour} gravity path and is carried ${plural(event.hexes.length, 'space', 'spaces')}${event.pushedOff ? ', off its end' : ''}${event.discarded > 0 ? ` (${event.discarded} lost)` : ''}.`;
    case 'CometPlaced':
      return `A comet ${event.respawned ? 'returns' : 'appears'} in ${names.thing('sector', event.sector)} at ${at(event.at)}.`;
    case 'CometMoved':
      return `The comet of ${names.thing('sector', event.sector)} flies ${plural(event.hexes.length, 'space', 'spaces')}${event.hexes.length > 0 ? ` to ${at(event.hexes[event.hexes.length - 1] as Hex)}` : ''}.`;
    case 'CometStruck':
      return `The comet strikes at ${at(event.at)}.`;
    case 'CometDestroyed':
      return `The comet of ${names.thing('sector', event.sector)} is destroyed.`;
    case 'MovementGained':
      return `${who} catches a tailwind: +${event.points} movement, ${event.movement} to fly now.`;
    case 'CaptainInNeed':
      return `${who} ${IN_NEED[event.outcome]} a captain in need (Mission Point ${event.point}).`;
    case 'TokensTraded':
      return `${who} trades in 2 exploration tokens for ${event.reward === 'fame' ? '1 Fame' : credits(2000)}.`;
    case 'NpcSpawned':
      return `The ${names.thing('npc', event.npc)} appears at ${at(event.at)}.`;
    case 'NpcMoved':
      return `The ${names.thing('npc', event.npc)} flies to ${at(event.to)}.`;
    case 'NpcDamaged':
      return `The ${names.thing('npc', event.npc)} takes ${event.amount} damage.`;
    case 'NpcDestroyed':
      return `The ${names.thing('npc', event.npc)} is destroyed${event.by ? ` by ${names.combatant(event.by)}` : ''}.`;
    case 'NpcRepaired':
      return `The ${names.thing('npc', event.npc)} repairs ${event.amount} damage.`;
    case 'NpcEarned':
      return `The ${names.thing('npc', event.npc)} trades for ${credits(event.amount)}.`;
    case 'NpcDecided':
      return `The ${names.thing('npc', event.npc)} chooses ${hexKeyShown(event.chosen)} (d20: ${event.roll}).`;
    // Solo NPCs
    case 'NpcBehaviourDrawn': {
      const npc = names.thing('npc', event.npc);
      const card = behaviourCardName(event.card);
      return event.reason === 'entered'
        ? `The ${npc} enters play with the Behavior card ${card}: "${event.name}" (d20: ${event.roll}).`
        : `The ${npc} draws a new Behavior card, ${card}: "${event.name}" (d20: ${event.roll}).`;
    }
    case 'NpcBehaviourKept':
      return `The ${names.thing('npc', event.npc)} keeps its behaviour, "${event.name}".`;
    case 'NpcActs':
      return `The ${names.thing('npc', event.npc)} acts — behaviour "${event.name}".`;
    case 'NpcStep': {
      const where = `step ${event.step + 1}${event.alt > 0 ? `, alternate ${event.alt}` : ''}${event.half === 2 ? ', second time' : ''}`;
      const target = event.target ? ` (${names.combatant(event.target)})` : '';
      return `The ${names.thing('npc', event.npc)} — "${event.name}", ${where}: ${event.text}${target}: ${stepOutcomeWords(event.outcome)}.`;
    }
    case 'MerchantBonus':
      return `The ${names.thing('npc', event.npc)} adds +${event.amount} to the NPCs' round-end roll (+${event.total} this round).`;
    case 'NpcStatsFlipped':
      return `Fame ${event.fame} has passed half the target of ${event.target}: the NPC Stats cards turn to side ${event.side}.`;
    case 'NpcBountyChanged':
      return `The Bounty on the ${names.thing('npc', event.npc)} ${event.amount >= 0 ? 'rises' : 'falls'} by ${credits(event.amount)} to ${credits(event.bounty)} (${event.reason}).`;
    // Element E's worlds
    case 'RelicsStacked':
      return `${event.count} Relics are stacked at ${at(event.at)}.`;
    case 'RelicTaken':
      return `${who} digs up a Relic (${event.left} left at the site).`;
    case 'SiteCollapsed':
      return `The dig site at ${at(event.site)} collapses.`;
    case 'RelicLost':
      return `${who} loses a Relic (${event.cause}).`;
    case 'RelicMoved':
      return null;
    case 'RelicSifted':
      return `${who} sifts a Relic: ${event.relic}.`;
    case 'RelicRewarded':
      return `${who} takes ${event.reward === 'fame' ? '1 Fame' : 'the Relic reward'} for ${event.relic}.`;
    case 'EmberGained':
      return `${who} quarries 1 Ember.`;
    case 'EmberLost':
      return `${who} loses 1 Ember (${event.cause}).`;
    case 'EmberSold':
      return `${who} sells ${event.count} Ember for ${credits(event.credits)}.`;
    case 'KilnDocked':
      return `${who} docks with The Kiln.`;
    case 'KilnMoved':
      return null;
    case 'KilnUndocked':
      return `${who} leaves The Kiln for ${at(event.to)}.`;
    case 'KilnOrbited':
      return `The Kiln orbits Nyr ${event.moved} spaces to ${at(event.to)} (d6: ${event.roll}).`;
    case 'KilnDestroyed':
      return 'The Kiln is destroyed.';
    case 'KilnRespawned':
      return `The Kiln is rebuilt at ${at(event.at)}.`;
    case 'KeiTraded':
      return `${who} trades cubes on Kei.`;
    // A campaign game's goal (XC-CAMP-*)
    case 'GoalChosen':
      return `${who} takes on the goal ${goalCard(event.goal).name}: ${event.fameTarget} Fame to win.`;
    case 'GoalBroken':
      return `${who} breaks the goal ${goalCard(event.goal).name}: ${event.reason}.`;
    case 'GoalSettled': {
      const goal = event.goal === null ? 'a goal' : `the goal ${goalCard(event.goal).name}`;
      return event.met
        ? `${who} meets ${goal}!`
        : `${who} fails ${goal}. ${event.reasons.join(' ')}`;
    }
    case 'RewardUsed': {
      const goal = goalCard(event.goal);
      return `${who} saves ${credits(event.saved)} with ${goal.reward.name} (the ${goal.name} reward).`;
    }
    case 'UpgradeBonus':
      return `${who}'s ${TRACK_NAMES[event.track]} upgrade ${upgraded(event.on, event.amount)}.`;
    case 'DamageHealed':
      return `${who} heals 1 ${event.ice ? 'Ice damage' : 'damage'} (Impulse upgrade).`;
    case 'MarkerRearmed':
      return `${who} re-arms a marker for ${event.cost} Energy (Re-arm upgrade).`;
    default:
      return soloSentence(event, names);
  }
}

/** Solo play's events (XS-*). */
function soloSentence(event: SoloEvent, names: Namer): string {
  switch (event.type) {
    case 'NpcSeated':
      return `The ${names.thing('npc', event.npc)} takes its seat: ${seatingText(event.seating, names)}.`;
    case 'SystemExpanse':
      return `System Expanse: a sector is revealed beside ${names.thing('sector', event.beside)}, matching its ${event.symbol} edge.`;
    case 'ExpanseSkipped':
      return 'System Expanse: no sector left in the stack fits the map.';
    case 'SoloRoundEnded': {
      const { cubes, credits: paid, behind, merchant } = event.bonuses;
      const parts = [
        `d20 ${event.roll}`,
        ...(cubes > 0 ? [`+${cubes} for ${plural(event.cubesRemoved, 'cube')} removed`] : []),
        ...(paid > 0 ? [`+${paid} for credits collected`] : []),
        ...(behind > 0 ? [`+${behind} for trailing`] : []),
        ...(merchant > 0 ? [`+${merchant} from the Merchant`] : []),
      ];
      return `Round end: the NPCs roll ${parts.join(', ')} = ${event.total}: +${event.fame} Fame, now ${event.npcFame}.`;
    }
    case 'NpcFameGained':
      return `The NPCs gain ${event.amount} Fame${event.npc ? ` (the ${names.thing('npc', event.npc)}'s kill)` : ' (an Event)'}, now ${event.npcFame}.`;
    case 'NpcsCollected':
      return `The NPCs collect ${credits(event.amount)}${event.npc ? ` (the ${names.thing('npc', event.npc)}'s bounty)` : ' (an Event)'}: ${credits(event.collected)} toward the round-end roll.`;
    case 'GameLost':
      return `${names.captain(event.seat)} ${LOST[event.reason]}: the NPCs win, ${event.npcFame} Fame to ${event.fame}.`;
  }
}

const LOST = {
  npcFame: 'is overtaken as the NPCs reach the Fame target',
  conceded: 'concedes the game',
  stranded: 'cannot bring a ship back into play',
} as const;

/** The order round the table, from the player: "you, the Merchant, the Scoundrel". */
function seatingText(seating: readonly string[], names: Namer): string {
  return ['the player', ...seating.map((id) => `the ${names.thing('npc', id)}`)].join(', ');
}
