/**
 * Commands in plain words, with the numbers shown: what a button says and the line under it.
 * Our own wording; seats are "Captain N"; hexes are named by sector and space, not coordinates.
 */
import {
  ALL_DIRECTIONS,
  type Direction,
  distance,
  type Hex,
  hexKey,
  neighbor,
} from '@drift/engine/hex';
import type { CaptainView, Content, XiaCommand, XiaView } from '@drift/xia';
import { captainName, goalCard, interiorSpace, REARM_COST, shipPrice } from '@drift/xia';
import type { CubeColour } from '@drift/xia/content';
import { boardModel } from '../board/model.ts';
import { capitalised, credits, listed } from '../look/format.ts';

/** Pointy-top hex directions in the engine's order (E, SE, SW, W, NW, NE). */
export const DIRECTION_NAMES = [
  'east',
  'south-east',
  'south-west',
  'west',
  'north-west',
  'north-east',
] as const;

export function cubeWord(colour: CubeColour): string {
  return capitalised(colour);
}

/** `2 Spice and 1 Cyber`. */
export function cubesText(cubes: Partial<Record<CubeColour, number>>): string {
  return listed(
    Object.entries(cubes).flatMap(([c, n]) => (n ? [`${n} ${cubeWord(c as CubeColour)}`] : [])),
  );
}

export function cubeCount(cubes: Partial<Record<CubeColour, number>>): number {
  return Object.values(cubes).reduce<number>((a, n) => a + (n ?? 0), 0);
}

/** A hold cell as a person reads it: column and row from 1. */
export function cellText([c, r]: readonly [number, number]): string {
  return `column ${c + 1}, row ${r + 1}`;
}

/** A hex by what it is: "Mission Point 4 in Outpost 338", "a space in Azure". */
export function hexName(hex: Hex, view: Pick<XiaView, 'board'>, content: Content): string {
  // Element E: a space inside The Kiln, off the map.
  const inside = interiorSpace(hex);
  if (inside >= 0) return `space ${inside + 1} inside The Kiln`;
  const cell = boardModel(content, view.board.sectors).cellByKey.get(hexKey(hex));
  if (!cell) return 'unexplored space';
  const s = cell.space;
  const what =
    s?.spawn !== undefined
      ? `Spawn Point ${s.spawn}`
      : s?.missionPoint !== undefined
        ? `Mission Point ${s.missionPoint}`
        : cell.region?.kind === 'planet'
          ? cell.region.name
          : 'a space';
  return `${what} in ${cell.sectorName}`;
}

/**
 * A place named for a person: a space on the board as {@link hexName} says it, or a space past
 * the board's edge by the nearest space on the board and the way from it ("2 east of …").
 */
export function placeName(hex: Hex, view: Pick<XiaView, 'board'>, content: Content): string {
  const model = boardModel(content, view.board.sectors);
  if (model.cellByKey.has(hexKey(hex)) || interiorSpace(hex) >= 0)
    return hexName(hex, view, content);
  let near: Hex | null = null;
  for (const cell of model.cells)
    if (near === null || distance(cell.hex, hex) < distance(near, hex)) near = cell.hex;
  if (near === null) return 'unexplored space';
  const steps = distance(near, hex);
  // The way from there: the direction whose straight walk of that length ends nearest.
  const walk = (d: Direction) => {
    let at = near;
    for (let i = 0; i < steps; i++) at = neighbor(at, d);
    return distance(at, hex);
  };
  let way: Direction = 0;
  for (const d of ALL_DIRECTIONS) if (walk(d) < walk(way)) way = d;
  const dir = DIRECTION_NAMES[way] ?? 'out';
  return `${steps > 1 ? `${steps} spaces ` : ''}${dir} of ${hexName(near, view, content)}`;
}

export interface Words {
  readonly label: string;
  readonly detail?: string;
}

export interface WordsContext {
  readonly view: XiaView;
  readonly content: Content;
  readonly me: CaptainView | undefined;
}

function outfitName(ctx: WordsContext, uid: number): string {
  const o = ctx.me?.hold.outfits.find((x) => x.uid === uid);
  return o ? ctx.content.outfit(o.kind).name : 'an outfit';
}

function targetName(ctx: WordsContext, t: { seat: number } | { npc: string }): string {
  return 'seat' in t ? `${captainName(t.seat)}'s ship` : `the ${ctx.content.npc(t.npc).name}`;
}

/** What a command does, in a few words, with its cost where it has one. */
export function commandWords(c: XiaCommand, ctx: WordsContext): Words {
  const { content, view } = ctx;
  const prices = content.pack.info.prices;
  switch (c.type) {
    case 'ChooseShip': {
      const s = content.ship(c.ship);
      return { label: s.name, detail: `Energy ${s.energy}, impulse ${s.impulse}` };
    }
    case 'FinishOutfitting':
      return { label: 'Done outfitting', detail: 'Keep what you bought and wait for the others' };
    case 'ActivateEngine':
      return {
        label: `Fire the ${outfitName(ctx, c.use.outfit)}`,
        detail: 'Spend a marker, roll its die: that many moves',
      };
    case 'UseImpulse':
      return { label: 'Use impulse', detail: 'Free moves, once a turn' };
    case 'Step':
      return { label: `Move to ${hexName(c.to, view, content)}` };
    case 'GateJump':
      return { label: `Jump the gate to ${hexName(c.to, view, content)}` };
    case 'UseOccupiedSpace':
      return {
        label: `Act from ${hexName(c.at, view, content)}`,
        detail: 'A ship is there: use the space from next door for 2 moves',
      };
    case 'Scan':
      return {
        label: `Scan ${DIRECTION_NAMES[c.direction]}`,
        detail: '1 Energy: reveal the sector beyond that edge',
      };
    case 'BlindJump':
      return {
        label: `Blind jump ${DIRECTION_NAMES[c.direction]}`,
        detail: '1 move: fly into the unknown and reveal it',
      };
    case 'BuyCubes':
      return c.extra
        ? {
            label: `Buy ${cubesText(c.cubes)} and take 1 ${cubeWord(c.extra)} more`,
            detail: `${credits(prices.cubePair)}; Trade upgrade: the extra cube is free`,
          }
        : { label: `Buy ${cubesText(c.cubes)}`, detail: credits(prices.cubePair) };
    case 'SellCubes':
      return {
        label: `Sell ${cubesText(c.cubes)}`,
        detail: `+${credits(prices.cubeSale * cubeCount(c.cubes))}`,
      };
    case 'Mine':
      return { label: 'Mine', detail: 'Dig cubes out of the asteroids here' };
    case 'Salvage':
      return { label: 'Salvage', detail: 'Pick cubes out of the debris here' };
    case 'Harvest':
      return { label: 'Harvest', detail: 'Gather cubes from the nebula here' };
    case 'CollectCubes':
      return { label: 'Pick up the cubes floating here' };
    case 'Jettison': {
      const cube = ctx.me?.hold.cargo.find((x) => x.at[0] === c.at[0] && x.at[1] === c.at[1]);
      const what =
        cube?.kind === 'cube'
          ? `the ${cubeWord(cube.colour)} cube`
          : cube?.kind === 'ember'
            ? 'the Ember'
            : cube?.kind === 'relic'
              ? 'the Relic (it is lost unseen)'
              : 'a cube';
      return {
        label: `Jettison ${what}`,
        detail:
          cube?.kind === 'ember' || cube?.kind === 'relic'
            ? `From ${cellText(c.at)}; it is lost`
            : `From ${cellText(c.at)}; it floats here for anyone`,
      };
    }
    case 'Rescue':
      return {
        label: `Rescue ${captainName(c.seat)}`,
        detail: 'Give 2 Energy to the stranded ship: +1 Fame',
      };
    case 'UseAbility': {
      const a = content.ability(c.ability);
      return {
        label: `${a.name}${c.target ? `: ${placeName(c.target, view, content)}` : ''}`,
        detail: a.text,
      };
    }
    case 'EndActions':
      return { label: 'End actions', detail: 'On to the Business Phase' };
    case 'Recharge':
      return { label: 'Recharge Energy', detail: 'Free: fill Energy up' };
    case 'Repair': {
      return { label: 'Repair all damage', detail: 'Pay the repair price of your ship tier' };
    }
    case 'BuyOutfit': {
      const o = content.outfit(c.kind);
      return { label: `Buy ${o.name}`, detail: credits(o.price) };
    }
    case 'SellOutfit': {
      const o = ctx.me?.hold.outfits.find((x) => x.uid === c.outfit);
      const def = o ? content.outfit(o.kind) : null;
      return {
        label: `Sell ${def?.name ?? 'an outfit'}`,
        detail: def ? `+${credits(def.sellPrice)}` : undefined,
      } as Words;
    }
    case 'MoveOutfit':
      return { label: `Move ${outfitName(ctx, c.outfit)}` };
    case 'MoveCargo':
      return { label: `Move cargo from ${cellText(c.from)} to ${cellText(c.to)}` };
    case 'BuyShip': {
      const s = content.ship(c.ship);
      return {
        label: `Buy the ${s.name}`,
        // XC-UPG-08: a campaign's Ability track may take 2,000 off a Tier 3 ship.
        detail: `Tier ${s.tier}, ${credits(shipPrice(view.options, s))} less your ship's value`,
      };
    }
    case 'BuyFame':
      return { label: 'Buy 1 Fame', detail: credits(prices.fame) };
    case 'EndBusiness':
      return { label: 'End business', detail: 'On to the Status Phase' };
    case 'ArmMarkers':
      return {
        label: c.count === 0 ? 'Arm none and end the turn' : `Arm ${c.count} and end the turn`,
      };
    case 'Attack':
    case 'Ram': {
      const verb = c.type === 'Attack' ? 'Attack' : 'Ram';
      // Element E: a Coerce card declared with the strike (XE-MTYP-05).
      const declared = c.mission ? `, declaring ${content.mission(c.mission).name}` : '';
      return { label: `${verb} ${targetName(ctx, c.target)}${declared}` };
    }
    case 'DrawMissions':
      return {
        label: 'Draw missions',
        // Element G draws face down, sorted after the turn (XE-RULE-01).
        detail: view.options.elements?.includes('G')
          ? 'Take 3 face down; sort them after your turn'
          : 'See 3, keep one',
      };
    case 'WorkMission': {
      const def = content.mission(c.card);
      // Element E: a Private Eye gathers intel, no roll (XE-MTYP-03).
      if (def.type === 'privateEye')
        return {
          label: `Gather intel for ${def.name}`,
          detail: 'Turn up the top 3 mission cards: each Outlaw one raises the pay',
        };
      return { label: `Work on ${def.name}`, detail: 'Roll for the mission here' };
    }
    case 'CompleteMission': {
      // Element E: an Arms Dealer card names the outfit handed over (XE-MTYP-04).
      const kind = ctx.me?.hold.outfits.find((o) => o.uid === c.outfit)?.kind;
      const detail = kind ? `Hand over the ${content.outfit(kind).name}` : 'Deliver and get paid';
      return { label: `Complete ${content.mission(c.card).name}`, detail };
    }
    case 'DiscardMission':
      return { label: `Discard ${content.mission(c.card).name}`, detail: 'Give up this mission' };
    case 'PlaceSector':
      return { label: `Turn ${c.rotation}` };
    case 'ShieldHazard':
      return { label: c.use.length === 0 ? 'No shields' : `${c.use.length} shields` };
    case 'PlaceDamage':
      return { label: `Damage at ${cellText(c.at)}` };
    case 'ChooseSpawn':
      return { label: `Spawn Point ${c.spawn}` };
    case 'KeepMission':
      return { label: c.card ? `Keep ${content.mission(c.card).name}` : 'Keep none' };
    case 'Defend':
      return { label: c.use.length === 0 ? 'No shields' : `${c.use.length} shields` };
    case 'RearmShields':
      return { label: `Re-arm ${c.count}` };
    case 'ArmAfterRescue':
      return { label: `Arm ${c.count}` };
    case 'UseExperience':
      return { label: c.card ? `Discard ${content.mission(c.card).name}` : 'Keep the roll' };
    case 'MeltIce':
      return { label: 'Melt the ice', detail: 'Free: every Ice damage goes' };
    case 'CaptainInNeed':
      return { label: c.accept ? 'Take the captain aboard' : 'Leave the captain' };
    case 'DeliverCaptain':
      return { label: 'Deliver the captain in need', detail: '+1 Fame and 1,000' };
    case 'TradeTokens':
      return { label: c.reward === 'fame' ? 'Take 1 Fame' : 'Take 2,000' };
    // Element E's worlds
    case 'DockKiln':
      return {
        label: `Dock with The Kiln on space ${c.space + 1}${c.space === 2 ? ' (Sell)' : ''}`,
        detail: '1 movement; the station then orbits a d6',
      };
    case 'KilnMove':
      return { label: `Move to space ${c.space + 1} of The Kiln`, detail: '1 movement' };
    case 'UndockKiln':
      return { label: 'Leave The Kiln', detail: '1 movement' };
    case 'Excavate':
      return { label: 'Excavate', detail: 'd20: 1-10 Ice damage, 11-20 a Relic' };
    case 'Sift':
      return {
        label: 'Sift a Relic',
        detail: `The one at ${cellText(c.at)}: turn it face up for 1 Fame or its reward`,
      };
    case 'ChooseRelicReward':
      return { label: c.reward === 'fame' ? 'Take 1 Fame' : "Take the Relic's reward" };
    case 'MoveRelic':
      return { label: `Move a Relic from ${cellText(c.from)} to ${cellText(c.to)}` };
    case 'Quarry':
      return { label: 'Quarry Ember', detail: 'd20: 1-10 Ice damage, 11-20 an Ember' };
    case 'SellEmber':
      return {
        label: `Sell ${c.count} Ember`,
        detail: `+${credits(c.count * 2000)}`,
      };
    case 'KeiTrade':
      return {
        label: `Trade ${cubesText(c.give)} for ${cubesText(c.take)}`,
        detail: 'Kei: with the Economy Board',
      };
    case 'RedrawBehaviour':
      return c.redraw
        ? { label: 'Draw a new behaviour', detail: 'A new Behavior card, one of its two at random' }
        : { label: 'Keep its behaviour', detail: 'It goes on as before' };
    case 'ChooseGoal': {
      const goal = goalCard(c.goal);
      return { label: `Attempt ${goal.name}`, detail: `${goal.fame} Fame to win` };
    }
    // Campaign upgrades (XC-UPG-04..06)
    case 'ImpulseAction':
      return c.gain === 'heal' && c.at
        ? {
            label: `Heal the damage at ${cellText(c.at)}`,
            detail: 'Impulse upgrade: 1 damage, Ice too',
          }
        : { label: 'Gain 1 Energy', detail: 'Impulse upgrade' };
    case 'RearmMarker':
      return {
        label: `Re-arm the marker on the ${outfitName(ctx, c.use.outfit)}`,
        detail: `Re-arm upgrade: ${REARM_COST[view.options.campaign?.upgrades.rearm ?? 0]} Energy, once a turn`,
      };
    case 'ScanSector':
      return {
        label: `Scan beyond the sector's ${DIRECTION_NAMES[c.side]} side`,
        detail: 'Mission upgrade: 1 Energy, from anywhere in the sector',
      };
    // Solo play
    case 'SeatNpc':
      return {
        label: c.position === 0 ? 'Seat it right after you' : `Seat it in place ${c.position + 1}`,
      };
    case 'ChooseExpanse':
      return { label: 'Reveal a sector here' };
    case 'SortMissions':
      return {
        label: 'Look at the drawn missions',
        detail: 'Keep one now instead of after your turn',
      };
    case 'Concede':
      return { label: 'Concede', detail: 'Give up this game: the NPCs win' };
  }
}
