/**
 * A squad from a plain-text list, one ship a line: `Wedge Antilles (29) + Push the Limit (3) +
 * R2-D2 (4)`. The ship may be given in brackets after the pilot (`Boba Fett (Firespray-31)`),
 * costs are optional and checked when given, `2x` repeats a line. Blank lines, `#` comments and a
 * total line are skipped. Optional lines carry the other parts: `Name:`, `Faction:`,
 * `Obstacles:`, `Objectives:`, `Primary:`, `Wingman:`, `Alternates:`, `Shuttle:`.
 * Every line that cannot be read is reported with its number and the word at fault.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { cardData, shipByXws } from '../cards/catalog.ts';
import type { PilotCard, Side } from '../cards/types.ts';
import type { AceOfAcesPart, Squad, SquadPilot } from './model.ts';
import { objectiveNamed } from './objectives.ts';
import { SENATORS_SHUTTLE } from './shuttle.ts';
import { sideNamed, sideOf } from './side.ts';
import {
  type Fit,
  readPilotWords,
  readUpgradeWords,
  settlePilot,
  settleUpgrade,
  type WordProblem,
  type WrittenPilot,
} from './text-resolve.ts';
import { isTotalLine, splitTopLevel } from './text-words.ts';

/** A line that could not be read: its number (from 1), the word at fault, and why. */
export interface ListLineProblem {
  readonly line: number;
  readonly word: string;
  readonly message: string;
}

/** A list that could not be read: every unreadable line, in order. */
export interface SquadTextError extends RuleError {
  readonly problems: readonly ListLineProblem[];
}

type Role = 'ship' | 'primary' | 'wingman';

interface PilotLine {
  readonly line: number;
  readonly role: Role;
  readonly pilot: WrittenPilot;
  readonly upgrades: readonly string[];
}

interface Draft {
  name: string;
  side?: Side;
  pilots: PilotLine[];
  obstacles?: string[];
  objectives?: string[];
  alternates?: { line: number; words: string[] };
  shuttle?: { line: number; words: string[] };
  problems: ListLineProblem[];
}

const DIRECTIVE =
  /^(name|faction|side|obstacles|objectives|primary|wingman|alternates|shuttle)\s*:\s*(.*)$/i;

function problem(line: number, p: WordProblem): ListLineProblem {
  return { line, word: p.word, message: `line ${line}: ${p.message}` };
}

/** A ship any upgrade fits, to read upgrade words when the pilot is unknown. */
const ANY_SHIP: Fit = {
  slots: [...new Set(cardData.upgrades.map((u) => u.slot))],
  size: 'small',
  side: 'rebel',
};

const list = (text: string) => splitTopLevel(text, ',').filter((w) => w !== '');

function readPilotLine(draft: Draft, line: number, role: Role, text: string): void {
  const times = /^(\d{1,2})\s*[x\u00d7]\s+(.*)$/i.exec(text);
  const count = times?.[1] === undefined ? 1 : Number(times[1]);
  const [head = '', ...upgrades] = splitTopLevel(times?.[2] ?? text, '+');
  const pilot = readPilotWords(head);
  if ('word' in pilot) {
    draft.problems.push(problem(line, pilot));
    // The upgrades are still read, on any ship, so that one pass tells every bad word.
    for (const written of upgrades) {
      const up = settleUpgrade(written, ANY_SHIP);
      if ('problem' in up && up.problem.ambiguous !== true)
        draft.problems.push(problem(line, up.problem));
    }
    return;
  }
  for (let i = 0; i < count; i += 1) draft.pilots.push({ line, role, pilot, upgrades });
}

function readDirective(draft: Draft, line: number, key: string, value: string): void {
  switch (key) {
    case 'name':
      draft.name = value;
      return;
    case 'faction':
    case 'side': {
      const side = sideNamed(value);
      if (side === undefined)
        draft.problems.push(
          problem(line, { word: value, message: `"${value}" is not rebel, imperial or scum` }),
        );
      else draft.side = side;
      return;
    }
    case 'obstacles':
      draft.obstacles = list(value);
      return;
    case 'objectives': {
      const ids: string[] = [];
      for (const word of list(value)) {
        const objective = objectiveNamed(word);
        if (objective === undefined)
          draft.problems.push(problem(line, { word, message: `no objective called "${word}"` }));
        else ids.push(objective.id);
      }
      draft.objectives = ids;
      return;
    }
    case 'primary':
    case 'wingman':
      if (draft.pilots.some((p) => p.role === key)) {
        draft.problems.push(problem(line, { word: key, message: `a second ${key} pilot` }));
        return;
      }
      readPilotLine(draft, line, key, value);
      return;
    case 'alternates':
      draft.alternates = { line, words: list(value) };
      return;
    case 'shuttle':
      draft.shuttle = { line, words: splitTopLevel(value, '+').filter((w) => w !== '') };
      return;
  }
}

/** The side most pilot lines can fly for (earliest wins a tie). */
function likelySide(pilots: readonly PilotLine[]): Side | undefined {
  const votes = new Map<Side, number>();
  for (const p of pilots)
    for (const side of new Set(p.pilot.cards.map((c) => sideOf(c.faction))))
      votes.set(side, (votes.get(side) ?? 0) + 1);
  let best: Side | undefined;
  for (const [side, n] of votes) if (best === undefined || n > (votes.get(best) ?? 0)) best = side;
  return best;
}

function shipFit(card: PilotCard, side: Side, extra: readonly string[]): Fit {
  return {
    slots: [...card.slots, 'Title', 'Modification', ...extra],
    ship: card.ship,
    size: shipByXws(card.ship)?.size ?? 'small',
    side,
  };
}

/** Slots the upgrades written on a line might grant (any reading of each word). */
function grantedOnLine(words: readonly string[]): string[] {
  return words.flatMap((w) => {
    const read = readUpgradeWords(w);
    return 'word' in read ? [] : read.cards.flatMap((c) => c.grantsSlots ?? []);
  });
}

function settleShips(draft: Draft, side: Side): SquadPilot[] {
  const ships: SquadPilot[] = [];
  for (const p of draft.pilots) {
    const pilot = settlePilot(p.pilot, side);
    if ('problem' in pilot) {
      draft.problems.push(problem(p.line, pilot.problem));
      continue;
    }
    const fit = shipFit(pilot.card, side, grantedOnLine(p.upgrades));
    const upgrades: number[] = [];
    for (const word of p.upgrades) {
      const up = settleUpgrade(word, fit);
      if ('problem' in up) draft.problems.push(problem(p.line, up.problem));
      else upgrades.push(up.card.id);
    }
    ships.push({ pilot: pilot.card.id, upgrades });
  }
  return ships;
}

function settleAlternates(draft: Draft, side: Side, primaryShip: string | undefined): number[] {
  const ids: number[] = [];
  const line = draft.alternates?.line ?? 0;
  for (const word of draft.alternates?.words ?? []) {
    const times = /^(\d{1,2})\s*[x\u00d7]\s+(.*)$/i.exec(word);
    const written = readPilotWords(times?.[2] ?? word);
    if ('word' in written) {
      draft.problems.push(problem(line, written));
      continue;
    }
    const sameShip = written.cards.filter((c) => c.ship === primaryShip);
    const preferred =
      written.ship === undefined && sameShip.length > 0 ? { ...written, cards: sameShip } : written;
    const pilot = settlePilot(preferred, side);
    if ('problem' in pilot) draft.problems.push(problem(line, pilot.problem));
    else for (let i = 0; i < Number(times?.[1] ?? 1); i += 1) ids.push(pilot.card.id);
  }
  return ids;
}

function settleShuttle(draft: Draft, side: Side): number[] {
  const fit: Fit = { slots: SENATORS_SHUTTLE.slots, size: SENATORS_SHUTTLE.size, side };
  const ids: number[] = [];
  for (const word of draft.shuttle?.words ?? []) {
    const up = settleUpgrade(word, fit);
    if ('problem' in up) draft.problems.push(problem(draft.shuttle?.line ?? 0, up.problem));
    else ids.push(up.card.id);
  }
  return ids;
}

function aceOfAces(
  draft: Draft,
  ships: readonly SquadPilot[],
  side: Side,
): AceOfAcesPart | undefined {
  const roles = draft.pilots.map((p) => p.role);
  if (draft.alternates === undefined && !roles.some((r) => r !== 'ship')) return undefined;
  const primaryAt = roles.indexOf('primary');
  const primary = primaryAt >= 0 ? primaryAt : Math.max(0, roles.indexOf('ship'));
  const wingman = roles.indexOf('wingman');
  const primaryShip = ships[primary] === undefined ? undefined : draft.pilots[primary];
  const ship = primaryShip === undefined ? undefined : settlePilot(primaryShip.pilot, side);
  const alternates = settleAlternates(
    draft,
    side,
    ship !== undefined && 'card' in ship ? ship.card.ship : undefined,
  );
  return wingman >= 0 ? { primary, alternates, wingman } : { primary, alternates };
}

/** The squad a text list describes, or every line that could not be read. */
export function readSquadText(text: string): Result<Squad, SquadTextError> {
  const draft: Draft = { name: '', pilots: [], problems: [] };
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = i + 1;
    const content = raw.replace(/^\s*(?:[-*\u2022]\s+)?/, '').trim();
    if (content === '' || content.startsWith('#') || content.startsWith('//')) continue;
    if (isTotalLine(content)) continue;
    const directive = DIRECTIVE.exec(content);
    if (directive?.[1] !== undefined)
      readDirective(draft, line, directive[1].toLowerCase(), (directive[2] ?? '').trim());
    else readPilotLine(draft, line, 'ship', content);
  }
  const side = draft.side ?? likelySide(draft.pilots) ?? 'rebel';
  const pilots = settleShips(draft, side);
  let squad: Squad = { name: draft.name, side, pilots };
  if (draft.obstacles !== undefined) squad = { ...squad, obstacles: draft.obstacles };
  if (draft.objectives !== undefined) squad = { ...squad, objectives: draft.objectives };
  const aoa = pilots.length > 0 ? aceOfAces(draft, pilots, side) : undefined;
  if (aoa !== undefined) squad = { ...squad, aceOfAces: aoa };
  if (draft.shuttle !== undefined)
    squad = { ...squad, shuttle: { upgrades: settleShuttle(draft, side) } };
  if (draft.pilots.length === 0 && draft.problems.length === 0)
    draft.problems.push({ line: 0, word: '', message: 'the list names no pilot' });
  if (draft.problems.length > 0) {
    const problems = [...draft.problems].sort((a, b) => a.line - b.line);
    const n = new Set(problems.map((p) => p.line)).size;
    return err({
      code: 'UnreadableList',
      message: `${n === 1 ? '1 line' : `${n} lines`} of the list could not be read: ${problems.map((p) => p.message).join('; ')}`,
      problems,
    });
  }
  return ok(squad);
}
