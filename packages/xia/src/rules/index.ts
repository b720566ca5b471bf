/**
 * The rule book: one rule per command type. TypeScript refuses a command type without a rule.
 */
import type { CommandType } from '../commands.ts';
import { placeDamage } from './damage.ts';
import { shieldHazard } from './hazards.ts';
import { activateEngine, gateJump, step, useImpulse, useOccupiedSpace } from './movement.ts';
import { buyOutfit, moveOutfit, sellOutfit } from './outfits.ts';
import { armMarkers, endActions, endBusiness } from './phases.ts';
import type { Rule, RuleBook } from './rule.ts';
import { chooseShip, finishOutfitting } from './setup-stage.ts';
import { chooseSpawn } from './spawn.ts';

/** A command whose rule is not written yet: never listed, always refused. Gone by the end of the base game. */
function notYet<T extends CommandType>(type: T): Rule<T> {
  return {
    candidates: () => [],
    check: () => ({
      code: 'NotAvailable',
      message: `${type} is not available in this version yet.`,
    }),
    run: () => undefined,
  };
}

export const RULES: RuleBook = {
  ChooseShip: chooseShip,
  FinishOutfitting: finishOutfitting,
  ActivateEngine: activateEngine,
  UseImpulse: useImpulse,
  Step: step,
  GateJump: gateJump,
  UseOccupiedSpace: useOccupiedSpace,
  Scan: notYet('Scan'),
  BlindJump: notYet('BlindJump'),
  CollectToken: notYet('CollectToken'),
  BuyCubes: notYet('BuyCubes'),
  SellCubes: notYet('SellCubes'),
  Mine: notYet('Mine'),
  Salvage: notYet('Salvage'),
  Harvest: notYet('Harvest'),
  CollectCubes: notYet('CollectCubes'),
  Jettison: notYet('Jettison'),
  Rescue: notYet('Rescue'),
  UseAbility: notYet('UseAbility'),
  EndActions: endActions,
  Recharge: notYet('Recharge'),
  Repair: notYet('Repair'),
  BuyOutfit: buyOutfit,
  SellOutfit: sellOutfit,
  MoveOutfit: moveOutfit,
  MoveCargo: notYet('MoveCargo'),
  BuyShip: notYet('BuyShip'),
  BuyFame: notYet('BuyFame'),
  EndBusiness: endBusiness,
  ArmMarkers: armMarkers,
  PlaceSector: notYet('PlaceSector'),
  ShieldHazard: shieldHazard,
  PlaceDamage: placeDamage,
  ChooseSpawn: chooseSpawn,
};

/** Command types in a fixed order, for listing legal commands. */
export const COMMAND_TYPES = Object.keys(RULES) as CommandType[];
