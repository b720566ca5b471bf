/** The campaign's commands and their decoder (outside JSON → a checked command). */
import { type Result, type RuleError, refuse, showValue } from '@drift/engine';
import {
  bool,
  type Decoder,
  id,
  int,
  isRecord,
  list,
  literal,
  nullable,
  object,
  optional,
  text,
} from './decode.ts';
import type { ShipInput } from './fleet.ts';
import { CSW_FACTIONS } from './teams.ts';
import type {
  CampaignFeatureScoring,
  CampaignPlaceKind,
  CampaignShipFate,
  CswFaction,
} from './types.ts';

export interface CampaignPlaceSpec {
  readonly id: string;
  readonly kind: CampaignPlaceKind;
  readonly name: string;
  readonly symbol: CswFaction | null;
}

export interface ShipOutcome {
  readonly ship: string;
  readonly fate: CampaignShipFate;
  readonly by: string | null;
  readonly discarded: readonly number[];
}

export interface BattleParticipant {
  readonly player: string;
  readonly squads: readonly number[];
}

export interface BattleOutcome {
  readonly battle: string;
  readonly ships: readonly ShipOutcome[];
  readonly winner: string | null;
}

export type CoruscantCommand =
  | {
      readonly type: 'PlaceTile';
      readonly tile: string | null;
      readonly places: readonly CampaignPlaceSpec[];
      readonly last: boolean;
    }
  | { readonly type: 'JoinPlaces'; readonly into: string; readonly from: string }
  | {
      readonly type: 'PlaceMeeple';
      readonly player: string;
      readonly squad: number;
      readonly place: string;
    }
  | { readonly type: 'RemoveMeeple'; readonly player: string; readonly squad: number }
  | {
      readonly type: 'CompleteFeature';
      readonly place: string;
      readonly scoring: CampaignFeatureScoring;
      readonly scorers: readonly string[] | null;
    }
  | {
      readonly type: 'DestroyAlderaan';
      readonly player: string;
      readonly place: string;
      readonly adjacentTiles: number;
    }
  | {
      readonly type: 'StartBattle';
      readonly place: string;
      readonly participants: readonly BattleParticipant[] | null;
      readonly completion: CampaignFeatureScoring | null;
    }
  | ({ readonly type: 'EnterBattleResult' } & BattleOutcome)
  | ({ readonly type: 'CorrectBattle' } & BattleOutcome)
  | {
      readonly type: 'Reinforce';
      readonly player: string;
      readonly squad: number;
      readonly replacements: readonly { readonly ship: string; readonly pilot: number }[];
      readonly addUpgrades: readonly { readonly ship: string; readonly upgrade: number }[];
      readonly addShips: readonly ShipInput[];
    }
  | { readonly type: 'ChooseSecretBase'; readonly player: string; readonly planet: string }
  | {
      readonly type: 'FinalScoring';
      readonly places: readonly {
        readonly place: string;
        readonly scoring: CampaignFeatureScoring;
      }[];
    }
  | { readonly type: 'PickFinalBattleSquad'; readonly player: string; readonly squad: number }
  | { readonly type: 'EnterFinalBattle'; readonly winner: string | null }
  | {
      readonly type: 'AdjustScore';
      readonly player: string;
      readonly points: number;
      readonly reason: string;
    };

export type CommandType = CoruscantCommand['type'];

const squadNo = int(1, 5);
const cardId = int(0, 100_000);

const scoring: Decoder<CampaignFeatureScoring> = object({
  points: int(0, 1000),
  symbols: optional(
    list(object({ faction: literal(CSW_FACTIONS), points: int(0, 100) }), 0, 20),
    [],
  ),
});

export const shipInput: Decoder<ShipInput> = object({
  pilot: cardId,
  upgrades: optional(list(cardId, 0, 12), []),
});

const placeSpec: Decoder<CampaignPlaceSpec> = object({
  id,
  kind: literal<CampaignPlaceKind>(['trade-route', 'asteroid-field', 'planet']),
  name: text(40),
  symbol: nullable(literal(CSW_FACTIONS)),
});

const outcome: Decoder<ShipOutcome> = object({
  ship: text(60),
  fate: literal<CampaignShipFate>(['destroyed', 'withdrawn', 'survived']),
  by: nullable(id),
  discarded: optional(list(cardId, 0, 12), []),
});

function result<T extends 'EnterBattleResult' | 'CorrectBattle'>(type: T) {
  return object({
    type: literal([type] as const),
    battle: id,
    ships: list(outcome, 0, 120),
    winner: nullable(id),
  });
}

const DECODERS: { readonly [T in CommandType]: Decoder<CoruscantCommand> } = {
  PlaceTile: object({
    type: literal(['PlaceTile'] as const),
    tile: nullable(text(40)),
    places: optional(list(placeSpec, 0, 8), []),
    last: optional(bool, false),
  }),
  JoinPlaces: object({ type: literal(['JoinPlaces'] as const), into: id, from: id }),
  PlaceMeeple: object({
    type: literal(['PlaceMeeple'] as const),
    player: id,
    squad: squadNo,
    place: id,
  }),
  RemoveMeeple: object({ type: literal(['RemoveMeeple'] as const), player: id, squad: squadNo }),
  CompleteFeature: object({
    type: literal(['CompleteFeature'] as const),
    place: id,
    scoring,
    scorers: nullable(list(id, 1, 6)),
  }),
  DestroyAlderaan: object({
    type: literal(['DestroyAlderaan'] as const),
    player: id,
    place: id,
    adjacentTiles: int(0, 8),
  }),
  StartBattle: object({
    type: literal(['StartBattle'] as const),
    place: id,
    participants: nullable(list(object({ player: id, squads: list(squadNo, 1, 5) }), 2, 6)),
    completion: nullable(scoring),
  }),
  EnterBattleResult: result('EnterBattleResult'),
  CorrectBattle: result('CorrectBattle'),
  Reinforce: object({
    type: literal(['Reinforce'] as const),
    player: id,
    squad: squadNo,
    replacements: optional(list(object({ ship: text(60), pilot: cardId }), 0, 12), []),
    addUpgrades: optional(list(object({ ship: text(60), upgrade: cardId }), 0, 24), []),
    addShips: optional(list(shipInput, 0, 8), []),
  }),
  ChooseSecretBase: object({
    type: literal(['ChooseSecretBase'] as const),
    player: id,
    planet: text(40),
  }),
  FinalScoring: object({
    type: literal(['FinalScoring'] as const),
    places: list(object({ place: id, scoring }), 0, 300),
  }),
  PickFinalBattleSquad: object({
    type: literal(['PickFinalBattleSquad'] as const),
    player: id,
    squad: squadNo,
  }),
  EnterFinalBattle: object({ type: literal(['EnterFinalBattle'] as const), winner: nullable(id) }),
  AdjustScore: object({
    type: literal(['AdjustScore'] as const),
    player: id,
    points: int(-10_000, 10_000),
    reason: text(120),
  }),
};

export const COMMAND_TYPES = Object.keys(DECODERS) as CommandType[];

/** Reads a command from outside JSON; the error says which field is wrong. */
export function decodeCommand(input: unknown): Result<CoruscantCommand, RuleError> {
  if (!isRecord(input))
    return refuse('BadCommand', `A command is an object, not ${showValue(input)}.`);
  const type = input.type;
  if (typeof type !== 'string' || !Object.hasOwn(DECODERS, type)) {
    return refuse(
      'UnknownCommand',
      `Unknown command type ${showValue(type)}; one of ${COMMAND_TYPES.join(', ')}.`,
    );
  }
  return DECODERS[type as CommandType](input, type);
}
