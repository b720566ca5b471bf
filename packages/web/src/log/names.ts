/**
 * Names for what a viewer reads: captains by seat and ship ("Captain 2 (Sparrowhawk)"), NPCs
 * and cards by their content names. The same `Namer` the rules' report uses (`describe`), built
 * from a view's captains (which `namerFor` cannot take: it wants the whole state's).
 */
import type { SeatId } from '@drift/engine';
import { type Content, captainName, embersEvents, type Namer, tokenFaces } from '@drift/xia';

type Kind = Parameters<Namer['thing']>[0];

export function thingName(content: Content, kind: Kind, id: string): string {
  const pack = content.pack;
  const lists: Record<Kind, readonly { readonly id: string; readonly name?: string }[]> = {
    ship: pack.ships,
    outfit: pack.outfits,
    sector: pack.sectors,
    title: pack.titles,
    mission: pack.missions,
    npc: pack.npcs,
    ability: pack.abilities,
    token: [...pack.exploration, ...tokenFaces().values()], // element B's tokens too
    event: embersEvents().events,
  };
  return lists[kind].find((x) => x.id === id)?.name ?? id;
}

/** A namer over the captains a viewer sees (only their ships are read). */
export function viewNamer(
  content: Content,
  captains: readonly { readonly ship: string | null }[],
): Namer {
  const captain = (seat: SeatId) => {
    const ship = captains[seat]?.ship;
    return ship ? `${captainName(seat)} (${thingName(content, 'ship', ship)})` : captainName(seat);
  };
  return {
    captain,
    combatant: (who) =>
      'seat' in who ? captain(who.seat) : `the ${thingName(content, 'npc', who.npc)}`,
    thing: (kind, id) => thingName(content, kind, id),
  };
}

/** The same namer with captains by seat alone ("Captain 2"), for lines under a heading that
 * already names the ship. */
export function shortNamer(names: Namer): Namer {
  return {
    captain: captainName,
    combatant: (who) => ('seat' in who ? captainName(who.seat) : names.combatant(who)),
    thing: names.thing,
  };
}
