/**
 * The campaign's scoreboard as files: CSV for spreadsheets, JSON for other tools. Built from the
 * viewer's own view, so a Hidden Base shows only to whom the view shows it.
 */
import { csvText } from '../event/csv.ts';
import type { CoruscantRecord } from './record.ts';
import { teamName } from './teams.ts';
import type { CampaignWinner, CoruscantActor, CswColour, CswFaction } from './types.ts';
import { type CoruscantView, coruscantView } from './view.ts';

/** One player's line of the scoreboard. */
export interface CoruscantExportRow {
  readonly rank: number;
  readonly player: string;
  readonly name: string;
  readonly colour: CswColour;
  readonly cswFaction: CswFaction;
  /** The fleet's side. */
  readonly side: string;
  readonly team: string;
  readonly score: number;
  /** Squads whose meeple is still in the game (not wiped out). */
  readonly squadsLeft: number;
  /** Ships destroyed in the campaign's battles (Withdrawn ones are not lost). */
  readonly shipsLost: number;
}

/** Ships of `player` destroyed in resolved battles. */
function shipsLost(view: CoruscantView, player: string): number {
  return view.battles
    .flatMap((b) => b.result?.ships ?? [])
    .filter((s) => s.owner === player && s.fate === 'destroyed').length;
}

/** The players, best total first (ties share a rank). */
export function coruscantRows(record: CoruscantRecord, actor: CoruscantActor) {
  const view = coruscantView(record, actor);
  const rows = view.players.map((p) => ({
    player: p.id,
    name: p.name,
    colour: p.colour,
    cswFaction: p.cswFaction,
    side: p.side,
    team: teamName(record.state, p.team),
    score: p.total,
    squadsLeft: p.squads.filter((s) => !s.lost).length,
    shipsLost: shipsLost(view, p.id),
  }));
  const ranked: CoruscantExportRow[] = rows
    .map((r) => ({ rank: 1 + rows.filter((x) => x.score > r.score).length, ...r }))
    .sort((a, b) => a.rank - b.rank);
  return { view, rows: ranked };
}

/** Rank, player, colour, CSW faction, fleet side, team, score, squads left, ships lost. */
export function coruscantCsv(record: CoruscantRecord, actor: CoruscantActor): string {
  const header = [
    'Rank',
    'Player',
    'Colour',
    'CSW faction',
    'Fleet side',
    'Team',
    'Score',
    'Squads left',
    'Ships lost',
  ];
  const lines = coruscantRows(record, actor).rows.map((r) => [
    r.rank,
    r.name,
    r.colour,
    r.cswFaction,
    r.side,
    r.team,
    r.score,
    r.squadsLeft,
    r.shipsLost,
  ]);
  return csvText([header, ...lines]);
}

function winnerOf(record: CoruscantRecord, winner: CampaignWinner | null) {
  if (winner === null) return null;
  return {
    teams: [...winner.teams],
    names: winner.teams.map((t) => teamName(record.state, t)),
    how: winner.how,
  };
}

/** The same rows, the team totals, the winner, and the Hidden Bases this viewer may see. */
export function coruscantDocument(record: CoruscantRecord, actor: CoruscantActor) {
  const { view, rows } = coruscantRows(record, actor);
  return {
    campaign: record.name,
    status: view.status,
    play: view.play,
    players: rows,
    teams: view.standings.map((t) => ({
      team: t.team,
      name: teamName(record.state, t.team),
      total: t.total,
      rank: t.rank,
    })),
    winner: winnerOf(record, view.winner),
    secretBases: view.secretBases.map((b) => ({
      team: teamName(record.state, b.team),
      role: b.role,
      planet: b.planet,
    })),
  };
}

/** The record kind's downloads, each for what the viewer may see. */
export const coruscantExports = {
  csv: coruscantCsv,
  json: coruscantDocument,
} as const;
