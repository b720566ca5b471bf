/**
 * The Event cards of `content/embers/events.json`, imported statically, validated once and
 * frozen. Validation reports every problem with file, entry and path.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import coreInfo from '../../../content/core/pack.json' with { type: 'json' };
import raw from '../../../content/embers/events.json' with { type: 'json' };
import { type ContentIssue, formatIssue, issueAt } from '../../content/load.ts';
import {
  type EventCardDef,
  EventsFile,
  type EventsFileDef,
  NEEDS_E,
  ONE_TIME_KINDS,
} from './schema.ts';

const FILE = 'events.json';

/** Checks that span entries: unique ids, spaces in order and clear of Title spaces, leave rules. */
function crossCheck(file: EventsFileDef, titleSpaces: readonly number[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const at = (path: PropertyKey[], message: string) =>
    issues.push(issueAt(FILE, file.events, path, message));
  file.eventSpaces.forEach((space, i) => {
    const before = file.eventSpaces[i - 1];
    if (before !== undefined && space <= before)
      issues.push({
        file: FILE,
        path: `eventSpaces[${i}]`,
        message: `${space} does not come after ${before}`,
      });
    if (titleSpaces.includes(space))
      issues.push({
        file: FILE,
        path: `eventSpaces[${i}]`,
        message: `${space} is a Title space too`,
      });
  });
  const seen = new Set<string>();
  file.events.forEach((e, i) => {
    if (seen.has(e.id)) at([i, 'id'], `the id ${e.id} is used twice`);
    seen.add(e.id);
    if (!e.effect && !e.perRound) at([i], 'a card needs an effect or a per-round effect');
    const once = e.effect !== undefined && ONE_TIME_KINDS.includes(e.effect.kind);
    if (once && e.leaves.kind !== 'atOnce')
      at([i, 'leaves'], 'a one-time effect leaves play at once');
    if (!once && e.leaves.kind === 'atOnce')
      at([i, 'leaves'], 'only a one-time effect leaves play at once');
    if (once && e.perRound) at([i, 'perRound'], 'a card that leaves at once has no rounds');
    if ((e.effect?.kind === 'race') !== (e.leaves.kind === 'claimed'))
      at([i, 'leaves'], 'a race, and only a race, leaves play when claimed');
  });
  return issues;
}

/** Validates parsed `events.json` against its schema and the cross checks. */
export function validateEvents(
  input: unknown,
  titleSpaces: readonly number[],
): Result<EventsFileDef, ContentIssue[]> {
  const parsed = EventsFile.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const events = (input as { events?: unknown } | null)?.events;
    return err(
      parsed.error.issues.map((issue) => {
        const message = describeIssue(issue, (path, inp) => keysAt(EventsFile, path, inp));
        const [head, ...rest] = issue.path;
        return head === 'events' && Array.isArray(events)
          ? issueAt(FILE, events, rest, message)
          : issueAt(FILE, input, issue.path, message);
      }),
    );
  }
  const issues = crossCheck(parsed.data, titleSpaces);
  return issues.length > 0 ? err(issues) : ok(parsed.data);
}

let cached: EventsFileDef | undefined;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The embedded Event cards and Event spaces; throws listing every problem if invalid. */
export function embersEvents(): EventsFileDef {
  if (cached) return cached;
  const result = validateEvents(raw, coreInfo.titleSpaces); // GAP-XE-02: clear of the core Title spaces;
  if (!result.ok)
    throw new Error(
      `The embedded Event cards are invalid:\n${result.error.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
  cached = deepFreeze(result.value);
  return cached;
}

/** The cards a game's Event deck holds: those needing element E only when E is on. */
export function eventIdsFor(withE: boolean): string[] {
  return embersEvents()
    .events.filter((e) => withE || !e.effect || !NEEDS_E.includes(e.effect.kind))
    .map((e) => e.id);
}

/** One Event card by id; a state only names cards of the file. */
let byId: ReadonlyMap<string, EventCardDef> | undefined;

export function eventCard(id: string): EventCardDef {
  byId ??= new Map(embersEvents().events.map((e) => [e.id, e]));
  const card = byId.get(id);
  if (!card) throw new Error(`No Event card "${id}"`);
  return card;
}
