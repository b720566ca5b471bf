/**
 * Element E's worlds in the state: The Kiln's place, the Relic tokens in every zone but holds
 * (a Relic in a hold is cargo, see CargoRelic) and the Ember supply. Absent when E is off.
 */
import type { Hex, HexKey } from '@drift/engine/hex';

/** The Kiln, the station orbiting Nyr (XE-KILN-01). Docked ships stand on its interior spaces. */
export interface KilnState {
  /** The board hex it stands on; null while destroyed, until it respawns (XE-KILN-10). */
  readonly at: Hex | null;
}

export interface WorldsState {
  readonly kiln: KilnState;
  /** The face-down Relic pool (XE-SETUP-02); its order is secret. */
  readonly relicPool: readonly string[];
  /**
   * Relic stacks of revealed Dead Worlds by stack space, top last (XE-DEAD-03); secret. An empty
   * stack is a collapsed site: no more Excavate there (XE-DEAD-04).
   */
  readonly relicStacks: Readonly<Record<HexKey, readonly string[]>>;
  /** Relics removed from the game unseen: jettisoned, or lost with a ship (XE-RELIC-02). */
  readonly relicsGone: readonly string[];
  /** Relics sifted at The Kiln, face up (XE-RELIC-03). */
  readonly relicsSifted: readonly string[];
  /** Ember cubes in the supply (XE-EMBER-01). */
  readonly ember: number;
}
