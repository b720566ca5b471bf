/**
 * What happened, as events: every roll with its faces, every gain and loss. Each event type
 * has a visibility rule in the table below (TypeScript refuses a type without one).
 */
import {
  publicEvent,
  type SeatId,
  seesSeat,
  type VisibilityTable,
  visibleEventFrom,
} from '@drift/engine';
import type { Direction, Hex, Rotation } from '@drift/engine/hex';
import type { Track } from './campaign/options.ts';
import type { CubeColour } from './content/schema.ts';
import type { UseSpaceRef } from './model/prompts.ts';
import type { Cell, Combatant, MoveSource, Phase, QuarterTurns } from './model/state.ts';

/** Where a Fame point came from (XB-FAME-02..10). */
export type FameSource =
  | 'exploration'
  | 'mission'
  | 'combat'
  | 'trade'
  | 'ship'
  | 'wealth'
  | 'kindness'
  | 'title'
  | 'luck'
  | 'event'
  /** Element E: a Relic sifted for Fame (XE-QR-02). */
  | 'relic';

/**
 * What a campaign upgrade raised (XC-UPG-*): an outfit's roll by its type (a ram rolls its
 * engine), Impulse, a mission roll, an ability card's Energy waived, a ship's price cut.
 */
export type UpgradeTarget =
  | 'engine'
  | 'ram'
  | 'shield'
  | 'blaster'
  | 'missile'
  | 'impulse'
  | 'mission'
  | 'ability'
  | 'ship';

/** What a hazard roll led to. */
export type HazardOutcome =
  | 'safe'
  | 'damage'
  | 'energyLoss'
  | 'destroyed'
  | 'stopped'
  | 'bounty'
  | 'undetected';

export type XiaEvent =
  | { readonly type: 'ShipChosen'; readonly seat: SeatId; readonly ship: string }
  | { readonly type: 'ShipPlaced'; readonly seat: SeatId; readonly at: Hex }
  | { readonly type: 'OutfittingFinished'; readonly seat: SeatId }
  | { readonly type: 'TurnStarted'; readonly seat: SeatId; readonly number: number }
  | { readonly type: 'TurnSkipped'; readonly seat: SeatId }
  | { readonly type: 'PhaseStarted'; readonly seat: SeatId; readonly phase: Phase }
  | { readonly type: 'TurnEnded'; readonly seat: SeatId }
  | {
      readonly type: 'DieRolled';
      readonly seat: SeatId;
      readonly die: number;
      readonly face: number;
      readonly purpose: string;
    }
  | {
      readonly type: 'FameGained';
      readonly seat: SeatId;
      readonly amount: number;
      readonly source: FameSource;
      readonly fame: number;
    }
  | {
      readonly type: 'CreditsChanged';
      readonly seat: SeatId;
      readonly amount: number;
      readonly reason: string;
      readonly credits: number;
    }
  | {
      readonly type: 'EnergyChanged';
      readonly seat: SeatId;
      readonly amount: number;
      readonly reason: string;
      readonly energy: number;
    }
  | {
      readonly type: 'BountyChanged';
      readonly seat: SeatId;
      readonly amount: number;
      readonly reason: string;
      readonly bounty: number;
    }
  | {
      readonly type: 'MoveStarted';
      readonly seat: SeatId;
      readonly source: MoveSource;
      readonly points: number;
    }
  | {
      readonly type: 'Moved';
      readonly seat: SeatId;
      readonly from: Hex;
      readonly to: Hex;
      readonly left: number;
    }
  | { readonly type: 'GateJumped'; readonly seat: SeatId; readonly from: Hex; readonly to: Hex }
  | { readonly type: 'Teleported'; readonly seat: SeatId; readonly to: Hex; readonly spawn: number }
  | { readonly type: 'ActingFrom'; readonly seat: SeatId; readonly at: Hex }
  | {
      readonly type: 'HazardResolved';
      readonly seat: SeatId;
      readonly hazard: string;
      readonly face: number;
      readonly outcome: HazardOutcome;
      readonly amount: number;
    }
  | {
      readonly type: 'ShieldsRolled';
      readonly seat: SeatId;
      readonly faces: readonly number[];
      readonly total: number;
      readonly against: number;
    }
  | {
      readonly type: 'DamageTaken';
      readonly seat: SeatId;
      readonly amount: number;
      readonly unblockable: boolean;
      /** Ice damage (XE-ICE-01); absent for normal damage. */
      readonly ice?: boolean;
    }
  | {
      readonly type: 'DamagePlaced';
      readonly seat: SeatId;
      readonly at: Cell;
      readonly jettisoned: CubeColour | null;
      readonly disarmed: boolean;
      /** An Ice damage marker (XE-ICE-01); absent for normal damage. */
      readonly ice?: boolean;
    }
  | {
      readonly type: 'MarkersDisarmed';
      readonly seat: SeatId;
      readonly count: number;
      readonly reason: string;
    }
  | {
      readonly type: 'MarkerSpent';
      readonly seat: SeatId;
      readonly outfit: number;
      readonly space: number;
    }
  | {
      readonly type: 'ShipDestroyed';
      readonly seat: SeatId;
      readonly at: Hex;
      readonly cause: string;
      readonly cubesLost: boolean;
    }
  | { readonly type: 'Respawned'; readonly seat: SeatId; readonly at: Hex; readonly spawn: number }
  | {
      readonly type: 'SectorDrawn';
      readonly seat: SeatId;
      readonly sector: string;
      readonly slot: Hex;
    }
  | {
      readonly type: 'SectorPlaced';
      readonly seat: SeatId;
      readonly sector: string;
      readonly slot: Hex;
      readonly rotation: Rotation;
      /** Solo: revealed by the System Expanse (XS-EXPN-01), not by the captain exploring. */
      readonly expanse?: true;
    }
  | { readonly type: 'TokensPlaced'; readonly at: readonly Hex[] }
  | {
      readonly type: 'TokenCollected';
      readonly seat: SeatId;
      readonly at: Hex;
      readonly token: string;
    }
  | {
      readonly type: 'CubesGained';
      readonly seat: SeatId;
      readonly colour: CubeColour;
      readonly count: number;
      readonly via: string;
    }
  | {
      readonly type: 'CubesSold';
      readonly seat: SeatId;
      readonly cubes: Partial<Record<CubeColour, number>>;
      readonly credits: number;
    }
  | {
      readonly type: 'CubesDropped';
      readonly seat: SeatId;
      readonly at: Hex;
      readonly cubes: readonly CubeColour[];
    }
  | {
      readonly type: 'CubesCollected';
      readonly seat: SeatId;
      readonly at: Hex;
      readonly cubes: readonly CubeColour[];
    }
  | {
      readonly type: 'OutfitBought';
      readonly seat: SeatId;
      readonly kind: string;
      readonly uid: number;
      readonly at: Cell;
      readonly turns: QuarterTurns;
    }
  | {
      /** Element F: a Mod given as a reward goes loose into the hold (XE-MOD-01). */
      readonly type: 'ModGained';
      readonly seat: SeatId;
      readonly kind: string;
      readonly uid: number;
      readonly at: Cell;
    }
  | {
      readonly type: 'OutfitSold';
      readonly seat: SeatId;
      readonly kind: string;
      readonly uid: number;
    }
  | {
      readonly type: 'OutfitMoved';
      readonly seat: SeatId;
      readonly uid: number;
      readonly at: Cell;
      readonly turns: QuarterTurns;
    }
  | { readonly type: 'CargoMoved'; readonly seat: SeatId; readonly from: Cell; readonly to: Cell }
  | { readonly type: 'Repaired'; readonly seat: SeatId; readonly removed: number }
  | { readonly type: 'ShipBought'; readonly seat: SeatId; readonly ship: string }
  | { readonly type: 'Rescued'; readonly seat: SeatId; readonly target: SeatId }
  | {
      readonly type: 'AbilityUsed';
      readonly seat: SeatId;
      readonly ability: string;
      readonly success: boolean;
    }
  | { readonly type: 'AbilitiesRefreshed'; readonly seat: SeatId }
  | {
      readonly type: 'MarkersArmed';
      readonly seat: SeatId;
      readonly count: number;
      readonly cost: number;
    }
  | {
      readonly type: 'TitleDrawn';
      readonly seat: SeatId;
      readonly title: string;
      /** Solo: the NPCs reached its space first and revealed it (GAP-XS-06). */
      readonly npcs?: true;
    }
  | { readonly type: 'TitleClaimed'; readonly seat: SeatId; readonly title: string }
  | { readonly type: 'GameWon'; readonly seat: SeatId; readonly fame: number }
  // Element A: Events (XE-EVENT-*)
  | {
      readonly type: 'EventDrawn';
      readonly seat: SeatId;
      readonly event: string;
      readonly space: number;
      /** Solo: the NPCs reached its space first and drew it (XS-END-06, GAP-XS-06). */
      readonly npcs?: true;
    }
  | {
      readonly type: 'EventTicked';
      readonly event: string;
      readonly round: number;
      readonly of: number | null;
    }
  | {
      readonly type: 'EventLeft';
      readonly event: string;
      readonly reason: 'atOnce' | 'rounds' | 'claimed' | 'flownOff';
    }
  // Rikishi, the giant comet (element A's Event with element E)
  | {
      readonly type: 'GiantCometEntered';
      readonly event: string;
      readonly at: Hex;
      readonly heading: Direction;
    }
  | {
      readonly type: 'GiantCometMoved';
      readonly event: string;
      readonly face: number;
      readonly from: Hex;
      /** The board spaces it crossed, in order; the last is where it stops unless it flew off. */
      readonly hexes: readonly Hex[];
      readonly flownOff: boolean;
    }
  | {
      readonly type: 'GiantCometStruck';
      readonly event: string;
      readonly at: Hex;
      readonly seats: readonly SeatId[];
      readonly npcs: readonly string[];
      readonly cubes: readonly CubeColour[];
      /** Small comets destroyed, by their sector. */
      readonly comets: readonly string[];
      readonly kiln: boolean;
    }
  | { readonly type: 'EventMarked'; readonly event: string; readonly at: Hex }
  | { readonly type: 'EventWon'; readonly seat: SeatId; readonly event: string }
  | {
      readonly type: 'NpcBountyRaised';
      readonly npc: string;
      readonly amount: number;
      readonly bounty: number;
      readonly event: string;
    }
  // Combat (XB-CMBT-*)
  | {
      readonly type: 'AttackDeclared';
      readonly attacker: Combatant;
      readonly target: Combatant;
      readonly weapons: readonly UseSpaceRef[];
      readonly ram: boolean;
    }
  | {
      readonly type: 'AttackResolved';
      readonly attacker: Combatant;
      readonly target: Combatant;
      readonly attack: number;
      readonly defence: number;
      readonly damage: number;
    }
  | {
      readonly type: 'ShieldsRearmed';
      readonly seat: SeatId;
      readonly count: number;
      readonly cost: number;
    }
  | {
      readonly type: 'BountyClaimed';
      readonly seat: SeatId;
      readonly from: Combatant;
      readonly amount: number;
    }
  // Missions (XB-MISS-*): card ids stay secret until revealed
  | {
      readonly type: 'MissionsDrawn';
      readonly seat: SeatId;
      readonly count: number;
      readonly cards: readonly string[] | null;
    }
  | {
      readonly type: 'MissionKept';
      readonly seat: SeatId;
      readonly kept: boolean;
      readonly card: string | null;
    }
  | {
      readonly type: 'MissionRevealed';
      readonly seat: SeatId;
      readonly card: string;
      readonly payment: number;
    }
  | {
      readonly type: 'MissionFailed';
      readonly seat: SeatId;
      readonly card: string;
      readonly bounty: number;
    }
  | {
      readonly type: 'MissionCompleted';
      readonly seat: SeatId;
      readonly card: string;
      readonly payment: number;
    }
  | {
      readonly type: 'MissionDiscarded';
      readonly seat: SeatId;
      readonly revealed: boolean;
      readonly card: string | null;
    }
  | { readonly type: 'ExperienceUsed'; readonly seat: SeatId; readonly card: string }
  // Element E's mission types (XE-MTYP-02..05): each step is done in the open
  | {
      /** A Private Eye's intel: the top cards drawn and discarded face up, Outlaw ones counted. */
      readonly type: 'IntelGathered';
      readonly seat: SeatId;
      readonly card: string;
      readonly drawn: readonly string[];
      readonly outlaw: number;
    }
  | {
      readonly type: 'CargoHandedIn';
      readonly seat: SeatId;
      readonly card: string;
      readonly cubes: readonly CubeColour[];
    }
  | {
      readonly type: 'OutfitHandedOver';
      readonly seat: SeatId;
      readonly card: string;
      readonly kind: string;
      readonly uid: number;
    }
  | {
      /** A Coerce card declared with an attack on its target: the card is shown. */
      readonly type: 'MissionDeclared';
      readonly seat: SeatId;
      readonly card: string;
      readonly target: Combatant;
    }
  // The Economy Board (element C, XE-ECON-*)
  | {
      readonly type: 'StockTaken';
      readonly seat: SeatId;
      readonly colour: CubeColour;
      readonly count: number;
      /** Cubes left on the section. */
      readonly stock: number;
    }
  | {
      readonly type: 'CubesProduced';
      readonly seat: SeatId;
      readonly planet: string;
      readonly colour: CubeColour;
      /** One per cube sold. */
      readonly count: number;
      /** How many reached the section; the rest stayed in the supply. */
      readonly placed: number;
      readonly stock: number;
    }
  | {
      readonly type: 'CubesSquandered';
      readonly seat: SeatId;
      readonly planet: string;
      readonly count: number;
    }
  | {
      readonly type: 'DemandSet';
      readonly colour: CubeColour;
      readonly amount: number;
    }
  | {
      readonly type: 'DemandCollected';
      readonly seat: SeatId;
      readonly colour: CubeColour;
      readonly amount: number;
    }
  // NPCs (XB-NPC-*)
  // Ice damage (XE-ICE-02, XE-ICE-03)
  | { readonly type: 'IceSpread'; readonly seat: SeatId; readonly cells: readonly Cell[] }
  | { readonly type: 'IceMelted'; readonly seat: SeatId; readonly removed: number }
  // Element E's gravity paths and comets (XE-ANOM-*, XE-COMET-*)
  | {
      /**
       * A ship entered a gravity path and rolled its die: it is carried through `hexes` in order
       * (one Moved event follows for each), the last of them off the path's end if `pushedOff`.
       * `discarded` is the part of the roll it did not travel.
       */
      readonly type: 'GravityCarried';
      readonly seat: SeatId;
      readonly sector: string;
      readonly path: number;
      readonly colour: 'orange' | 'purple';
      readonly die: number;
      readonly face: number;
      readonly hexes: readonly Hex[];
      readonly pushedOff: boolean;
      readonly discarded: number;
    }
  /** A comet laid on its rules space: its sector was revealed, or it came back (`respawned`). */
  | {
      readonly type: 'CometPlaced';
      readonly sector: string;
      readonly at: Hex;
      readonly respawned: boolean;
    }
  /** A captain's ship came onto a comet's path: the comet flew through `hexes` in order. */
  | {
      readonly type: 'CometMoved';
      readonly sector: string;
      readonly seat: SeatId;
      readonly face: number;
      readonly from: Hex;
      readonly hexes: readonly Hex[];
    }
  /** What the comet destroyed where it stopped, or where a ship flew into it. */
  | {
      readonly type: 'CometStruck';
      readonly sector: string;
      readonly at: Hex;
      readonly seats: readonly SeatId[];
      readonly npcs: readonly string[];
      readonly cubes: readonly CubeColour[];
    }
  /** A comet destroyed: it respawns at the start of the next turn (XE-COMET-07). */
  | { readonly type: 'CometDestroyed'; readonly sector: string; readonly at: Hex }
  // The new exploration tokens (element B, XE-EXPL-*)
  | {
      readonly type: 'MovementGained';
      readonly seat: SeatId;
      readonly points: number;
      readonly movement: number;
    }
  | {
      readonly type: 'CaptainInNeed';
      readonly seat: SeatId;
      readonly point: number;
      readonly outcome: 'found' | 'aboard' | 'declined' | 'delivered' | 'lost';
    }
  | {
      readonly type: 'TokensTraded';
      readonly seat: SeatId;
      readonly tokens: readonly string[];
      readonly reward: 'fame' | 'credits';
    }
  | { readonly type: 'NpcSpawned'; readonly npc: string; readonly at: Hex }
  | { readonly type: 'NpcMoved'; readonly npc: string; readonly from: Hex; readonly to: Hex }
  | {
      readonly type: 'NpcDamaged';
      readonly npc: string;
      readonly amount: number;
      readonly damage: number;
    }
  | { readonly type: 'NpcDestroyed'; readonly npc: string; readonly by: Combatant | null }
  | { readonly type: 'NpcRepaired'; readonly npc: string; readonly amount: number }
  | { readonly type: 'NpcEarned'; readonly npc: string; readonly amount: number }
  | {
      readonly type: 'NpcDecided';
      readonly npc: string;
      readonly options: number;
      readonly roll: number;
      readonly chosen: string;
    }
  // Solo NPCs (XS-NPC-*, XS-BEHV-*): each NPC's Behavior card, the steps it runs, the Stats side
  | {
      readonly type: 'NpcBehaviourDrawn';
      readonly npc: string;
      /** The Behavior card drawn and which of its two behaviours (0 or 1) a d20 chose. */
      readonly card: string;
      readonly behaviour: number;
      readonly name: string;
      readonly roll: number;
      /** On first entering play (XS-BEHV-01), or re-drawn after a kill (XS-BEHV-06). */
      readonly reason: 'entered' | 'redrawn';
    }
  | { readonly type: 'NpcBehaviourKept'; readonly npc: string; readonly name: string }
  | {
      readonly type: 'NpcActs';
      readonly npc: string;
      readonly card: string;
      /** The behaviour's name. */
      readonly name: string;
    }
  | {
      readonly type: 'NpcStep';
      readonly npc: string;
      /** The behaviour's name. */
      readonly name: string;
      /** The step's index (0 first) and which alternate it is (0: the step itself, XS-BEHV-02). */
      readonly step: number;
      readonly alt: number;
      /** Which half of a doubled move or attack (XS-BEHV-04, XS-BEHV-05); 1 otherwise. */
      readonly half: 1 | 2;
      /** The step in words: "move within range of the nearest Outlaw". */
      readonly text: string;
      /** The ship it aims at, if any. */
      readonly target: Combatant | null;
      readonly outcome: NpcStepOutcome;
    }
  | {
      readonly type: 'MerchantBonus';
      readonly npc: string;
      readonly amount: number;
      /** "+X" for the NPCs' next round-end roll so far (XS-END-03, GAP-XS-03). */
      readonly total: number;
    }
  | {
      readonly type: 'NpcStatsFlipped';
      readonly side: 'B';
      /** The Fame that passed half the target (GAP-XS-05). */
      readonly fame: number;
      readonly target: number;
    }
  | {
      readonly type: 'NpcBountyChanged';
      readonly npc: string;
      readonly amount: number;
      readonly reason: string;
      readonly bounty: number;
    }
  // Element E's worlds. Relic ids appear only once sifted: face down they are secret to all.
  | { readonly type: 'RelicsStacked'; readonly at: Hex; readonly count: number }
  | {
      readonly type: 'RelicTaken';
      readonly seat: SeatId;
      readonly site: Hex;
      readonly at: Cell;
      readonly turns: 0 | 1;
      readonly left: number;
    }
  | { readonly type: 'SiteCollapsed'; readonly site: Hex }
  | {
      readonly type: 'RelicLost';
      readonly seat: SeatId;
      readonly at: Cell;
      readonly cause: CargoLoss;
    }
  | {
      readonly type: 'RelicMoved';
      readonly seat: SeatId;
      readonly from: Cell;
      readonly to: Cell;
      readonly turns: 0 | 1;
    }
  | {
      readonly type: 'RelicSifted';
      readonly seat: SeatId;
      readonly relic: string;
      readonly at: Cell;
    }
  | {
      readonly type: 'RelicRewarded';
      readonly seat: SeatId;
      readonly relic: string;
      readonly reward: 'fame' | 'reward';
      /** Cubes or a Mod that did not fit the hold (XE-RELIC-03). */
      readonly forfeited: number;
    }
  | { readonly type: 'EmberGained'; readonly seat: SeatId; readonly at: Cell }
  | {
      readonly type: 'EmberLost';
      readonly seat: SeatId;
      readonly at: Cell;
      readonly cause: CargoLoss;
    }
  | {
      readonly type: 'EmberSold';
      readonly seat: SeatId;
      readonly count: number;
      readonly credits: number;
    }
  | {
      readonly type: 'KilnDocked';
      readonly seat: SeatId;
      readonly from: Hex;
      readonly space: number;
    }
  | {
      readonly type: 'KilnMoved';
      readonly seat: SeatId;
      readonly from: number;
      readonly to: number;
    }
  | {
      readonly type: 'KilnUndocked';
      readonly seat: SeatId;
      readonly space: number;
      readonly to: Hex;
    }
  | {
      readonly type: 'KilnOrbited';
      readonly from: Hex;
      readonly to: Hex;
      readonly roll: number;
      /** Spaces moved: the roll, less any shortening past occupied spaces (XE-KILN-03). */
      readonly moved: number;
    }
  | { readonly type: 'KilnDestroyed'; readonly at: Hex }
  | { readonly type: 'KilnRespawned'; readonly at: Hex }
  // Campaign games (XC-CAMP-*): the goal, its special rules and rewards
  | {
      /** The goal attempted this game, and the Fame target it sets (XC-CAMP-03, XS-SETUP-06). */
      readonly type: 'GoalChosen';
      readonly seat: SeatId;
      readonly goal: string;
      readonly fameTarget: number;
    }
  | {
      /** A special rule of the goal broken, for good (XC-CAMP-07); `rule` indexes the card's rules. */
      readonly type: 'GoalBroken';
      readonly seat: SeatId;
      readonly goal: string;
      readonly rule: number;
      readonly reason: string;
    }
  | {
      /** The game is over: the goal met or failed, and why (XC-CAMP-06, XC-CAMP-07). */
      readonly type: 'GoalSettled';
      readonly seat: SeatId;
      readonly goal: string | null;
      readonly met: boolean;
      readonly reasons: readonly string[];
    }
  | {
      /** A completed goal's reward saved credits: a free outfit or a cheaper ship (XC-CAMP-06). */
      readonly type: 'RewardUsed';
      readonly seat: SeatId;
      readonly goal: string;
      readonly saved: number;
    }
  | {
      readonly type: 'KeiTraded';
      readonly seat: SeatId;
      readonly gave: Partial<Record<CubeColour, number>>;
      readonly took: Partial<Record<CubeColour, number>>;
      readonly demand: number;
    }
  // Campaign upgrades (XC-UPG-*)
  | {
      /** A track added `amount` (movement, roll points, Energy waived, credits off) to `on`. */
      readonly type: 'UpgradeBonus';
      readonly seat: SeatId;
      readonly track: Track;
      readonly on: UpgradeTarget;
      readonly amount: number;
    }
  | {
      /** The Impulse track's action took 1 damage marker off (XC-UPG-04, GAP-XC-05). */
      readonly type: 'DamageHealed';
      readonly seat: SeatId;
      readonly at: Cell;
      readonly ice: boolean;
    }
  | {
      /** The Re-arm track's action: the marker on this use space is armed again (XC-UPG-06). */
      readonly type: 'MarkerRearmed';
      readonly seat: SeatId;
      readonly outfit: number;
      readonly space: number;
      readonly cost: number;
    }
  | SoloEvent;

export type XiaEventType = XiaEvent['type'];

/** Solo (XS-*): the opponents, the System Expanse, the NPCs' Fame and the round end. */
export type SoloEvent =
  /** An opponent seated `position` places clockwise after the player (XS-NPC-01). */
  | {
      readonly type: 'NpcSeated';
      readonly npc: string;
      readonly position: number;
      readonly seating: readonly string[];
    }
  /**
   * The System Expanse's position (a slot) and the placed sector, in slot `from`, whose edge
   * symbol the new sector matches (XS-EXPN-01).
   */
  | {
      readonly type: 'SystemExpanse';
      readonly slot: Hex;
      readonly from: Hex;
      readonly beside: string;
      readonly symbol: string;
    }
  /** No sector left in the stack fits any position: the System Expanse reveals nothing. */
  | { readonly type: 'ExpanseSkipped' }
  /** The round end (XS-END-02..05): cubes removed, the d20 and its bonuses, the NPCs' Fame. */
  | {
      readonly type: 'SoloRoundEnded';
      readonly cubesRemoved: number;
      readonly roll: number;
      readonly bonuses: {
        readonly cubes: number;
        readonly credits: number;
        readonly behind: number;
        readonly merchant: number;
      };
      readonly total: number;
      /** Fame the NPCs gain by the table (XS-END-04). */
      readonly fame: number;
      /** The NPCs' Fame after it. */
      readonly npcFame: number;
    }
  /** The NPCs gain Fame outside the roll: a kill (XS-NPC-04) or an Event. */
  | {
      readonly type: 'NpcFameGained';
      readonly amount: number;
      readonly source: 'kill' | 'event';
      readonly npcFame: number;
      /** The NPC that scored it, for a kill. */
      readonly npc?: string;
    }
  /** Credits the NPCs collected toward the round-end roll (XS-END-03, GAP-XS-02). */
  | {
      readonly type: 'NpcsCollected';
      readonly amount: number;
      readonly source: 'bounty' | 'event';
      readonly collected: number;
      readonly npc?: string;
    }
  /** The solo player lost: the NPCs reached the Fame target, or the player gave up. */
  | {
      readonly type: 'GameLost';
      readonly seat: SeatId;
      readonly reason: 'npcFame' | 'conceded' | 'stranded';
      readonly fame: number;
      readonly npcFame: number;
    };
/**
 * What came of an NPC's step (XS-BEHV-02..05): done; a move that reached its target, got closer,
 * could get no closer, or was not needed; a second move wasted; or a step it could not do, and
 * why (then its alternate is tried).
 */
export type NpcStepOutcome =
  | 'done'
  | 'reached'
  | 'closer'
  | 'stuck'
  | 'there'
  | 'wasted'
  | 'noTarget'
  | 'outOfRange'
  | 'notNow'
  | 'noMarket'
  | 'undamaged';

/** Why a Relic or Ember cube left a hold for good (element E). */
export type CargoLoss = 'jettisoned' | 'damaged' | 'destroyed' | 'refit';

/** Who sees what. Mission cards are secret until revealed; every other event is public. */
const visibility: VisibilityTable<XiaEvent> = {
  ShipChosen: publicEvent,
  ShipPlaced: publicEvent,
  OutfittingFinished: publicEvent,
  TurnStarted: publicEvent,
  TurnSkipped: publicEvent,
  PhaseStarted: publicEvent,
  TurnEnded: publicEvent,
  DieRolled: publicEvent,
  FameGained: publicEvent,
  CreditsChanged: publicEvent,
  EnergyChanged: publicEvent,
  BountyChanged: publicEvent,
  MoveStarted: publicEvent,
  Moved: publicEvent,
  GateJumped: publicEvent,
  Teleported: publicEvent,
  ActingFrom: publicEvent,
  HazardResolved: publicEvent,
  ShieldsRolled: publicEvent,
  DamageTaken: publicEvent,
  DamagePlaced: publicEvent,
  MarkersDisarmed: publicEvent,
  MarkerSpent: publicEvent,
  ShipDestroyed: publicEvent,
  Respawned: publicEvent,
  SectorDrawn: publicEvent,
  SectorPlaced: publicEvent,
  // Hexes only: the tokens' faces stay hidden until collected.
  TokensPlaced: publicEvent,
  // A collected token is turned face up for everyone: its reward shows on the table.
  TokenCollected: publicEvent,
  CubesGained: publicEvent,
  CubesSold: publicEvent,
  CubesDropped: publicEvent,
  CubesCollected: publicEvent,
  OutfitBought: publicEvent,
  OutfitSold: publicEvent,
  ModGained: publicEvent,
  OutfitMoved: publicEvent,
  CargoMoved: publicEvent,
  Repaired: publicEvent,
  ShipBought: publicEvent,
  Rescued: publicEvent,
  AbilityUsed: publicEvent,
  AbilitiesRefreshed: publicEvent,
  MarkersArmed: publicEvent,
  TitleDrawn: publicEvent,
  TitleClaimed: publicEvent,
  GameWon: publicEvent,
  EventDrawn: publicEvent,
  EventTicked: publicEvent,
  EventLeft: publicEvent,
  EventMarked: publicEvent,
  GiantCometEntered: publicEvent,
  GiantCometMoved: publicEvent,
  GiantCometStruck: publicEvent,
  EventWon: publicEvent,
  NpcBountyRaised: publicEvent,
  AttackDeclared: publicEvent,
  AttackResolved: publicEvent,
  ShieldsRearmed: publicEvent,
  BountyClaimed: publicEvent,
  // Only the drawer sees which cards were drawn and which was kept.
  MissionsDrawn: (e, viewer) => (seesSeat(viewer, e.seat) ? e : { ...e, cards: null }),
  MissionKept: (e, viewer) => (seesSeat(viewer, e.seat) ? e : { ...e, card: null }),
  MissionRevealed: publicEvent,
  MissionFailed: publicEvent,
  MissionCompleted: publicEvent,
  MissionDiscarded: (e, viewer) =>
    e.revealed || seesSeat(viewer, e.seat) ? e : { ...e, card: null },
  ExperienceUsed: publicEvent,
  IntelGathered: publicEvent,
  CargoHandedIn: publicEvent,
  OutfitHandedOver: publicEvent,
  MissionDeclared: publicEvent,
  StockTaken: publicEvent,
  CubesProduced: publicEvent,
  CubesSquandered: publicEvent,
  DemandSet: publicEvent,
  DemandCollected: publicEvent,
  IceSpread: publicEvent,
  IceMelted: publicEvent,
  GravityCarried: publicEvent,
  CometPlaced: publicEvent,
  CometMoved: publicEvent,
  CometStruck: publicEvent,
  CometDestroyed: publicEvent,
  MovementGained: publicEvent,
  // The captain in need's card is read openly: only its delivery point matters.
  CaptainInNeed: publicEvent,
  TokensTraded: publicEvent,
  NpcSpawned: publicEvent,
  NpcMoved: publicEvent,
  NpcDamaged: publicEvent,
  NpcDestroyed: publicEvent,
  NpcRepaired: publicEvent,
  NpcEarned: publicEvent,
  NpcDecided: publicEvent,
  // Solo: Behavior cards in play are public; the decks' order is not (view.ts).
  NpcBehaviourDrawn: publicEvent,
  NpcBehaviourKept: publicEvent,
  NpcActs: publicEvent,
  NpcStep: publicEvent,
  MerchantBonus: publicEvent,
  NpcStatsFlipped: publicEvent,
  NpcBountyChanged: publicEvent,
  RelicsStacked: publicEvent,
  RelicTaken: publicEvent,
  SiteCollapsed: publicEvent,
  RelicLost: publicEvent,
  RelicMoved: publicEvent,
  RelicSifted: publicEvent,
  RelicRewarded: publicEvent,
  EmberGained: publicEvent,
  EmberLost: publicEvent,
  EmberSold: publicEvent,
  KilnDocked: publicEvent,
  KilnMoved: publicEvent,
  KilnUndocked: publicEvent,
  KilnOrbited: publicEvent,
  KilnDestroyed: publicEvent,
  KilnRespawned: publicEvent,
  KeiTraded: publicEvent,
  GoalChosen: publicEvent,
  GoalBroken: publicEvent,
  GoalSettled: publicEvent,
  RewardUsed: publicEvent,
  UpgradeBonus: publicEvent,
  DamageHealed: publicEvent,
  MarkerRearmed: publicEvent,
  NpcSeated: publicEvent,
  SystemExpanse: publicEvent,
  ExpanseSkipped: publicEvent,
  SoloRoundEnded: publicEvent,
  NpcFameGained: publicEvent,
  NpcsCollected: publicEvent,
  GameLost: publicEvent,
};

export const visibleEvent = visibleEventFrom(visibility);
