/**
 * One simulated game: played by `playGame` with the rules' `apply` watched, so the events of
 * every command are tallied as they happen (Fame by source, credits by round, first ships).
 * A bot or rules error ends the game and is recorded, never thrown.
 */
import { BotError, playGame, type Registry, type XiaBot } from '@drift/bots';
import type { RecordedCommand, SeatId } from '@drift/engine';
import {
  createXia,
  ELEMENTS,
  type XiaCommand,
  type XiaEvent,
  type XiaOptions,
  type XiaRuleset,
  type XiaState,
} from '@drift/xia';
import { type ContentPack, corePack } from '@drift/xia/content';
import type { GamePlan, SimConfig } from './config.ts';
import { findBot } from './weights.ts';

export type FameSource = Extract<XiaEvent, { type: 'FameGained' }>['source'];

const SOURCES: Record<FameSource, true> = {
  exploration: true,
  mission: true,
  combat: true,
  trade: true,
  ship: true,
  wealth: true,
  kindness: true,
  title: true,
  luck: true,
  event: true,
  relic: true,
};
/** Every Fame source, in the rulebook's order. */
export const FAME_SOURCES = Object.keys(SOURCES) as FameSource[];

/** How a game ended: a captain won, the command bound stopped it, or a bot or rule failed. */
export type Ending = 'won' | 'bound' | 'error';

/** A failure that ended a game: which game, which seat and bot (null: the rules), what. */
export interface BotFailure {
  readonly game: number;
  readonly seed: string;
  readonly seat: SeatId | null;
  readonly bot: string | null;
  readonly message: string;
}

/** One captain's game. */
export interface SeatResult {
  readonly seat: SeatId;
  readonly bot: string;
  readonly strategy: string;
  /** The ship chosen at setup (later purchases do not change it). */
  readonly ship: string | null;
  readonly won: boolean;
  readonly fame: number;
  readonly fameBySource: Readonly<Record<FameSource, number>>;
  readonly credits: number;
  /** Credits at the start of each round (round 1 first). */
  readonly creditsByRound: readonly number[];
}

/** One game's result, as written to the JSON. */
export interface GameRecord {
  readonly index: number;
  readonly seed: string;
  readonly seats: number;
  readonly ending: Ending;
  readonly winners: readonly SeatId[];
  /** The source of the winner's last Fame point. */
  readonly clincher: FameSource | null;
  readonly turns: number;
  readonly rounds: number;
  readonly commands: number;
  readonly players: readonly SeatResult[];
  readonly error: BotFailure | null;
  /** Solo games: the NPCs' side of it. */
  readonly solo?: SoloRecord;
}

/** The NPCs' side of a solo game. */
export interface SoloRecord {
  /** The NPCs reached the Fame target (or the player conceded). */
  readonly npcsWon: boolean;
  readonly npcFame: number;
  /** The NPCs' Fame by where it came from: the round-end roll, kills of the captain, Events. */
  readonly npcFameBySource: Readonly<Record<NpcFameSource, number>>;
  /** Round-end rolls made, and their bonuses summed (XS-END-03). */
  readonly rounds: number;
  readonly bonuses: Readonly<Record<RollBonus, number>>;
}

/** Where the NPCs' Fame comes from in a solo game. */
export type NpcFameSource = 'roll' | 'kill' | 'event';
export const NPC_FAME_SOURCES: readonly NpcFameSource[] = ['roll', 'kill', 'event'];
/** The round-end roll's bonuses (XS-END-03). */
export type RollBonus = 'cubes' | 'credits' | 'behind' | 'merchant';
export const ROLL_BONUSES: readonly RollBonus[] = ['cubes', 'credits', 'behind', 'merchant'];

/** What watching `apply` collects. */
class Tally {
  /** The seat whose bot is choosing or whose command is being applied; null between. */
  acting: SeatId | null = null;
  commands: RecordedCommand<XiaCommand>[] = [];
  count = 0;
  /** The state after the last applied command. */
  state: XiaState | null = null;
  readonly ships: (string | null)[];
  readonly fame: Record<FameSource, number>[];
  readonly lastSource: (FameSource | null)[];
  readonly rounds: number[][];
  readonly npcFame: Record<NpcFameSource, number> = { roll: 0, kill: 0, event: 0 };
  readonly bonuses: Record<RollBonus, number> = { cubes: 0, credits: 0, behind: 0, merchant: 0 };
  soloRounds = 0;

  constructor(
    readonly seats: number,
    readonly keep: boolean,
  ) {
    this.ships = Array.from({ length: seats }, () => null);
    this.fame = Array.from({ length: seats }, zeroFame);
    this.lastSource = Array.from({ length: seats }, () => null);
    this.rounds = Array.from({ length: seats }, () => []);
  }

  observe(seat: SeatId, command: XiaCommand, events: readonly XiaEvent[], state: XiaState): void {
    this.count++;
    this.state = state;
    if (this.keep) this.commands.push({ seat, command });
    for (const e of events) {
      if (e.type === 'ShipChosen' && this.ships[e.seat] === null) this.ships[e.seat] = e.ship;
      if (e.type === 'SoloRoundEnded') {
        this.soloRounds++;
        this.npcFame.roll += e.fame;
        for (const b of ROLL_BONUSES) this.bonuses[b] += e.bonuses[b];
      }
      if (e.type === 'NpcFameGained') this.npcFame[e.source] += e.amount;
      if (e.type === 'FameGained') {
        const tally = this.fame[e.seat];
        if (tally) tally[e.source] += e.amount;
        this.lastSource[e.seat] = e.source;
      }
      if (e.type === 'TurnStarted') {
        // Turn numbers count from 1; a round is one turn of every seat.
        if ((e.number - 1) % this.seats === 0)
          for (const c of state.captains) this.rounds[c.seat]?.push(c.credits);
      }
    }
  }
}

function zeroFame(): Record<FameSource, number> {
  return Object.fromEntries(FAME_SOURCES.map((s) => [s, 0])) as Record<FameSource, number>;
}

let shared: { readonly pack: ContentPack; readonly xia: XiaRuleset } | null = null;
/** The ruleset of a simulation's pack (the core pack by default), built once per thread. */
export function xiaFor(config: Pick<SimConfig, 'pack'>): XiaRuleset {
  const pack = config.pack ?? corePack();
  if (shared?.pack !== pack) shared = { pack, xia: createXia(pack) };
  return shared.xia;
}

const describeError = (e: unknown): string =>
  e instanceof BotError ? e.message : e instanceof Error ? `${e.name}: ${e.message}` : String(e);

/** The Xia setup options of a planned game. */
export function gameOptions(plan: GamePlan, config: SimConfig): XiaOptions {
  if (config.solo)
    return {
      seats: 1,
      preset: 'standard',
      fameTarget: config.fameTarget,
      elements: [...ELEMENTS],
      solo: { difficulty: config.solo, sellsword: false },
    };
  return {
    seats: plan.seats,
    preset: 'standard',
    fameTarget: config.fameTarget,
    ...(config.elements && config.elements.length > 0 ? { elements: config.elements } : {}),
  };
}

/** A played game: its record, and its commands when asked for (to save it as a match file). */
export interface PlayedRecord {
  readonly record: GameRecord;
  readonly commands: readonly RecordedCommand<XiaCommand>[] | null;
}

/** Plays one planned game; any error is caught and recorded. */
export function playPlanned(
  plan: GamePlan,
  config: SimConfig,
  options: { readonly registry?: Registry; readonly keepCommands?: boolean } = {},
): PlayedRecord {
  const xia = xiaFor(config);
  const tally = new Tally(plan.seats, options.keepCommands ?? false);
  const found = plan.bots.map((label) => findBot(label, config, options.registry));
  const watched: XiaRuleset = {
    ...xia,
    apply(state, seat, command) {
      const applied = xia.apply(state, seat, command);
      // A refused command stays the acting bot's fault; an accepted one ends its move.
      if (!applied.ok) return applied;
      tally.observe(seat, command, applied.value.events, applied.value.state);
      tally.acting = null;
      return applied;
    },
  };
  let error: BotFailure | null = null;
  let final: XiaState | null = null;
  let winners: readonly SeatId[] = [];
  let finished = false;
  try {
    const bots = found.map((f, seat): XiaBot => {
      if (typeof f === 'string') throw new BotError(f);
      const bot = f.make(xia);
      return {
        name: bot.name,
        choose(view, legal, rng) {
          tally.acting = seat;
          return bot.choose(view, legal, rng);
        },
      };
    });
    const played = playGame(watched, gameOptions(plan, config), plan.seed, bots, {
      maxCommands: config.maxCommands,
    });
    final = played.state;
    winners = played.winners;
    finished = played.finished;
  } catch (e: unknown) {
    const seat = tally.acting;
    const bot = seat === null ? null : (plan.bots[seat] ?? null);
    error = { game: plan.index, seed: plan.seed, seat, bot, message: describeError(e) };
    final = tally.state;
  }
  const turns = final?.turn.number ?? 0;
  const players = plan.bots.map((label, seat): SeatResult => {
    const f = found[seat];
    const captain = final?.captains[seat];
    const rounds = tally.rounds[seat] ?? [];
    return {
      seat,
      bot: label,
      strategy: f === undefined || typeof f === 'string' ? '?' : f.strategy,
      ship: tally.ships[seat] ?? null,
      won: winners.includes(seat),
      fame: captain?.fame ?? 0,
      fameBySource: tally.fame[seat] ?? zeroFame(),
      credits: captain?.credits ?? 0,
      creditsByRound: rounds,
    };
  });
  const winner = winners[0];
  const record: GameRecord = {
    index: plan.index,
    seed: plan.seed,
    seats: plan.seats,
    ending: error ? 'error' : finished ? 'won' : 'bound',
    winners,
    clincher: winner === undefined ? null : (tally.lastSource[winner] ?? null),
    turns,
    rounds: Math.ceil(turns / plan.seats),
    commands: tally.count,
    players,
    error,
    ...(final?.solo && {
      solo: {
        npcsWon: finished && winners.length === 0,
        npcFame: final.solo.npcFame,
        npcFameBySource: tally.npcFame,
        rounds: tally.soloRounds,
        bonuses: tally.bonuses,
      },
    }),
  };
  return { record, commands: tally.keep ? tally.commands : null };
}
