/**
 * Homing Beacon (XW-OBJ-16): a Range 1 attack with at least one hit result may cancel all its
 * hits to tag the target; each tagged enemy ship is worth 3 to the player who tagged it.
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readBool, readInt, readPlayer, readText } from '../../standard/read.ts';

export interface BeaconState {
  readonly players: readonly [string, string];
  /** Tagged ships and who owns them. */
  readonly tagged: readonly { readonly owner: string; readonly ship: string }[];
}

export function beaconState(players: readonly [string, string]): BeaconState {
  return { players, tagged: [] };
}

export interface BeaconAttack {
  readonly state: BeaconState;
  /** Damage results left to deal: none when the beacon was placed. */
  readonly hits: number;
  readonly crits: number;
  readonly tagged: boolean;
}

/** `tag`: the attacker trades the hits for a beacon. Hits and crits count as hit results. */
export function beaconAttack(
  s: BeaconState,
  a: {
    readonly targetOwner: unknown;
    readonly target: unknown;
    readonly range: unknown;
    readonly hits: unknown;
    readonly crits: unknown;
    readonly tag: unknown;
  },
): Read<BeaconAttack> {
  const owner = readPlayer(a.targetOwner, s.players, 'The target owner');
  if (!owner.ok) return owner;
  const ship = readText(a.target, 'The target ship');
  if (!ship.ok) return ship;
  const range = readInt(a.range, 'The range', 1, 3);
  if (!range.ok) return range;
  const hits = readInt(a.hits ?? 0, 'Hits', 0, 12);
  if (!hits.ok) return hits;
  const crits = readInt(a.crits ?? 0, 'Crits', 0, 12);
  if (!crits.ok) return crits;
  const tag = readBool(a.tag ?? false, 'tag');
  if (!tag.ok) return tag;
  if (!tag.value) return ok({ state: s, hits: hits.value, crits: crits.value, tagged: false });
  if (range.value !== 1) return refuse('OutOfRange', 'A homing beacon needs an attack at Range 1');
  if (hits.value + crits.value < 1)
    return refuse('NoHit', 'A homing beacon needs at least one hit result');
  if (s.tagged.some((t) => t.owner === owner.value && t.ship === ship.value)) {
    return refuse('AlreadyTagged', `${ship.value} already carries a homing beacon`);
  }
  return ok({
    state: { ...s, tagged: [...s.tagged, { owner: owner.value, ship: ship.value }] },
    hits: 0,
    crits: 0,
    tagged: true,
  });
}

/** Enemy ships each player has tagged, in the players' order. */
export function beaconCounts(s: BeaconState): [number, number] {
  const [a, b] = s.players;
  return [
    s.tagged.filter((t) => t.owner === b).length,
    s.tagged.filter((t) => t.owner === a).length,
  ];
}
