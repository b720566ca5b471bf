/**
 * The Goal cards of `content/embers/campaign/goals.json` (XC-CAMP-10, GAP-XC-01), imported
 * statically, validated once and frozen. Validation reports every problem with file, entry and
 * path, like the expansion's other files.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import coreOutfits from '../../../content/core/outfits.json' with { type: 'json' };
import raw from '../../../content/embers/campaign/goals.json' with { type: 'json' };
import mods from '../../../content/embers/mods.json' with { type: 'json' };
import embersOutfits from '../../../content/embers/outfits.json' with { type: 'json' };
import { type ContentIssue, formatIssue, issueAt } from '../../content/load.ts';
import { fameTargetRefusal } from '../../limits.ts';
import { type GoalDef, GoalsFile } from './schema.ts';

export const GOALS_FILE = 'campaign/goals.json';

/** An outfit a reward may name: its id and name. */
export interface NamedOutfit {
  readonly id: string;
  readonly name: string;
}

/** Checks across entries and files: unique ids and names, sane numbers, known outfits. */
function crossCheck(
  goals: readonly GoalDef[],
  input: unknown,
  outfits: readonly NamedOutfit[] | null,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (path: PropertyKey[], message: string) =>
    issues.push(issueAt(GOALS_FILE, input, path, message));
  const ids = new Set<string>();
  const names = new Set<string>();
  goals.forEach((g, i) => {
    if (ids.has(g.id)) at([i, 'id'], `the id ${g.id} is used twice`);
    ids.add(g.id);
    if (names.has(g.name)) at([i, 'name'], `the name ${g.name} is used twice`);
    names.add(g.name);
    if (fameTargetRefusal(g.fame)) at([i, 'fame'], `${g.fame} is no Fame target a game can have`);
    const kinds = g.rules.map((r) => r.kind);
    g.rules.forEach((r, j) => {
      if (kinds.indexOf(r.kind) !== j) at([i, 'rules', j], `a second ${r.kind} rule`);
      if (r.kind === 'fameFrom' && new Set(r.sources).size !== r.sources.length)
        at([i, 'rules', j, 'sources'], 'a source named twice');
      if ((r.kind === 'fameFrom' || r.kind === 'missions') && r.atLeast > g.fame)
        at([i, 'rules', j, 'atLeast'], `more than the goal's ${g.fame} Fame`);
      if (r.kind === 'margin' && r.atLeast >= g.fame)
        at([i, 'rules', j, 'atLeast'], `a margin of ${r.atLeast} needs more than ${g.fame} Fame`);
      if (r.kind === 'fameFrom' && r.sources.includes('combat') && kinds.includes('noKills'))
        at([i, 'rules', j], 'combat Fame cannot be earned without destroying ships');
      if (r.kind === 'bountyAtEnd' && kinds.includes('neverOutlaw'))
        at([i, 'rules', j], 'Bounty at the end breaks the rule never to carry any');
    });
    const effect = g.reward.effect;
    if (effect.kind === 'freeOutfit' && outfits && !outfits.some((o) => o.id === effect.outfit))
      at([i, 'reward', 'effect', 'outfit'], `there is no outfit "${effect.outfit}"`);
  });
  return issues;
}

/**
 * Validates parsed goal cards: the schema, then the cross checks. `outfits` are those a reward
 * may name; null skips that check (when the outfit files are broken themselves).
 */
export function validateGoals(
  input: unknown,
  outfits: readonly NamedOutfit[] | null,
): Result<readonly GoalDef[], ContentIssue[]> {
  const parsed = GoalsFile.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    return err(
      parsed.error.issues.map((issue) =>
        issueAt(
          GOALS_FILE,
          input,
          issue.path,
          describeIssue(issue, (path, inp) => keysAt(GoalsFile, path, inp)),
        ),
      ),
    );
  }
  const issues = crossCheck(parsed.data, input, outfits);
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

/** The outfits of the embedded core and expansion files, Mods included. */
function embeddedOutfits(): NamedOutfit[] {
  return [...coreOutfits, ...embersOutfits, ...mods].map((o) => ({ id: o.id, name: o.name }));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

let cached: readonly GoalDef[] | undefined;
let byId: ReadonlyMap<string, GoalDef> | undefined;

/** The embedded Goal cards, in their file's order; throws listing every problem if invalid. */
export function campaignGoals(): readonly GoalDef[] {
  if (cached) return cached;
  const result = validateGoals(raw, embeddedOutfits());
  if (!result.ok)
    throw new Error(
      `The embedded Goal cards are invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  cached = deepFreeze(result.value);
  return cached;
}

/** Whether `id` names a Goal card. */
export function isGoal(id: string): boolean {
  byId ??= new Map(campaignGoals().map((g) => [g.id, g]));
  return byId.has(id);
}

/** One Goal card by id; a state only names cards of the file. */
export function goalCard(id: string): GoalDef {
  byId ??= new Map(campaignGoals().map((g) => [g.id, g]));
  const goal = byId.get(id);
  if (!goal) throw new Error(`No Goal card "${id}"`);
  return goal;
}

/** An outfit's name for a reward's words; the id when the files do not know it. */
export function outfitName(id: string): string {
  return embeddedOutfits().find((o) => o.id === id)?.name ?? id;
}
