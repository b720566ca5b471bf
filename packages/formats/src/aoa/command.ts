/** What the table enters into the ledger, read from outside input. */
import { ok, type Result, refuse } from '@drift/engine';

export type AceCommand =
  /** One attack (or bomb, or other effect of a player's ship) that removed shields or hull. */
  | {
      readonly type: 'damage';
      readonly attacker: string;
      readonly target: string;
      readonly shields: number;
      readonly hull: number;
    }
  /** The attack that destroyed a ship; `attacker: null` when no player did (an asteroid). */
  | { readonly type: 'kill'; readonly attacker: string | null; readonly target: string }
  /** The owner's choice of upgrades for the respawn: positions in the primary's list. */
  | { readonly type: 'respawn'; readonly player: string; readonly upgrades: readonly number[] }
  /** The current phase is over (after the End Phase: the totals are made). */
  | { readonly type: 'advance' }
  /** Who won the Final Salvo or the duel. */
  | { readonly type: 'tie-break'; readonly winner: string; readonly by: 'final-salvo' | 'duel' };

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function count(x: unknown): x is number {
  return Number.isSafeInteger(x) && (x as number) >= 0;
}

function text(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= 200;
}

export function parseAceCommand(input: unknown): Result<AceCommand> {
  if (!isRecord(input)) return refuse('BadCommand', 'A ledger entry is an object with a "type".');
  switch (input.type) {
    case 'damage': {
      const { attacker, target, shields, hull } = input;
      if (!text(attacker) || !text(target)) {
        return refuse('BadCommand', 'damage: "attacker" and "target" name ships by id.');
      }
      if (!count(shields) || !count(hull)) {
        return refuse(
          'BadCommand',
          `damage: "shields" and "hull" are whole numbers ≥ 0 (got ${String(shields)} and ${String(hull)}).`,
        );
      }
      return ok({ type: 'damage', attacker, target, shields, hull });
    }
    case 'kill': {
      const { attacker, target } = input;
      if ((attacker !== null && !text(attacker)) || !text(target)) {
        return refuse('BadCommand', 'kill: "target" names a ship; "attacker" a ship or null.');
      }
      return ok({ type: 'kill', attacker, target });
    }
    case 'respawn': {
      const { player, upgrades } = input;
      if (!text(player) || !Array.isArray(upgrades) || !upgrades.every(count)) {
        return refuse(
          'BadCommand',
          'respawn: "player" and "upgrades" (positions in the primary\'s upgrade list) are needed.',
        );
      }
      return ok({ type: 'respawn', player, upgrades });
    }
    case 'advance':
      return ok({ type: 'advance' });
    case 'tie-break': {
      const { winner, by } = input;
      if (!text(winner) || (by !== 'final-salvo' && by !== 'duel')) {
        return refuse('BadCommand', 'tie-break: "winner" and "by" ("final-salvo" or "duel").');
      }
      return ok({ type: 'tie-break', winner, by });
    }
    default:
      return refuse(
        'BadCommand',
        `Unknown ledger entry type ${JSON.stringify(input.type) ?? 'undefined'}: damage, kill, respawn, advance or tie-break.`,
      );
  }
}
