/** Names for report lines from what a viewer sees: "Captain 2 (Sparrowhawk)", cards by name. */
import type { Content, Namer, XiaView } from '@drift/xia';
import { captainName, tokenFaces } from '@drift/xia';

export function viewNamer(content: Content, view: Pick<XiaView, 'captains'>): Namer {
  const pack = content.pack;
  const lists: Record<string, readonly { id: string; name?: string }[]> = {
    ship: pack.ships,
    outfit: pack.outfits,
    sector: pack.sectors,
    title: pack.titles,
    mission: pack.missions,
    npc: pack.npcs,
    ability: pack.abilities,
    token: [...pack.exploration, ...tokenFaces().values()], // element B's tokens too
  };
  const thing = (kind: string, id: string) => lists[kind]?.find((x) => x.id === id)?.name ?? id;
  const captain = (seat: number) => {
    const ship = view.captains[seat]?.ship;
    return ship ? `${captainName(seat)} (${thing('ship', ship)})` : captainName(seat);
  };
  return {
    captain,
    combatant: (who) => ('seat' in who ? captain(who.seat) : `the ${thing('npc', who.npc)}`),
    thing,
  };
}
