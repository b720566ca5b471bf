/**
 * The new exploration tokens of `content/embers/exploration.json`, imported statically,
 * validated once and frozen. Validation reports every problem with file, entry and path.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import raw from '../../../content/embers/exploration.json' with { type: 'json' };
import { type ContentIssue, formatIssue, issueAt } from '../../content/load.ts';
import { type TokenFaceDef, TokensFile } from './schema.ts';

const FILE = 'embers/exploration.json';

/** Validates parsed token faces: the schema, then ids used once. */
export function validateTokens(input: unknown): Result<readonly TokenFaceDef[], ContentIssue[]> {
  const parsed = TokensFile.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    return err(
      parsed.error.issues.map((issue) =>
        issueAt(
          FILE,
          input,
          issue.path,
          describeIssue(issue, (path, inp) => keysAt(TokensFile, path, inp)),
        ),
      ),
    );
  }
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((t, i) => {
    if (seen.has(t.id))
      issues.push(issueAt(FILE, input, [i, 'id'], `the id ${t.id} is used twice`));
    seen.add(t.id);
  });
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

let cached: ReadonlyMap<string, TokenFaceDef> | undefined;

/** The embedded token faces by id (validated once, frozen). Throws if the file is invalid. */
export function tokenFaces(): ReadonlyMap<string, TokenFaceDef> {
  if (cached) return cached;
  const result = validateTokens(raw);
  if (!result.ok) {
    const lines = result.error.map((issue) => `  ${formatIssue(issue)}`).join('\n');
    throw new Error(`The embedded exploration tokens are invalid:\n${lines}`);
  }
  for (const t of result.value) Object.freeze(Object.freeze(t).effect);
  cached = new Map(result.value.map((t) => [t.id, t]));
  return cached;
}

/** The face of a new token by id; ids in a state always come from the file. */
export function tokenFace(id: string): TokenFaceDef {
  const face = tokenFaces().get(id);
  if (!face) throw new Error(`No exploration token "${id}" in the embers tokens`);
  return face;
}

/** Whether `id` is one of the new tokens. */
export function isNewToken(id: string): boolean {
  return tokenFaces().has(id);
}
