/**
 * `validateSquad(format, squad)`: every problem that keeps a squad out of a format, each a named
 * check pointing at the pilot or upgrade at fault, and notes a player should know. Checks run
 * in a fixed order (the shared sanity checks, the format's own, its parts, obstacles, points),
 * each walking the list from the top, so the same squad always gives the same report.
 */
import { assertNever } from '@drift/engine';
import type { Squad } from '../squads/model.ts';
import { knownPoints } from '../squads/points.ts';
import { checkAceOfAces } from './ace-of-aces.ts';
import { checkBasics } from './basic.ts';
import { type FormatId, SQUAD_RULES } from './formats.ts';
import { checkObjectives } from './objective-play.ts';
import { checkPoliticalEscort } from './political-escort.ts';
import { type Findings, finding, type SquadReport } from './report.ts';

function checkFormat(format: FormatId, squad: Squad, f: Findings): void {
  switch (format) {
    case 'standard':
    case 'whack-a-gorth':
      return;
    case 'ace-of-aces':
      checkAceOfAces(squad, f);
      return;
    case 'political-escort':
      checkPoliticalEscort(squad, f);
      return;
    case 'objective-play':
      checkObjectives(squad, f);
      return;
    default:
      assertNever(format, 'format');
  }
}

/** Parts of the list the format does not use: a paid shuttle is a problem, the rest a note. */
function checkParts(format: FormatId, squad: Squad, f: Findings): void {
  const name = SQUAD_RULES[format].name;
  if (
    format !== 'political-escort' &&
    squad.shuttle !== undefined &&
    squad.shuttle.upgrades.length > 0
  )
    f.problems.push(
      finding(
        'shuttle-outside-escort',
        `the list pays for upgrades on the Senator's Shuttle, which only Political Escort uses, not ${name}`,
        { shuttle: true },
      ),
    );
  if (format !== 'ace-of-aces' && squad.aceOfAces !== undefined)
    f.notes.push(finding('unused-part', `${name} does not use Ace of Aces alternates or Wingmen`));
  if (format !== 'objective-play' && squad.objectives !== undefined && squad.objectives.length > 0)
    f.notes.push(finding('unused-part', `${name} does not use objectives`));
}

const OBSTACLE_KINDS = /asteroid|debris/i;

function checkObstacles(format: FormatId, squad: Squad, f: Findings): void {
  const rules = SQUAD_RULES[format];
  const pool = squad.obstacles;
  if (pool === undefined && !rules.obstaclesRequired) return;
  const count = pool?.length ?? 0;
  if (count !== rules.obstacles) {
    const why =
      format === 'whack-a-gorth'
        ? ', so that the table holds six obstacles, one Exogorth in each'
        : '';
    f.problems.push(
      finding(
        'obstacle-count',
        `the list brings ${count} obstacles; in ${rules.name} a player brings ${rules.obstacles}${why}`,
      ),
    );
  }
  if (format !== 'ace-of-aces') return;
  for (const [k, name] of (pool ?? []).entries())
    if (!OBSTACLE_KINDS.test(name))
      f.problems.push(
        finding(
          'aoa-obstacle-kind',
          `obstacle ${k + 1}, "${name}", is neither an asteroid nor a debris field`,
          { obstacle: k },
        ),
      );
}

/** The report on `squad` for `format`. */
export function validateSquad(format: FormatId, squad: Squad): SquadReport {
  const f: Findings = { problems: [], notes: [] };
  checkBasics(squad, f);
  checkFormat(format, squad, f);
  checkParts(format, squad, f);
  checkObstacles(format, squad, f);
  const points = knownPoints(squad);
  const limit = SQUAD_RULES[format].points;
  if (points > limit)
    f.problems.push(
      finding(
        'points-limit',
        `the squad costs ${points} points; ${SQUAD_RULES[format].name} allows ${limit}`,
      ),
    );
  return { ok: f.problems.length === 0, points, problems: f.problems, notes: f.notes };
}
