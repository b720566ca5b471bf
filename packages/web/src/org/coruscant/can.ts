/**
 * What the person looking may do, from whom their key stands for (the tracker decides in the
 * end; this only chooses which forms to show): the organizer anything, a player their own
 * moves, the map records and the battles they fight, anyone else nothing.
 */
import type { CampaignBattle, CoruscantPlayerView, CoruscantView } from '@drift/formats';
import type { OrgActor } from '../net.ts';

export interface Powers {
  readonly organizer: boolean;
  /** The player looking, when a player's code opened the page. */
  readonly me: string | null;
  /** May record tiles, joins and completed features. */
  readonly map: boolean;
  /** The players this person may act for (meeples, Reinforcement, secret bases). */
  readonly actsFor: readonly string[];
}

export function powersOf(as: OrgActor, view: CoruscantView): Powers {
  const open = view.status !== 'finished';
  if (as.kind === 'organizer')
    return { organizer: true, me: null, map: open, actsFor: view.players.map((p) => p.id) };
  if (as.kind === 'player' && view.players.some((p) => p.id === as.player))
    return { organizer: false, me: as.player, map: open, actsFor: [as.player] };
  return { organizer: false, me: null, map: false, actsFor: [] };
}

/** May enter (or, for the organizer, correct) this battle's outcome. */
export function mayEnter(powers: Powers, battle: CampaignBattle): boolean {
  return (
    powers.organizer ||
    (powers.me !== null && battle.participants.some((p) => p.player === powers.me))
  );
}

export function playerOf(view: CoruscantView, id: string): CoruscantPlayerView | undefined {
  return view.players.find((p) => p.id === id);
}

export function nameOf(view: CoruscantView, id: string): string {
  return playerOf(view, id)?.name ?? id;
}

/** A team's name: its player's in individual play, else `Team <id>`. */
export function teamLabel(view: CoruscantView, team: string): string {
  if (view.play === 'individual') return nameOf(view, team);
  return `Team ${team}`;
}

/** A place's name as the tracker writes it. */
export function placeLabel(view: CoruscantView, id: string): string {
  const p = view.places.find((x) => x.id === id);
  if (!p) return id;
  return p.kind === 'planet' ? p.name : `${p.name} (${p.id})`;
}

/** Imperial or Rebel for the options (Hidden Bases, Alderaan), as the tracker reads it. */
export function alignmentOf(
  view: CoruscantView,
  player: CoruscantPlayerView,
): 'imperial' | 'rebel' | null {
  if (view.play === 'teams') {
    const mates = view.players.filter((p) => p.team === player.team).map((p) => p.colour);
    if (mates.some((c) => c === 'black' || c === 'white')) return 'imperial';
    if (mates.some((c) => c === 'red' || c === 'green')) return 'rebel';
    return null;
  }
  if (player.cswFaction === 'imperial') return 'imperial';
  if (player.cswFaction === 'rebel') return 'rebel';
  return null;
}

/** A Base of the player's faction or a team-mate's: where a partial squad Reinforces. */
export function isFriendlyBase(
  view: CoruscantView,
  player: CoruscantPlayerView,
  placeId: string | null,
): boolean {
  const place = view.places.find((p) => p.id === placeId);
  if (!place) return false;
  const factions = view.players.filter((p) => p.team === player.team).map((p) => p.cswFaction);
  return place.baseOf.some((f) => factions.includes(f));
}
