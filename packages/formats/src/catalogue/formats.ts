/**
 * Every format the seed names (XW-LIST-01..73), with what Drift supports for it. The seed gives
 * rules for five of them; for the rest it gives only a name. A one-line description is ours,
 * written only where the seed (or a self-describing name) says enough; otherwise there is none.
 */

/** What Drift does for a format: check squads, score games, pair rounds, track a campaign. */
export type FormatSupport = 'validator' | 'scoring' | 'pairing' | 'campaign';

/** How the format is played, to group the list. */
export type FormatKind =
  | 'free-for-all'
  | 'race'
  | 'squad-building'
  | 'tournament'
  | 'campaign'
  | 'mission'
  | 'resource'
  /** The seed gives only the name, and the name does not say. */
  | 'other';

export interface CatalogueFormat {
  /** XW-LIST number in the rules catalogue. */
  readonly listNo: number;
  readonly slug: string;
  readonly name: string;
  readonly kind: FormatKind;
  /** Our own one-liner, or null where the seed does not say enough to write one. */
  readonly description: string | null;
  /** Empty: Drift does not support the format (the page says so). */
  readonly supports: readonly FormatSupport[];
  /** The event format Drift runs it as, when it does. */
  readonly eventFormat?: 'ace-of-aces' | 'political-escort' | 'objective-play' | 'whack-a-gorth';
}

type Row = readonly [
  slug: string,
  name: string,
  kind: FormatKind,
  description: string | null,
  supports?: readonly FormatSupport[],
  eventFormat?: CatalogueFormat['eventFormat'],
];

const FULL: readonly FormatSupport[] = ['validator', 'scoring', 'pairing'];

const ROWS: readonly Row[] = [
  ['tron-wing', 'TRON Wing', 'other', null],
  ['mario-kart', 'Mario Kart', 'other', null],
  ['a-wing-rocket-league', 'A-wing rocket league', 'other', null],
  ['death-race', 'XWingJunkies Death Race', 'race', null],
  ['regen-furball', 'Regen Furball (760th fighter wing)', 'free-for-all', null],
  ['hyperspace-furball', 'Hyperspace Furball (760th fighter wing)', 'free-for-all', null],
  ['modified-furball', 'Modified Furball', 'free-for-all', null],
  ['escalation-furball', 'Escalation Furball and Grinder', 'free-for-all', null],
  [
    'ace-of-aces',
    'Ace of Aces furball',
    'free-for-all',
    'Every player flies one ace with a ladder of alternate pilots; damage and kills score, and the first to 20 Victory Points wins.',
    FULL,
    'ace-of-aces',
  ],
  ['locked-out-furball', 'Locked-out furball', 'free-for-all', null],
  [
    'whack-a-gorth',
    'Whack-a-gorth',
    'mission',
    'A standard 100-point game where a space slug hides in each obstacle, bites ships that come close, and is worth 10 points to whoever kills it.',
    FULL,
    'whack-a-gorth',
  ],
  ['top-gun', 'Top Gun', 'other', null],
  ['xwing-vs-tie-fighter', 'X-wing vs Tie Fighter', 'other', null],
  ['drunken-palp', 'Drunken palp', 'other', null],
  ['squads-must-be-crazy', 'Those Squads Muse Be Crazy', 'other', null],
  ['slalom', 'Slalom', 'race', null],
  ['hungry-hippos', 'Hungry Hungry Hippos (and Angry Variant)', 'other', null],
  ['pacman', 'Pacman', 'other', null],
  ['hunger-games', 'Dem Hunger Paines Hunger Games', 'other', null],
  ['77-plus-coruscant', '77+ (Coruscant open)', 'other', null],
  ['77-plus-mercenaries', '77+ (mercenaries)', 'other', null],
  ['3x50', '3x50 format', 'other', null],
  [
    'pilot-skill-cap',
    'Pilot Skill Cap',
    'squad-building',
    'Squads whose pilots stay under a pilot skill limit.',
  ],
  [
    'combined-pilot-skill-limit',
    'Combined Pilot Skill Limit (by Stay on Target Podcast)',
    'squad-building',
    'Squads whose pilots’ skills together stay under a limit.',
  ],
  ['ace-mirror-match', 'Ace Mirror Match', 'other', null],
  [
    'no-uniques-no-duplicates',
    'No uniques, no duplicates',
    'squad-building',
    'Squads with no unique cards and no card taken twice.',
  ],
  ['allies-and-mercenaries', 'Allies and Mercenaries', 'other', null],
  ['101-edition', '$101 Edition', 'other', null],
  [
    'original-trilogy',
    'Original Trilogy Ships Only',
    'squad-building',
    'Squads built only from ships seen in the first three films.',
  ],
  [
    'barebones',
    'Barebones (no upgrades)',
    'squad-building',
    'Squads of pilots with no upgrade cards.',
  ],
  ['character-assassination', 'Character Assassination', 'other', null],
  ['secret-refits', 'Secret Refits', 'other', null],
  ['blind-strategy', 'Blind Strategy', 'other', null],
  ['highlander', 'Highlander', 'other', null],
  ['sabotage', 'Sabotage', 'other', null],
  ['hangar-bay', 'Hangar Bay', 'other', null],
  ['reverse-hangar-bay', 'Reverse Hangar Bay', 'other', null],
  ['lotto-hangar-bay', 'Lotto Hangar Bay', 'other', null],
  [
    'two-face',
    'Two-Face Format (randomised list swap)',
    'squad-building',
    'Players may end up flying a squad other than their own, chosen at random.',
  ],
  ['59-point-cross-faction', '59-point Cross Faction', 'other', null],
  ['escalation', 'Escalation', 'tournament', null],
  [
    'political-escort',
    'Political escort tournament',
    'tournament',
    'One player escorts an unarmed shuttle across the table while the other hunts it; each round is two games with the roles swapped.',
    FULL,
    'political-escort',
  ],
  ['holodrive', 'Shuttle tydirium holodrive (includes Grayskull campaign)', 'campaign', null],
  ['map-based-campaign', 'Map-based campaign', 'campaign', null],
  ['nova-squad-league', 'NOVA Squad League rules', 'tournament', null],
  [
    'rinzler-thread',
    'Old alternate tournament formats thread by Rinzler in a TIE',
    'resource',
    null,
  ],
  ['partial-points', 'Partial points scoresheet by MajorJuggler', 'resource', null],
  [
    'coruscant-campaign',
    'Coruscant campaign (carcassonne crossover)',
    'campaign',
    'A tile-laying map game decides where fleets of five numbered squads meet; the battles are flown on the table and their points feed the map score.',
    ['validator', 'scoring', 'campaign'],
  ],
  ['ironwing', 'IRONWING', 'tournament', null],
  ['epic-ship-campaigns', 'FFG Epic Ship Campaigns', 'campaign', null],
  ['rise-and-fall', 'Rise and Fall Tournament and Reinforcements Tournament', 'tournament', null],
  ['galactic-civil-war', 'Galactic Civil War Campaign', 'campaign', null],
  ['battlestar-pallas', 'Battlestar Pallas Campaign', 'campaign', null],
  [
    'xwing-objectives',
    'X-Wing Objectives (by Mynock Squad, Gold Squad and Krayts)',
    'mission',
    null,
  ],
  ['trench-run', "Dagobah Dave's Trench Run Mission and 4x4 trench run map", 'mission', null],
  ['tie-punisher-mission', "heychadwick's TIE Punisher Mission", 'mission', null],
  ['armada-win-conditions', 'Repurposing armada win-conditions for X-Wing', 'mission', null],
  [
    'objective-play',
    'Objective Play',
    'mission',
    'Each squad brings three objectives; the opponent picks the one that is played, and its points add to the points destroyed.',
    FULL,
    'objective-play',
  ],
  ['mission-cards', 'Mission Cards for X-Wing (prototype)', 'mission', null],
  ['missions-babaganoosh', 'Missions by Babaganoosh', 'mission', null],
  ['missions-j-rhea', 'Missions by J Rhea', 'mission', null],
  ['community-mod', 'X-wing Community Mod by MajorJuggler', 'resource', null],
  ['xwing-supremacy', 'X-wing Supremacy by citruscannon', 'resource', null],
  ['age-of-icons', 'Age of Icons by Shane Gooseman', 'resource', null],
  ['aturi-cluster', 'Heroes of the Aturi Cluster CoOp Campaign', 'campaign', null],
  ['defenders-of-the-empire', 'Defenders of the Empire', 'campaign', null],
  ['xwing-in-rpg', 'Using X-Wing in SW RPG', 'resource', null],
  ['scum-list-1', 'Scum & Villainy list of alternate formats', 'resource', null],
  ['scum-list-2', 'More scum and villainy (some overlap with above)', 'resource', null],
  ['scum-list-3', 'Even more scum and villainy', 'resource', null],
  ['mission-control', 'X-Wing Mission Control (Custom Scenario Builder)', 'resource', null],
  ['tydirium-podcast', 'Shuttle tydirium podcast (discussion of missions)', 'resource', null],
  ['ffg-official-missions', 'FFG Official Missions', 'mission', null],
];

export const formatCatalogue: readonly CatalogueFormat[] = ROWS.map(
  ([slug, name, kind, description, supports = [], eventFormat], i) => ({
    listNo: i + 1,
    slug,
    name,
    kind,
    description,
    supports,
    ...(eventFormat ? { eventFormat } : {}),
  }),
);
