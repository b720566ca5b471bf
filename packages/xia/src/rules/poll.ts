/**
 * Listing legal commands: each rule's candidates that pass its check. `legal` polls only the
 * rules that can yield where the asking seat stands (where.ts); `fullPoll` polls the whole book,
 * the reference the index is tested against.
 */
import type { RuleError } from '@drift/engine';
import { campaignRefusal } from '../campaign/refusals.ts';
import type { XiaCommand } from '../commands.ts';
import { COMMAND_TYPES, RULES } from './index.ts';
import type { Query, Where } from './rule.ts';
import { indexByWhere } from './where.ts';

/** A rule's listing half with its command type erased; each rule still sees its own type. */
interface PolledRule {
  readonly where: Where;
  candidates(q: Query): readonly XiaCommand[];
  check(q: Query, command: XiaCommand): RuleError | undefined;
}

const BOOK = RULES as unknown as Readonly<Record<string, PolledRule>>;

/** The rules in COMMAND_TYPES order, looked up once. */
const IN_ORDER: readonly PolledRule[] = COMMAND_TYPES.map((type) => BOOK[type] as PolledRule);

const rulesAt = indexByWhere(IN_ORDER);

/** The candidates of these rules, in order, that pass their check (and a campaign's refusals). */
function poll(rules: readonly PolledRule[], q: Query): XiaCommand[] {
  const out: XiaCommand[] = [];
  // A campaign game refuses more than the base rules (XC-CAMP-02, XC-CAMP-04, XC-CAMP-10).
  const campaign = q.state.campaign !== undefined;
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as PolledRule;
    const candidates = rule.candidates(q);
    for (let j = 0; j < candidates.length; j++) {
      const command = candidates[j] as XiaCommand;
      if (!rule.check(q, command) && !(campaign && campaignRefusal(q, command))) out.push(command);
    }
  }
  return out;
}

/** The legal commands of the query's seat, polling only the rules that can yield there. */
export function indexedPoll(q: Query): XiaCommand[] {
  return poll(rulesAt(q.state, q.seat), q);
}

/** The same, polling every rule: the reference `indexedPoll` must equal. */
export function fullPoll(q: Query): XiaCommand[] {
  return poll(IN_ORDER, q);
}
