/**
 * The rule book: one rule per command type. TypeScript refuses a command type without a rule.
 */
import { chooseGoal } from '../campaign/choose.ts';
import { impulseAction } from '../campaign/upgrades/impulse-action.ts';
import { rearmMarker } from '../campaign/upgrades/rearm.ts';
import { scanSector } from '../campaign/upgrades/sector-scan.ts';
import type { CommandType } from '../commands.ts';
import {
  answerCaptainInNeed,
  deliverCaptain,
  slotted,
  tradeTokens,
} from '../elements/b-tokens/index.ts';
import {
  chooseRelicReward,
  dockKiln,
  excavate,
  keiTrade,
  kilnMove,
  moveRelic,
  quarry,
  sellEmber,
  sift,
  undockKiln,
} from '../elements/e-worlds/index.ts';
import { discardMission } from '../elements/g-streamlines/discard.ts';
import { meltIce } from '../elements/ice/index.ts';
import { redrawBehaviour } from '../solo/behaviours/redraw.ts';
import { concede } from '../solo/concede.ts';
import { chooseExpanse } from '../solo/expanse.ts';
import { sortMissions } from '../solo/missions.ts';
import { seatNpc } from '../solo/seating.ts';
import { useAbility } from './abilities.ts';
import { buyFame, buyShip, moveCargo, recharge, repair } from './business.ts';
import { buyCubes, collectCubes, jettison, sellCubes } from './cargo.ts';
import { attack, ram } from './combat/attack.ts';
import { defend, rearmShields } from './combat/defend.ts';
import { placeDamage } from './damage.ts';
import { blindJump, placeSectorAnswer, scan } from './exploration.ts';
import { harvest, mine, salvage } from './extraction.ts';
import { shieldHazard } from './hazards.ts';
import { completeMission } from './missions/complete.ts';
import { drawMissions, keepMission } from './missions/draw.ts';
import { useExperience } from './missions/experience.ts';
import { workMission } from './missions/work.ts';
import { activateEngine, gateJump, step, useImpulse, useOccupiedSpace } from './movement.ts';
import { buyOutfit, moveOutfit, sellOutfit } from './outfits.ts';
import { armMarkers, endActions, endBusiness } from './phases.ts';
import { armAfterRescue, rescue } from './rescue.ts';
import type { RuleBook } from './rule.ts';
import { chooseShip, finishOutfitting } from './setup-stage.ts';
import { chooseSpawn } from './spawn.ts';

export const RULES: RuleBook = {
  ChooseShip: chooseShip,
  FinishOutfitting: finishOutfitting,
  ActivateEngine: activateEngine,
  UseImpulse: useImpulse,
  Step: step,
  GateJump: gateJump,
  UseOccupiedSpace: useOccupiedSpace,
  Scan: scan,
  BlindJump: blindJump,
  BuyCubes: buyCubes,
  SellCubes: sellCubes,
  Mine: mine,
  Salvage: salvage,
  Harvest: harvest,
  CollectCubes: collectCubes,
  Jettison: jettison,
  Rescue: rescue,
  UseAbility: useAbility,
  EndActions: endActions,
  Recharge: recharge,
  Repair: repair,
  BuyOutfit: buyOutfit,
  SellOutfit: sellOutfit,
  MoveOutfit: moveOutfit,
  MoveCargo: moveCargo,
  BuyShip: buyShip,
  BuyFame: buyFame,
  EndBusiness: endBusiness,
  ArmMarkers: armMarkers,
  PlaceSector: placeSectorAnswer,
  ShieldHazard: shieldHazard,
  PlaceDamage: placeDamage,
  ChooseSpawn: chooseSpawn,
  Attack: attack,
  Ram: ram,
  Defend: defend,
  RearmShields: rearmShields,
  ArmAfterRescue: armAfterRescue,
  DrawMissions: slotted(drawMissions), // a captain in need takes the slot (element B)
  KeepMission: keepMission,
  WorkMission: workMission,
  CompleteMission: completeMission,
  UseExperience: useExperience,
  DiscardMission: discardMission,
  MeltIce: meltIce,
  CaptainInNeed: answerCaptainInNeed,
  DeliverCaptain: deliverCaptain,
  TradeTokens: tradeTokens,
  DockKiln: dockKiln,
  KilnMove: kilnMove,
  UndockKiln: undockKiln,
  Excavate: excavate,
  Sift: sift,
  ChooseRelicReward: chooseRelicReward,
  MoveRelic: moveRelic,
  Quarry: quarry,
  SellEmber: sellEmber,
  KeiTrade: keiTrade,
  RedrawBehaviour: redrawBehaviour,
  ChooseGoal: chooseGoal,
  ImpulseAction: impulseAction, // campaign upgrades (XC-UPG-04, XC-UPG-05, XC-UPG-06)
  RearmMarker: rearmMarker,
  ScanSector: scanSector,
  // Solo play (XS-*)
  SeatNpc: seatNpc,
  ChooseExpanse: chooseExpanse,
  SortMissions: sortMissions,
  Concede: concede,
};

/** Command types in a fixed order, for listing legal commands. */
export const COMMAND_TYPES = Object.keys(RULES) as CommandType[];
