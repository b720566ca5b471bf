/**
 * Names for what a viewer reads: captains by seat and ship ("Captain 2 (Sparrowhawk)"), NPCs
 * and cards by their content names. The same `Namer` the rules' report uses (`describe`), built
 * from a view's captains.
 */
import { type Content, captainName, type Namer, namerFor } from '@drift/xia';

/** A namer over the captains a viewer sees (only their ships are read). */
export function viewNamer(
  content: Content,
  captains: readonly { readonly ship: string | null }[],
): Namer {
  return namerFor(content, { captains });
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
