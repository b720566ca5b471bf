/**
 * The Relic tokens of `content/embers/relics.json`, imported statically, validated once and
 * frozen; every problem is reported with file and path.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import raw from '../../../../content/embers/relics.json' with { type: 'json' };
import { type ContentIssue, formatIssue, issueAt } from '../../../content/load.ts';
import { type RelicDefT, RelicsFile, type RelicsFileDef } from './schema.ts';

const FILE = 'relics.json';

/** Validates parsed `relics.json`: its shape and unique ids. */
export function validateRelics(input: unknown): Result<RelicsFileDef, ContentIssue[]> {
  const parsed = RelicsFile.safeParse(input, { reportInput: true });
  if (!parsed.success)
    return err(
      parsed.error.issues.map((issue) =>
        issueAt(
          FILE,
          input,
          issue.path,
          describeIssue(issue, (path, inp) => keysAt(RelicsFile, path, inp)),
        ),
      ),
    );
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  parsed.data.relics.forEach((r, i) => {
    if (seen.has(r.id))
      issues.push({ file: FILE, path: `relics[${i}].id`, message: `the id ${r.id} is used twice` });
    seen.add(r.id);
  });
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

let cached: RelicsFileDef | undefined;
let byId: ReadonlyMap<string, RelicDefT> | undefined;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The embedded Relic tokens; throws listing every problem if invalid. */
export function embersRelics(): readonly RelicDefT[] {
  if (!cached) {
    const result = validateRelics(raw);
    if (!result.ok)
      throw new Error(
        `The embedded Relic tokens are invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
      );
    cached = deepFreeze(result.value);
  }
  return cached.relics;
}

/** One Relic by id; a state only names Relics of the file. */
export function relicDef(id: string): RelicDefT {
  byId ??= new Map(embersRelics().map((r) => [r.id, r]));
  const def = byId.get(id);
  if (!def) throw new Error(`No Relic "${id}"`);
  return def;
}
