/** Bases (XW-CC-13, 25, 35) and planet names (XW-CC-34's Endor Moon). */
import { teamOf } from './teams.ts';
import type {
  CampaignPlace,
  CampaignPlayer,
  CampaignState,
  CoruscantOptions,
  CswFaction,
} from './types.ts';

/** XW-CC-35: the only Bases with the Designated Bases option, by faction (and its leader). */
export const DESIGNATED_BASES: Readonly<
  Record<CswFaction, readonly { readonly planet: string; readonly leader: string }[]>
> = {
  imperial: [
    { planet: 'Mustafar', leader: 'Darth Vader' },
    { planet: 'Coruscant', leader: 'Stormtrooper' },
  ],
  rebel: [
    { planet: 'Yavin 4', leader: 'Luke Skywalker' },
    { planet: 'Dagobah', leader: 'Yoda' },
  ],
  mercenary: [{ planet: 'Tatooine', leader: 'Boba Fett' }],
  'first-order': [{ planet: 'Starkiller Base', leader: 'Kylo Ren' }],
};

function key(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Two planet names are the same planet (case and spacing aside). */
export function samePlanet(a: string, b: string): boolean {
  return key(a) === key(b);
}

/** A planet's name as the campaign uses it: "Naboo Moon" is "Endor Moon" with Hidden Bases. */
export function planetName(name: string, options: CoruscantOptions): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  return options.hiddenBases && samePlanet(clean, 'Naboo Moon') ? 'Endor Moon' : clean;
}

/** Is this place a Base of that CSW faction? */
export function isBaseOf(
  place: CampaignPlace,
  faction: CswFaction,
  options: CoruscantOptions,
): boolean {
  if (place.kind !== 'planet' || place.status !== 'open') return false;
  if (options.designatedBases) {
    return DESIGNATED_BASES[faction].some((b) => samePlanet(b.planet, place.name));
  }
  return place.symbol === faction;
}

/** A friendly Base: a Base of the player's faction or a team-mate's. */
export function isFriendlyBase(
  state: CampaignState,
  player: CampaignPlayer,
  place: CampaignPlace,
): boolean {
  const team = teamOf(state, player.id)?.players ?? [player.id];
  return state.players
    .filter((p) => team.includes(p.id))
    .some((p) => isBaseOf(place, p.cswFaction, state.options));
}
