/**
 * An Ace of Aces pod's result for an event: each player's Victory Points and Ships Destroyed
 * for the game, and the winner if the game reached 20. Tournament standings add them up: VP
 * total first, then Ships Destroyed (XW-AOA-31, XW-AOA-32).
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import { KILL_VP } from './ledger.ts';
import { ACE_TARGET_VP } from './winner.ts';

export interface AceResultLine {
  readonly player: string;
  readonly vp: number;
  readonly sd: number;
}

export interface AceResult {
  /** One line per pod player, in the pod's order. */
  readonly players: readonly AceResultLine[];
  readonly winner: string | null;
}

/** The measures a pod result gives each player for the event's standings. */
export interface AceRoundScore {
  readonly player: string;
  readonly measures: { readonly vp: number; readonly sd: number; readonly wins: number };
}

/** Tournament standings: total VP, then total Ships Destroyed (XW-AOA-32). */
export const aceStandingKeys = ['vp', 'sd'] as const;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function count(x: unknown): x is number {
  return Number.isSafeInteger(x) && (x as number) >= 0;
}

function readLine(raw: unknown, at: number, pod: readonly string[]): Result<AceResultLine> {
  if (!isRecord(raw) || typeof raw.player !== 'string') {
    return refuse('BadResult', `Line ${at + 1} needs a "player", "vp" and "sd".`);
  }
  const { player, vp, sd } = raw;
  if (!pod.includes(player)) {
    return refuse('UnknownPlayer', `Line ${at + 1}: ${player} does not play in this pod.`);
  }
  if (!count(vp)) {
    return refuse('BadResult', `${player}: "vp" must be a whole number ≥ 0, not ${String(vp)}.`);
  }
  if (!count(sd)) {
    return refuse('BadResult', `${player}: "sd" must be a whole number ≥ 0, not ${String(sd)}.`);
  }
  if (sd > 0 && vp < KILL_VP) {
    return refuse(
      'ImpossibleScore',
      `${player}: ${sd} Ships Destroyed needs a Kill, and a Kill is ${KILL_VP} VP; ${vp} VP is too few.`,
    );
  }
  return ok({ player, vp, sd });
}

/** Whether the winner named agrees with the rules for ending a game (XW-AOA-26, XW-AOA-27). */
function checkWinner(
  lines: readonly AceResultLine[],
  winner: string | null,
): RuleError | undefined {
  const atTarget = lines.filter((l) => l.vp >= ACE_TARGET_VP);
  if (winner === null) {
    const first = atTarget[0];
    return first === undefined
      ? undefined
      : {
          code: 'WinnerMissing',
          message: `${first.player} has ${first.vp} VP (${ACE_TARGET_VP} or more): the game has a winner.`,
        };
  }
  const line = lines.find((l) => l.player === winner);
  if (!line)
    return { code: 'UnknownPlayer', message: `Winner ${winner} does not play in this pod.` };
  if (line.vp < ACE_TARGET_VP) {
    return {
      code: 'NotAWinner',
      message: `${winner} has ${line.vp} VP; a winner has ${ACE_TARGET_VP} or more.`,
    };
  }
  const better = lines.find(
    (l) => l.player !== winner && (l.vp > line.vp || (l.vp === line.vp && l.sd > line.sd)),
  );
  if (better) {
    return {
      code: 'NotAWinner',
      message: `${better.player} (${better.vp} VP, ${better.sd} SD) beats ${winner} (${line.vp} VP, ${line.sd} SD).`,
    };
  }
  return undefined;
}

/** Reads a pod's entered result: every pod player exactly once, counts whole, winner coherent. */
export function parseAceResult(input: unknown, podPlayers: string[]): Result<AceResult, RuleError> {
  if (new Set(podPlayers).size !== podPlayers.length || podPlayers.length === 0) {
    return refuse('BadPod', 'The pod must list its players once each.');
  }
  if (!isRecord(input) || !Array.isArray(input.players)) {
    return refuse('BadResult', 'A result is { players: [{ player, vp, sd }], winner }.');
  }
  const winner = input.winner ?? null;
  if (winner !== null && typeof winner !== 'string') {
    return refuse('BadResult', '"winner" is a player id or null.');
  }
  const lines: AceResultLine[] = [];
  for (const [at, raw] of input.players.entries()) {
    const line = readLine(raw, at, podPlayers);
    if (!line.ok) return line;
    if (lines.some((l) => l.player === line.value.player)) {
      return refuse('DuplicatePlayer', `${line.value.player} is entered twice.`);
    }
    lines.push(line.value);
  }
  const missing = podPlayers.filter((p) => !lines.some((l) => l.player === p));
  if (missing.length > 0) {
    return refuse('MissingPlayer', `No result for ${missing.join(', ')}.`);
  }
  const problem = checkWinner(lines, winner);
  if (problem) return { ok: false, error: problem };
  const ordered = podPlayers.map((p) => lines.find((l) => l.player === p) as AceResultLine);
  return ok({ players: ordered, winner });
}

/** The measures each player takes from one pod result. */
export function scoreAce(result: AceResult): AceRoundScore[] {
  return result.players.map(({ player, vp, sd }) => ({
    player,
    measures: { vp, sd, wins: player === result.winner ? 1 : 0 },
  }));
}
