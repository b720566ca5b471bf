/**
 * The solo rules' names of things in the packs (`content/embers/solo-rules.json`): which NPCs
 * the player plays against, whose home sectors wait on top of the stack, which Titles and
 * Events are taken out, whose kills score the NPCs Fame and who earns Bounty for being attacked.
 * The pack's cards have names of their own, so the rulebook's are mapped here by meaning
 * (docs/decisions.md). Validated once and frozen; `drift content check` cross-checks the ids.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import { z } from 'zod';
import raw from '../../content/embers/solo-rules.json' with { type: 'json' };
import { type ContentIssue, formatIssue, issueAt } from '../content/load.ts';
import type { ContentPack } from '../content/schema.ts';
import { embersEvents } from '../elements/a-events/content.ts';

const FILE = 'embers/solo-rules.json';

const Id = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');
const Ids = z.array(Id);

export const SoloRulesFile = z.strictObject({
  /** XS-NPC-01: the NPCs always in play against the player, seated as they enter play. */
  opponents: Ids.min(1),
  /** XS-SETUP-03: NPCs whose home sectors go unseen on top of the sector stack. */
  homesOnTop: Ids,
  /** XS-SETUP-04: Titles taken out of the Title deck. */
  titlesOut: Ids,
  /** XS-SETUP-05: Events taken out of the Event deck. */
  eventsOut: Ids,
  /** XS-NPC-04: NPCs whose kill of the player's ship scores the NPCs its tier in Fame. */
  killFame: Ids,
  /** XS-BNTY-03: NPCs whose attacker gains Bounty for every attack. */
  attackBounty: Ids,
});

export type SoloRulesDef = z.infer<typeof SoloRulesFile>;

type ListKey = keyof SoloRulesDef;

/** Ids each list may name, from the core pack and the Event cards. */
function known(core: ContentPack, rules: SoloRulesDef): Record<ListKey, ReadonlySet<string>> {
  const npcs = new Set(core.npcs.map((n) => n.id));
  const opponents = new Set(rules.opponents);
  return {
    opponents: npcs,
    homesOnTop: opponents,
    titlesOut: new Set(core.titles.map((t) => t.id)),
    eventsOut: new Set(embersEvents().events.map((e) => e.id)),
    killFame: opponents,
    attackBounty: opponents,
  };
}

const WHAT: Record<ListKey, string> = {
  opponents: 'an NPC of the core pack',
  homesOnTop: 'one of the opponents',
  titlesOut: 'a Title of the core pack',
  eventsOut: 'an Event card',
  killFame: 'one of the opponents',
  attackBounty: 'one of the opponents',
};

/** Ids named twice or naming nothing of `core` (the pack the rules are played with). */
function crossCheck(rules: SoloRulesDef, core: ContentPack): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const allowed = known(core, rules);
  for (const key of Object.keys(WHAT) as ListKey[]) {
    const seen = new Set<string>();
    rules[key].forEach((id, i) => {
      if (seen.has(id)) issues.push(issueAt(FILE, rules, [key, i], `${id} is named twice`));
      seen.add(id);
      if (!allowed[key].has(id))
        issues.push(issueAt(FILE, rules, [key, i], `${id} is not ${WHAT[key]}`));
    });
  }
  return issues;
}

/** Validates parsed solo rules: the schema, then, given the core pack, the ids they name. */
export function validateSoloRules(
  input: unknown,
  core?: ContentPack,
): Result<SoloRulesDef, ContentIssue[]> {
  const parsed = SoloRulesFile.safeParse(input, { reportInput: true });
  if (!parsed.success)
    return err(
      parsed.error.issues.map((issue) =>
        issueAt(
          FILE,
          input,
          issue.path,
          describeIssue(issue, (path, inp) => keysAt(SoloRulesFile, path, inp)),
        ),
      ),
    );
  const issues = core ? crossCheck(parsed.data, core) : [];
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

let cached: SoloRulesDef | undefined;

/** The embedded solo rules (shape checked once, frozen); throws listing every problem. */
export function soloRules(): SoloRulesDef {
  if (cached) return cached;
  const result = validateSoloRules(raw);
  if (!result.ok)
    throw new Error(
      `The embedded solo rules are invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  const value = result.value;
  for (const list of Object.values(value)) Object.freeze(list);
  cached = Object.freeze(value);
  return cached;
}

/** The embedded file as parsed JSON, for `drift content check`. */
export const SOLO_RULES_RAW: unknown = raw;

/** Whether NPC `id` is one of the player's opponents (XS-NPC-01), never the Sellsword. */
export function isOpponent(id: string): boolean {
  return soloRules().opponents.includes(id);
}
