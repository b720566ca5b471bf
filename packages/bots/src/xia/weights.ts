/**
 * Every number the heuristic bot scores with, named, in one place: a tuning script searches these,
 * and each profile overrides a few. A command's score compares with 0 ("end this phase").
 */
import type { Profile } from './profiles.ts';

export const BASE_WEIGHTS = {
  // Movement
  /** A step that brings the ship closer to its targets. */
  stepGain: 10,
  /** More per hex of distance gained. */
  stepGainPerHex: 8,
  /** A step that gains nothing. */
  stepNoGain: -5,
  /** Risk of crossing into an asteroid field (d20: 1-10 damage), in hexes of flight. */
  crossAsteroid: 4,
  /** Risk of crossing into a nebula (d20: 1-10 Energy lost). */
  crossNebula: 2,
  /** Risk of crossing into a debris field (d20: 1-3 destroys the ship). */
  crossDebris: 6,
  /** Risk of crossing a planet's shield instead of its entrance (damage or Bounty). */
  crossShield: 6,
  /** An Innocent entering an Outlaw planet's entrance (gains 1,000 Bounty). */
  crossOutlawEntrance: 3,
  /** A step across a hazard border. */
  stepHazard: -4,
  /** A step across a hazard border while hurt. */
  stepHazardHurt: -15,
  /** Entering a face-down exploration token's space (claims it). */
  stepToken: 12,
  /** A step when there is nowhere to go. */
  stepAimless: -1,
  /** A gate jump's cost against an equal step. */
  gateJumpCost: 2,
  /** Starting an engine move when the ship wants to move (minus the use space). */
  engine: 20,
  /** Flipping the Impulse token to move. */
  impulse: 15,
  /** Taking an action from a space next to an occupied one. */
  useOccupied: -2,

  // Exploration
  /** Scanning a sector while exploring. */
  scanExplore: 25,
  /** Scanning a sector with another goal. */
  scanOther: 2,
  /** A blind jump while exploring and unhurt. */
  blindJump: 22,
  /** A blind jump otherwise. */
  blindJumpOther: -3,

  // Trade
  /** Buying cubes for a trade the known board can finish. */
  buyTrade: 55,
  /** Hexes of round trip past the best trade route within which a market is still a target. */
  tradeSlack: 2,
  /** Buying cubes that fit no plan. */
  buyIdle: 5,
  /** Buying cubes with no room or no known buyer. */
  buyUseless: 3,
  /** Buying cubes for a Cargo card (element E). */
  buyCargo: 50,
  /** Selling cubes (plus one per cube). */
  sell: 70,
  /** Mining, salvaging or harvesting while trading or exploring. */
  gather: 30,
  /** The same with another goal. */
  gatherOther: 8,
  /** Picking up jettisoned cubes. */
  collect: 30,

  // Missions
  /** Drawing missions (per profile; negative means "not our game"). */
  drawMissions: 12,
  /** A pirate drawing for Coerce and Arms Dealer work (element E). */
  drawMissionsEmbers: 10,
  /** Keeping a mission card: added to its worth (a card worth more than 0 is kept). */
  keepMission: 0,
  /** Added to a Lawful card's worth (Shuttle, Research, Bounty Hunter). */
  missionLawful: 0,
  /** Balanced: hexes a trade must be nearer than a mission draw to be chosen first. */
  balancedTradeBias: 0,
  /** A mission's 1 Fame, in score units. */
  missionFame: 10,
  /** Per 1,000 credits a mission pays. */
  missionPerThousand: 2,
  /** Per hex of flight a mission needs. */
  missionPerHex: 0.5,
  /** Hexes guessed for a mission point not yet on the board. */
  missionUnknownHexes: 12,
  /** Per 1,000 of Bounty a crime brings (Outlaws are barred from Lawful planets). */
  missionCrimePerThousand: 3,
  /** A kill mission (Assassin, Bounty Hunter) without a weapon aboard. */
  missionUnarmed: -20,
  /** The chance of making a kill a kill mission needs. */
  missionKillChance: 0.3,
  /** Extra worth of a kill mission (combat Fame on the way). */
  missionKillBonus: 0,
  /** Hexes guessed for hunting a kill mission's target. */
  missionHuntHexes: 10,
  /** Draws of mission cards a captain makes in one turn at most. */
  drawsPerTurn: 2,
  /** Added to a card's worth on the turn's last draw. */
  keepLastDraw: 3,
  /** Working a mission objective. */
  workMission: 45,
  /** Delivering a mission. */
  completeMission: 90,
  /** Taking a captain in need aboard with no mission held. */
  captainInNeed: 5,
  /** Delivering a captain in need. */
  deliverCaptain: 90,

  // Combat
  /** Attacking, before the volley's worth (the profile's taste for a fight). */
  attack: -10,
  /** Per point of expected damage past the target's defence. */
  attackPerDamage: 2,
  /** Expected damage past defence below which a volley is not fired. */
  attackMinDamage: 1,
  /** Attacking a target worth nothing. */
  attackWorthless: -5,
  /** Per Fame a kill brings (captain: the ship's tier; NPC: its On Kill). */
  killFame: 20,
  /** Per 1,000 credits a kill brings (Bounty, On Kill credits). */
  killPerThousand: 4,
  /** Destroying an Innocent captain's ship (the raider's 1,000 Bounty), times the kill chance. */
  raidPenalty: 10,
  /** A pirate raids prey within this flight, else takes a mission. */
  raidRange: 12,
  /** Per cube the target captain carries (a pirate's taste for cargo). */
  victimPerCube: 0,
  /** Attacking for a Coerce card (element E). */
  attackCoerce: 60,
  /** Per die used when defending. */
  defendPerDie: 2,

  // Business and the ship
  /** Buying Fame at a planet. */
  buyFame: 80,
  /** Buying a higher-tier ship. */
  buyShip: 60,
  /** A loadout outfit, first choice. */
  outfitFirst: 50,
  /** Less for each later place in the loadout. */
  outfitRankStep: 5,
  /** A Business-Phase engine that moves the ship further a turn. */
  outfitEngine: 50,
  /** Per hex a turn the better engine adds (die mean times use spaces). */
  outfitPerHex: 4,
  /** A first shield, bought in a Business Phase (0 or less: never). */
  outfitShield: 0,
  /** The same in a solo game, where the NPCs come hunting. */
  outfitShieldSolo: 45,
  /** A first or better weapon (0 or less: never). */
  outfitWeapon: 0,
  /** An outfit an Arms Dealer card asks for (element E). */
  outfitArms: 45,
  /** An outfit outside the loadout or already owned. */
  outfitUnwanted: -10,
  /** Repairing damage. */
  repair: 35,
  /** Recharging while hurt or low. */
  recharge: 30,
  /** Rescuing a stranded captain. */
  rescue: 30,
  /** Melting ice (element B): free. */
  meltIce: 40,

  // Titles
  /** Thousands of credits short of a credits Title within which Fame is not bought. */
  titleSaveBelow: 4,
  /** Outfits short of an outfit-count Title within which cheap ones are bought. */
  titleOutfitsShort: 2,
  /** Buying an outfit for an outfit-count Title (less its price in thousands). */
  outfitTitle: 70,

  // When to head for a planet
  /** Energy kept back when arming markers away from a planet. */
  energyReserve: 1,
  /** Markers kept armed for a shield. */
  armShield: 1,
  /** Energy below this sends the ship to a planet. */
  dockEnergy: 2,
  /** Damage markers that make a ship worth repairing. */
  dockDamage: 3,
  /** Damage markers that count as hurt. */
  hurtDamage: 2,
} as const;

/** The weights as plain numbers (what a tuner changes). */
export type Weights = { [K in keyof typeof BASE_WEIGHTS]: number };

/** Each profile's differences from the base. */
const PROFILE_WEIGHTS: Readonly<Record<Profile, Partial<Weights>>> = {
  // Explorers and traders take a mission only when it is close and pays well.
  explorer: { drawMissions: 5, keepMission: -3 },
  trader: { drawMissions: 5, keepMission: -3 },
  worker: { drawMissions: 40, keepMission: 4 },
  pirate: {
    drawMissions: 5,
    keepMission: -2,
    missionLawful: -8,
    missionCrimePerThousand: 0,
    missionKillChance: 0.5,
    attack: 40,
    raidPenalty: 0,
    victimPerCube: 2,
    outfitWeapon: 85, // before Fame: a kill pays better
  },
  balanced: {},
};

/** The weights a profile plays with. */
export function profileWeights(profile: Profile): Weights {
  return { ...BASE_WEIGHTS, ...PROFILE_WEIGHTS[profile] };
}
