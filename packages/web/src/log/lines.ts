/**
 * The event log's lines: each event as a short sentence with names, not coordinates, a kind for
 * filtering and the seats it concerns. Most sentences are the rules' own report (`describe`);
 * events that carry hexes are worded here with place names, and a run of steps by one ship
 * becomes one line ("flies from A to B, 3 spaces").
 */
import type { SeatId } from '@drift/engine';
import { hexKey, parseHexKey } from '@drift/engine/hex';
import { article, describe, type Namer, type UpgradeTarget, type XiaEvent } from '@drift/xia';
import { relicWords } from '../mat/relicText.ts';
import { cubesText } from '../play/words.ts';
import type { PlaceNamer } from './places.ts';

export type LineKind =
  | 'move'
  | 'combat'
  | 'trade'
  | 'fame'
  | 'mission'
  | 'explore'
  | 'npc'
  | 'dice'
  | 'other';

export interface LogLine {
  /** Index of the event that starts the line, in the list given. */
  readonly id: number;
  /** Index of the last event the line tells (a flight's last step, what a payment bought). */
  readonly last: number;
  readonly kind: LineKind;
  readonly text: string;
  /** Seats the line is about (the actor first). */
  readonly seats: readonly SeatId[];
}

export interface LogTurn {
  readonly key: string;
  /** Turn number, or null for what happened before the first turn (setup). */
  readonly number: number | null;
  readonly seat: SeatId | null;
  readonly lines: readonly LogLine[];
}

type Kinded = { [K in XiaEvent['type']]: LineKind };

/** Every event type's kind: TypeScript refuses a new event type until it has one. */
const KIND: Kinded = {
  ShipChosen: 'other',
  ShipPlaced: 'move',
  OutfittingFinished: 'other',
  TurnStarted: 'other',
  TurnSkipped: 'other',
  PhaseStarted: 'other',
  TurnEnded: 'other',
  DieRolled: 'dice',
  FameGained: 'fame',
  CreditsChanged: 'trade',
  EnergyChanged: 'other',
  BountyChanged: 'combat',
  MoveStarted: 'move',
  Moved: 'move',
  GateJumped: 'move',
  Teleported: 'move',
  ActingFrom: 'move',
  HazardResolved: 'move',
  ShieldsRolled: 'combat',
  DamageTaken: 'combat',
  DamagePlaced: 'combat',
  MarkersDisarmed: 'other',
  MarkerSpent: 'other',
  ShipDestroyed: 'combat',
  Respawned: 'move',
  SectorDrawn: 'explore',
  SectorPlaced: 'explore',
  TokensPlaced: 'explore',
  TokenCollected: 'explore',
  CubesGained: 'trade',
  CubesSold: 'trade',
  CubesDropped: 'trade',
  CubesCollected: 'trade',
  OutfitBought: 'trade',
  OutfitSold: 'trade',
  ModGained: 'trade',
  OutfitMoved: 'trade',
  CargoMoved: 'trade',
  Repaired: 'trade',
  ShipBought: 'trade',
  Rescued: 'other',
  AbilityUsed: 'other',
  AbilitiesRefreshed: 'other',
  MarkersArmed: 'other',
  TitleDrawn: 'fame',
  TitleClaimed: 'fame',
  GameWon: 'fame',
  EventDrawn: 'fame',
  EventTicked: 'other',
  EventLeft: 'other',
  EventMarked: 'other',
  EventWon: 'fame',
  NpcBountyRaised: 'npc',
  AttackDeclared: 'combat',
  AttackResolved: 'combat',
  ShieldsRearmed: 'combat',
  BountyClaimed: 'combat',
  MissionsDrawn: 'mission',
  MissionKept: 'mission',
  MissionRevealed: 'mission',
  MissionFailed: 'mission',
  MissionCompleted: 'mission',
  MissionDiscarded: 'mission',
  IntelGathered: 'mission',
  CargoHandedIn: 'mission',
  OutfitHandedOver: 'mission',
  MissionDeclared: 'mission',
  ExperienceUsed: 'mission',
  IceSpread: 'combat',
  IceMelted: 'trade',
  GravityCarried: 'move',
  CometPlaced: 'explore',
  CometMoved: 'move',
  CometStruck: 'combat',
  CometDestroyed: 'other',
  GiantCometEntered: 'explore',
  GiantCometMoved: 'move',
  GiantCometStruck: 'combat',
  MovementGained: 'explore',
  CaptainInNeed: 'explore',
  TokensTraded: 'fame',
  NpcSpawned: 'npc',
  NpcMoved: 'npc',
  NpcDamaged: 'npc',
  NpcDestroyed: 'npc',
  NpcRepaired: 'npc',
  NpcEarned: 'npc',
  NpcDecided: 'npc',
  GoalChosen: 'fame',
  GoalBroken: 'fame',
  GoalSettled: 'fame',
  RewardUsed: 'trade',
  RelicsStacked: 'explore',
  RelicTaken: 'explore',
  SiteCollapsed: 'explore',
  RelicLost: 'combat',
  RelicMoved: 'trade',
  RelicSifted: 'fame',
  RelicRewarded: 'fame',
  EmberGained: 'trade',
  EmberLost: 'combat',
  EmberSold: 'trade',
  KilnDocked: 'move',
  KilnMoved: 'move',
  KilnUndocked: 'move',
  KilnOrbited: 'move',
  KilnDestroyed: 'combat',
  KilnRespawned: 'move',
  KeiTraded: 'trade',
  StockTaken: 'trade',
  CubesProduced: 'trade',
  CubesSquandered: 'trade',
  DemandSet: 'trade',
  DemandCollected: 'trade',
  // Solo NPCs: their Behavior cards and each step they run (XS-BEHV-*)
  NpcBehaviourDrawn: 'npc',
  NpcBehaviourKept: 'npc',
  NpcActs: 'npc',
  NpcStep: 'npc',
  MerchantBonus: 'npc',
  NpcStatsFlipped: 'npc',
  NpcBountyChanged: 'npc',
  UpgradeBonus: 'other', // by what it raised: see lineKind
  DamageHealed: 'other',
  MarkerRearmed: 'other',
  // Solo play
  NpcSeated: 'npc',
  SystemExpanse: 'explore',
  ExpanseSkipped: 'explore',
  SoloRoundEnded: 'fame',
  NpcFameGained: 'fame',
  NpcsCollected: 'npc',
  GameLost: 'fame',
};

/** A campaign upgrade's bonus filed with what it raised (XC-UPG-*). */
const UPGRADE_KIND: Readonly<Record<UpgradeTarget, LineKind>> = {
  engine: 'move',
  impulse: 'move',
  ram: 'combat',
  shield: 'combat',
  blaster: 'combat',
  missile: 'combat',
  mission: 'mission',
  ability: 'other',
  ship: 'trade',
};

export function lineKind(event: XiaEvent): LineKind {
  // NPC fights are combat too.
  if (event.type === 'NpcDamaged' || event.type === 'NpcDestroyed') return 'combat';
  if (event.type === 'UpgradeBonus') return UPGRADE_KIND[event.on];
  return KIND[event.type];
}

/** The seats an event is about, the actor first. */
export function seatsOf(event: XiaEvent): SeatId[] {
  const out: SeatId[] = [];
  if ('seat' in event) out.push(event.seat);
  if (event.type === 'AttackDeclared' || event.type === 'AttackResolved') {
    if ('seat' in event.attacker) out.push(event.attacker.seat);
    if ('seat' in event.target) out.push(event.target.seat);
  }
  if (event.type === 'Rescued') out.push(event.target);
  if (event.type === 'BountyClaimed' && 'seat' in event.from) out.push(event.from.seat);
  if (event.type === 'NpcDestroyed' && event.by && 'seat' in event.by) out.push(event.by.seat);
  if (event.type === 'NpcStep' && event.target && 'seat' in event.target)
    out.push(event.target.seat);
  return [...new Set(out)];
}

/** How a ship was destroyed, after "is destroyed". */
const CAUSE: Readonly<Record<string, string>> = {
  combat: 'in combat',
  star: 'flying into a star',
  debris: 'in a debris field',
  salvage: 'while salvaging',
  damage: 'by damage',
  comet: 'by a comet',
  freezing: 'by freezing',
};

const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** Where a move's points came from. */
const MOVE_SOURCE = { engine: 'engine roll', impulse: 'impulse', ability: 'ability' } as const;

/** Hazards crossed on the way, and work done on a space. */
const CROSSED = new Set(['planetary shield', 'debris field', 'asteroid field', 'nebula']);

function hazardOutcome(e: Extract<XiaEvent, { type: 'HazardResolved' }>): string {
  switch (e.outcome) {
    case 'safe':
      return 'safe';
    case 'damage':
      return `${e.amount} damage`;
    case 'energyLoss':
      return `${e.amount} Energy lost`;
    case 'destroyed':
      return 'destroyed';
    case 'stopped':
      return `stopped, ${e.amount} damage`;
    case 'bounty':
      return 'through, but seen: Bounty';
    case 'undetected':
      return 'through unseen';
  }
}

function hazardLine(e: Extract<XiaEvent, { type: 'HazardResolved' }>, names: Namer): string {
  const verb = CROSSED.has(e.hazard) ? `crosses a ${e.hazard}` : `tries ${e.hazard}`;
  return `${names.captain(e.seat)} ${verb}: d20 ${e.face}, ${hazardOutcome(e)}.`;
}

const creditsText = (n: number) => `${Math.abs(n).toLocaleString('en-US')} credits`;

/**
 * A payment and what it bought, as one line ("buys a Targe Shield for 1,000 credits"); null when
 * `next` is not what `cost` paid for.
 */
function paidFor(cost: XiaEvent, next: XiaEvent, names: Namer): string | null {
  if (!('seat' in next) || !('seat' in cost) || cost.seat !== next.seat) return null;
  const who = names.captain(next.seat);
  if (cost.type === 'EnergyChanged' && cost.amount < 0 && next.type === 'MarkersArmed')
    return `${who} arms ${next.count === 1 ? '1 marker' : `${next.count} markers`} for ${-cost.amount} Energy.`;
  if (cost.type === 'EnergyChanged' && cost.amount < 0 && next.type === 'MarkerRearmed')
    return `${who} re-arms a marker for ${-cost.amount} Energy (Re-arm upgrade).`;
  if (cost.type !== 'CreditsChanged' || cost.amount >= 0) return null;
  const price = creditsText(cost.amount);
  switch (next.type) {
    case 'OutfitBought':
      return `${who} buys ${article(names.thing('outfit', next.kind))} for ${price}.`;
    case 'CubesGained':
      return next.via === 'buy'
        ? `${who} buys ${next.count} ${next.colour} cube${next.count === 1 ? '' : 's'} for ${price}.`
        : null;
    case 'Repaired':
      return `${who} repairs ${next.removed} damage for ${price}.`;
    case 'ShipBought':
      return `${who} buys a new ship, the ${names.thing('ship', next.ship)}, for ${price}.`;
    case 'FameGained':
      return next.source === 'wealth'
        ? `${who} buys ${next.amount} Fame for ${price}, now ${next.fame}.`
        : null;
    default:
      return null;
  }
}

/** Events that may be a payment for the next one. */
const isCost = (e: XiaEvent) =>
  (e.type === 'CreditsChanged' || e.type === 'EnergyChanged') && e.amount < 0;

/** "at planet Azure", "in the Azure sector". */
function atPlace(name: string): string {
  return name.startsWith('the ') && name.endsWith(' sector') ? `in ${name}` : `at ${name}`;
}

/**
 * The only events that never get a line of their own, and why: the reader learns of them from
 * another line.
 */
export const SILENT: Readonly<Partial<Record<XiaEvent['type'], string>>> = {
  TurnEnded: "the next turn's heading follows",
  MarkerSpent: 'the move or action it paid for has the line',
  SectorDrawn: 'the next line says which sector joins the map',
  DamagePlaced: 'the damage line counts it (a cube lost to it has a line)',
  RelicMoved: 'rearranging the hold, as moving cargo',
  KilnMoved: 'a move inside The Kiln',
};

/** How cargo was lost (element E's Relics and Ember). */
const LOSS: Readonly<Record<string, string>> = {
  jettisoned: 'thrown overboard',
  damaged: 'to damage',
  destroyed: 'with the ship',
  refit: 'in a refit',
};

/** A sentence of ours for events that name hexes (or that we word better); null for the report's. */
function placed(event: XiaEvent, names: Namer, hexName: PlaceNamer): string | null {
  const place = (h: Parameters<PlaceNamer>[0]) => atPlace(hexName(h));
  switch (event.type) {
    case 'PhaseStarted':
      // The Status Phase comes every turn; its arming has a line of its own.
      return event.phase === 'Status' ? '' : null;
    case 'ShipPlaced':
      return `${names.captain(event.seat)} starts ${place(event.at)}.`;
    case 'OutfittingFinished':
      return `${names.captain(event.seat)} has finished outfitting.`;
    case 'TokensPlaced':
      return event.at.length === 0
        ? ''
        : `${event.at.length === 1 ? 'An exploration token is' : `${event.at.length} exploration tokens are`} laid face down.`;
    case 'SectorPlaced':
      return event.expanse
        ? `The ${names.thing('sector', event.sector)} sector joins the map.`
        : `${names.captain(event.seat)} explores: the ${names.thing('sector', event.sector)} sector joins the map.`;
    case 'TitleDrawn':
      return event.npcs
        ? `The NPCs reach a Title space first: the Title ${names.thing('title', event.title)} is revealed, open to you.`
        : `${names.captain(event.seat)} reaches a Title space: the Title ${names.thing('title', event.title)} is revealed, open to all.`;
    case 'AbilitiesRefreshed':
      return `${names.captain(event.seat)}'s ability cards are ready again.`;
    case 'OutfitMoved':
      return `${names.captain(event.seat)} moves an outfit in the hold.`;
    case 'CargoMoved':
      return `${names.captain(event.seat)} moves a cube in the hold.`;
    case 'GateJumped':
      return `${names.captain(event.seat)} jumps through a gate to ${hexName(event.to)}.`;
    case 'ActingFrom':
      return `${names.captain(event.seat)} works from ${hexName(event.at)}.`;
    case 'ShipDestroyed':
      return `${names.captain(event.seat)} is destroyed ${CAUSE[event.cause] ?? `(${event.cause})`} ${place(event.at)}.`;
    case 'HazardResolved':
      return hazardLine(event, names);
    case 'MoveStarted':
      return `${names.captain(event.seat)} has ${spaces(event.points)} to fly (${MOVE_SOURCE[event.source]}).`;
    case 'ShieldsRolled':
      return `${names.captain(event.seat)}'s shields roll ${event.total}${event.faces.length > 1 ? ` (${event.faces.join(' + ')})` : ''} against an attack of ${event.against}.`;
    case 'CubesDropped':
      return `${event.cubes.length === 1 ? '1 cube' : `${event.cubes.length} cubes`} from ${names.captain(event.seat)}'s hold ${event.cubes.length === 1 ? 'is' : 'are'} left floating ${place(event.at)}.`;
    case 'EventMarked':
      return `An Event marker for ${names.thing('event', event.event)} goes ${place(event.at)}.`;
    case 'CometPlaced':
      return `A comet ${event.respawned ? 'returns' : 'appears'} ${place(event.at)}.`;
    case 'CometMoved': {
      const end = event.hexes[event.hexes.length - 1];
      return `${names.captain(event.seat)} sets the comet of ${names.thing('sector', event.sector)} flying ${spaces(event.hexes.length)}${end ? `, to ${hexName(end)}` : ''}.`;
    }
    case 'CometStruck':
      return `The comet strikes ${place(event.at)}.`;
    case 'CometDestroyed':
      return `The comet of ${names.thing('sector', event.sector)} is destroyed ${place(event.at)}.`;
    case 'GiantCometEntered':
      return `The giant comet of ${names.thing('event', event.event)} tears into the map ${place(event.at)}.`;
    case 'GiantCometMoved': {
      const end = event.hexes[event.hexes.length - 1];
      const where = event.flownOff ? ' and flies off the map' : end ? `, to ${hexName(end)}` : '';
      return `The giant comet ploughs on ${spaces(event.hexes.length)} (d6: ${event.face})${where}.`;
    }
    case 'GiantCometStruck':
      return `The giant comet strikes ${place(event.at)}${event.kiln ? ', smashing The Kiln' : ''}.`;
    case 'NpcSpawned':
      return `The ${names.thing('npc', event.npc)} appears ${place(event.at)}.`;
    case 'RelicsStacked':
      return `${event.count} Relics are stacked ${place(event.at)}.`;
    case 'SiteCollapsed':
      return `The dig site ${place(event.site)} collapses.`;
    case 'KilnDocked':
      return `${names.captain(event.seat)} docks with The Kiln on space ${event.space + 1}${event.space === 2 ? ' (the Sell space)' : ''}.`;
    case 'KilnUndocked':
      return `${names.captain(event.seat)} leaves The Kiln ${place(event.to)}.`;
    case 'RelicSifted':
      return `${names.captain(event.seat)} sifts a Relic at The Kiln: the ${relicWords(event.relic).name}.`;
    case 'RelicRewarded': {
      const relic = relicWords(event.relic);
      const lost =
        event.forfeited > 0
          ? ` (${event.forfeited} ${event.forfeited === 1 ? 'piece does' : 'pieces do'} not fit the hold and ${event.forfeited === 1 ? 'is' : 'are'} lost)`
          : '';
      return `${names.captain(event.seat)} takes ${event.reward === 'fame' ? '1 Fame' : relic.reward} for the ${relic.name}${lost}.`;
    }
    case 'RelicLost':
      return `${names.captain(event.seat)} loses a Relic ${LOSS[event.cause] ?? `(${event.cause})`}.`;
    case 'EmberLost':
      return `${names.captain(event.seat)} loses 1 Ember ${LOSS[event.cause] ?? `(${event.cause})`}.`;
    case 'KeiTraded':
      return `${names.captain(event.seat)} trades ${cubesText(event.gave)} for ${cubesText(event.took)} with the Economy Board on Kei.`;
    case 'CargoHandedIn': {
      const cubes: Record<string, number> = {};
      for (const c of event.cubes) cubes[c] = (cubes[c] ?? 0) + 1;
      return `${names.captain(event.seat)} hands in ${cubesText(cubes)} for ${names.thing('mission', event.card)}.`;
    }
    case 'KilnOrbited':
      return `The Kiln orbits Nyr ${spaces(event.moved)} (d6: ${event.roll}), ${place(event.to)}.`;
    case 'KilnRespawned':
      return `The Kiln is rebuilt ${place(event.at)}.`;
    case 'NpcDecided': {
      const hex = parseHexKey(event.chosen);
      const chosen = hex ? hexName(hex) : event.chosen;
      return `The ${names.thing('npc', event.npc)} heads for ${chosen} (d20: ${event.roll}).`;
    }
    default:
      return null;
  }
}

/** A run of steps by one ship or NPC. */
interface Flight {
  readonly who: string;
  readonly seat: SeatId | null;
  readonly id: number;
  last: number;
  readonly from: string;
  to: string;
  /** The hex it stands on now, to join the next step. */
  at: string;
  steps: number;
}

function flightText(f: Flight): string {
  if (f.from === f.to) return `${f.who} moves ${spaces(f.steps)} within ${f.to}.`;
  return `${f.who} flies from ${f.from} to ${f.to}${f.steps > 1 ? `, ${spaces(f.steps)}` : ''}.`;
}

/** Splits events into turns of readable lines. */
export function buildLog(events: readonly XiaEvent[], names: Namer, place: PlaceNamer): LogTurn[] {
  const turns: { key: string; number: number | null; seat: SeatId | null; lines: LogLine[] }[] = [
    { key: 'setup', number: null, seat: null, lines: [] },
  ];
  let flight: Flight | null = null;
  /** A payment held back a moment, in case the next event says what it bought. */
  let cost: { event: XiaEvent; id: number } | null = null;
  /** The event before this one (moves and markers aside). */
  let prev: XiaEvent | null = null;
  const current = () => turns[turns.length - 1] as (typeof turns)[number];
  const push = (id: number, event: XiaEvent, text: string, last = id) =>
    current().lines.push({
      id,
      last,
      kind: lineKind(event),
      text: text.trim(),
      seats: seatsOf(event),
    });
  const settle = () => {
    if (!cost) return;
    const text = describe(cost.event, names);
    if (text !== null) push(cost.id, cost.event, text);
    cost = null;
  };
  const land = () => {
    if (!flight) return;
    const kind: LineKind = flight.seat === null ? 'npc' : 'move';
    current().lines.push({
      id: flight.id,
      last: flight.last,
      kind,
      text: flightText(flight),
      seats: flight.seat === null ? [] : [flight.seat],
    });
    flight = null;
  };
  events.forEach((event, id) => {
    const before = prev;
    prev = event;
    if (event.type === 'Moved' || event.type === 'NpcMoved') {
      const who =
        event.type === 'Moved' ? names.captain(event.seat) : `The ${names.thing('npc', event.npc)}`;
      const seat = event.type === 'Moved' ? event.seat : null;
      if (flight && flight.who === who && flight.at === hexKey(event.from)) {
        flight.to = place(event.to);
        flight.at = hexKey(event.to);
        flight.steps++;
        flight.last = id;
        return;
      }
      land();
      settle();
      flight = {
        who,
        seat,
        id,
        last: id,
        from: place(event.from),
        to: place(event.to),
        at: hexKey(event.to),
        steps: 1,
      };
      return;
    }
    // Paying a marker for a move never breaks a flight apart.
    if (event.type === 'MarkerSpent') return;
    if (event.type === 'TurnStarted') {
      land();
      settle();
      turns.push({
        key: `turn-${event.number}-${id}`,
        number: event.number,
        seat: event.seat,
        lines: [],
      });
      return;
    }
    land();
    // A sale's or a token's credits are said on its own line.
    if (
      event.type === 'CreditsChanged' &&
      event.amount > 0 &&
      before &&
      'seat' in before &&
      before.seat === event.seat
    ) {
      if (before.type === 'CubesSold' && before.credits === event.amount) return;
      if (before.type === 'MissionCompleted' && before.payment === event.amount) return;
      if (before.type === 'DemandCollected' && before.amount === event.amount) return;
      const lines = current().lines;
      const last = lines[lines.length - 1];
      if (before.type === 'TokenCollected' && last) {
        lines[lines.length - 1] = {
          ...last,
          text: last.text.replace(/\.$/, `: ${creditsText(event.amount)}.`),
          last: id,
        };
        return;
      }
    }
    if (cost) {
      const both = paidFor(cost.event, event, names);
      if (both !== null) {
        push(cost.id, event, both, id);
        cost = null;
        return;
      }
      settle();
    }
    if (isCost(event)) {
      cost = { event, id };
      return;
    }
    const text = placed(event, names, place) ?? describe(event, names);
    if (text) push(id, event, text);
  });
  land();
  settle();
  return turns.filter((t) => t.number !== null || t.lines.length > 0);
}

/** Keeps the lines that pass `keep`, and the turns that still have some. */
export function filterLog(turns: readonly LogTurn[], keep: (line: LogLine) => boolean): LogTurn[] {
  return turns
    .map((t) => ({ ...t, lines: t.lines.filter(keep) }))
    .filter((t) => t.lines.length > 0);
}
