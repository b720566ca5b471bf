/**
 * The actions panel's contents, built only from the legal list: commands grouped by what they
 * are for, in plain words. Moves and attack targets are also marked on the board
 * (`highlightsFromLegal`); prompt answers go to dialogs instead (see prompts/).
 */
import type { Hex } from '@drift/engine/hex';
import { type Board, boardOf, longScanOpening, type XiaCommand } from '@drift/xia';
import { thousands } from '../look/format.ts';
import {
  cellText,
  commandWords,
  cubesText,
  cubeWord,
  DIRECTION_NAMES,
  placeName,
  type Words,
  type WordsContext,
} from './words.ts';

type Of<T extends XiaCommand['type']> = Extract<XiaCommand, { type: T }>;

export type PanelItem =
  | {
      readonly kind: 'command';
      readonly command: XiaCommand;
      readonly words: Words;
      /** A key that sends it (shown on the button and in the help). */
      readonly shortcut?: string;
      readonly tone?: 'end' | 'primary';
    }
  | { readonly kind: 'ships'; readonly commands: readonly Of<'ChooseShip'>[] }
  | { readonly kind: 'strike'; readonly commands: readonly (Of<'Attack'> | Of<'Ram'>)[] }
  | { readonly kind: 'shop'; readonly commands: readonly Of<'BuyOutfit'>[] }
  | { readonly kind: 'refit'; readonly commands: readonly Of<'MoveOutfit'>[] }
  | { readonly kind: 'cargo'; readonly commands: readonly Of<'MoveCargo'>[] }
  /** Element E: Relics to move in the hold (a picker, like cargo). */
  | { readonly kind: 'relics'; readonly commands: readonly Of<'MoveRelic'>[] }
  /**
   * One thing done to one of several places or cubes (a card aimed at a space, a cube to throw
   * overboard): its words once, then a small button per choice.
   */
  | {
      readonly kind: 'choices';
      readonly id: string;
      readonly words: Words;
      readonly options: readonly { readonly command: XiaCommand; readonly label: string }[];
    }
  | { readonly kind: 'hint'; readonly text: string };

export type GroupId =
  | 'ship'
  | 'outfit'
  | 'move'
  | 'explore'
  | 'fight'
  | 'trade'
  | 'missions'
  | 'other'
  | 'business'
  | 'status'
  | 'end';

export interface PanelGroup {
  readonly id: GroupId;
  readonly title: string;
  readonly items: readonly PanelItem[];
}

const TITLES: Readonly<Record<GroupId, string>> = {
  ship: 'Choose your ship',
  outfit: 'Outfit your ship',
  move: 'Move',
  explore: 'Explore',
  fight: 'Fight',
  trade: 'Trade and gather',
  missions: 'Missions',
  other: 'Abilities and help',
  business: 'Business',
  status: 'Arm your markers',
  end: 'Done',
};

const ORDER: readonly GroupId[] = [
  'ship',
  'outfit',
  'move',
  'fight',
  'trade',
  'missions',
  'explore',
  'other',
  'business',
  'status',
  'end',
];

/** Prompt answers: shown as dialogs, never in the panel. */
export const PROMPT_ANSWERS: ReadonlySet<XiaCommand['type']> = new Set([
  'PlaceSector',
  'ShieldHazard',
  'PlaceDamage',
  'ChooseSpawn',
  'KeepMission',
  'Defend',
  'RearmShields',
  'ArmAfterRescue',
  'UseExperience',
  'ChooseGoal',
]);

/** Keyboard shortcuts of the panel (also listed in the help). */
export const SHORTCUTS = {
  end: 'e',
  impulse: 'i',
  engine: 'f',
  recharge: 'r',
  strike: 'a',
  draw: 'd',
} as const;

export function panelGroups(
  legal: readonly XiaCommand[],
  ctx: WordsContext,
  stage: 'choosingShips' | 'outfitting' | 'playing' | 'finished',
): PanelGroup[] {
  const groups = new Map<GroupId, PanelItem[]>();
  const add = (id: GroupId, item: PanelItem) => {
    const list = groups.get(id) ?? [];
    list.push(item);
    groups.set(id, list);
  };
  const cmd = (
    id: GroupId,
    command: XiaCommand,
    extra: { shortcut?: string; tone?: 'end' | 'primary' } = {},
  ) => add(id, { kind: 'command', command, words: commandWords(command, ctx), ...extra });

  const ships: Of<'ChooseShip'>[] = [];
  const strikes: (Of<'Attack'> | Of<'Ram'>)[] = [];
  const shop: Of<'BuyOutfit'>[] = [];
  const refit: Of<'MoveOutfit'>[] = [];
  const cargo: Of<'MoveCargo'>[] = [];
  const aimed = new Map<string, { command: XiaCommand; label: string }[]>();
  const jettison: { command: XiaCommand; label: string }[] = [];
  const relics: Of<'MoveRelic'>[] = [];
  const ember: { command: XiaCommand; label: string }[] = [];
  const kei: { command: XiaCommand; label: string }[] = [];
  const engines = new Set<number>();
  let steps = 0;
  const maxArm = Math.max(-1, ...legalCounts(legal));

  for (const c of legal) {
    if (PROMPT_ANSWERS.has(c.type)) continue;
    switch (c.type) {
      case 'ChooseShip':
        ships.push(c);
        break;
      case 'FinishOutfitting':
        cmd('end', c, { shortcut: SHORTCUTS.end, tone: 'end' });
        break;
      case 'ActivateEngine':
        // One button per engine: its use spaces are alike.
        if (!engines.has(c.use.outfit)) {
          cmd('move', c, engines.size === 0 ? { shortcut: SHORTCUTS.engine } : {});
          engines.add(c.use.outfit);
        }
        break;
      case 'UseImpulse':
        cmd('move', c, { shortcut: SHORTCUTS.impulse });
        break;
      case 'Step':
      case 'GateJump':
        steps += 1;
        break;
      case 'UseOccupiedSpace':
        cmd('move', c);
        break;
      // Element E: The Kiln (also marked on its card and the board).
      case 'DockKiln':
      case 'KilnMove':
      case 'UndockKiln':
        cmd('move', c);
        break;
      case 'Excavate':
      case 'Quarry':
      case 'Sift':
        cmd('trade', c);
        break;
      case 'SellEmber':
        ember.push({ command: c, label: `${c.count} for ${thousands(c.count * 2000)}` });
        break;
      case 'KeiTrade':
        // Every split the rules allow: one small button each, under one heading.
        kei.push({ command: c, label: `${cubesText(c.give)} → ${cubesText(c.take)}` });
        break;
      case 'MoveRelic':
        relics.push(c);
        break;
      case 'MeltIce':
        cmd('business', c);
        break;
      case 'DeliverCaptain':
        cmd('other', c);
        break;
      case 'Scan':
      case 'BlindJump':
      case 'ScanSector': // XC-UPG-05
        cmd('explore', c);
        break;
      // Campaign upgrades (XC-UPG-04, XC-UPG-06)
      case 'ImpulseAction':
      case 'RearmMarker':
        cmd('other', c);
        break;
      case 'Attack':
      case 'Ram':
        strikes.push(c);
        break;
      case 'BuyCubes':
      case 'SellCubes':
      case 'Mine':
      case 'Salvage':
      case 'Harvest':
      case 'CollectCubes':
        cmd('trade', c);
        break;
      case 'Jettison': {
        const cube = ctx.me?.hold.cargo.find((x) => x.at[0] === c.at[0] && x.at[1] === c.at[1]);
        const what =
          cube?.kind === 'cube'
            ? cubeWord(cube.colour)
            : cube?.kind === 'ember'
              ? 'Ember'
              : 'Relic';
        jettison.push({ command: c, label: `${what} (${cellText(c.at)})` });
        break;
      }
      case 'DrawMissions':
        cmd('missions', c, { shortcut: SHORTCUTS.draw });
        break;
      case 'WorkMission':
      case 'CompleteMission':
        cmd('missions', c, { tone: 'primary' });
        break;
      case 'DiscardMission':
        cmd('missions', c);
        break;
      case 'UseAbility':
        if (c.target) {
          const list = aimed.get(c.ability) ?? [];
          const scan = scanChoice(c.ability, c.target, ctx);
          // Spaces a scan names through the same tile side reveal the same sector: one button.
          if (!scan || !list.some((o) => o.label === scan))
            list.push({ command: c, label: scan ?? placeName(c.target, ctx.view, ctx.content) });
          aimed.set(c.ability, list);
        } else cmd('other', c);
        break;
      case 'Rescue':
        cmd('other', c);
        break;
      case 'EndActions':
      case 'EndBusiness':
        cmd('end', c, { shortcut: SHORTCUTS.end, tone: 'end' });
        break;
      case 'Recharge':
        cmd('business', c, { shortcut: SHORTCUTS.recharge });
        break;
      case 'Repair':
      case 'SellOutfit':
      case 'BuyShip':
      case 'BuyFame':
        cmd('business', c);
        break;
      case 'BuyOutfit':
        shop.push(c);
        break;
      case 'MoveOutfit':
        refit.push(c);
        break;
      case 'MoveCargo':
        cargo.push(c);
        break;
      case 'ArmMarkers':
        cmd('status', c, c.count === maxArm ? { tone: 'primary' } : {});
        break;
      default:
        // Prompt answers (CaptainInNeed, TradeTokens, ChooseRelicReward, …): dialogs.
        break;
    }
  }

  if (ships.length > 0) add('ship', { kind: 'ships', commands: ships });
  if (steps > 0) {
    const left = ctx.view.turn.movement;
    add('move', {
      kind: 'hint',
      text: `${left} ${left === 1 ? 'move' : 'moves'} left: click a green space on the board.`,
    });
  }
  for (const [ability, options] of aimed) {
    const a = ctx.content.ability(ability);
    add('other', {
      kind: 'choices',
      id: ability,
      words: { label: a.name, detail: a.text },
      options,
    });
  }
  if (jettison.length > 0)
    add('other', {
      kind: 'choices',
      id: 'jettison',
      words: {
        label: 'Jettison cargo',
        detail: 'A cube floats here for anyone to pick up; an Ember or a Relic is lost',
      },
      options: jettison,
    });
  if (ember.length > 0)
    add('trade', {
      kind: 'choices',
      id: 'ember',
      words: { label: 'Sell Ember', detail: "2,000 each, on The Kiln's Sell space" },
      options: ember,
    });
  if (kei.length > 0)
    add('trade', {
      kind: 'choices',
      id: 'kei',
      words: {
        label: 'Trade with the Economy Board',
        detail: 'Kei: put cubes on the board, take as many of other colours',
      },
      options: kei,
    });
  if (relics.length > 0) add('business', { kind: 'relics', commands: relics });
  if (strikes.length > 0) add('fight', { kind: 'strike', commands: strikes });
  if (shop.length > 0)
    add(stage === 'outfitting' ? 'outfit' : 'business', { kind: 'shop', commands: shop });
  if (refit.length > 0)
    add(stage === 'outfitting' ? 'outfit' : 'business', { kind: 'refit', commands: refit });
  if (cargo.length > 0) add('business', { kind: 'cargo', commands: cargo });

  return ORDER.flatMap((id) => {
    const items = groups.get(id);
    return items && items.length > 0 ? [{ id, title: TITLES[id], items }] : [];
  });
}

const boards = new WeakMap<object, Board>();

/** The rules' board of a view's sectors, made once per placement. */
function boardFor(ctx: WordsContext): Board {
  const sectors = ctx.view.board.sectors;
  let board = boards.get(sectors);
  if (!board) {
    board = boardOf(ctx.content, sectors);
    boards.set(sectors, board);
  }
  return board;
}

/**
 * A Long Scan's choice by what it reveals: "the unexplored sector south-west of Burning Horse";
 * undefined for other cards.
 */
function scanChoice(ability: string, target: Hex, ctx: WordsContext): string | undefined {
  const effect = ctx.content.ability(ability).effect;
  const from = ctx.me?.at;
  if (effect.kind !== 'longScan' || !from) return undefined;
  const board = boardFor(ctx);
  const opening = longScanOpening(board, from, target, effect.reach);
  if (!opening) return undefined;
  const sector = ctx.content.sector(opening.anchor.id).name;
  return `the unexplored sector ${DIRECTION_NAMES[opening.side]} of ${sector}`;
}

function legalCounts(legal: readonly XiaCommand[]): number[] {
  return legal.flatMap((c) => (c.type === 'ArmMarkers' ? [c.count] : []));
}

/** The legal prompt answers, if the top decision is this seat's. */
export function promptAnswers(legal: readonly XiaCommand[] | null): XiaCommand[] {
  return (legal ?? []).filter((c) => PROMPT_ANSWERS.has(c.type));
}
