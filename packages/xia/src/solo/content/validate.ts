/**
 * Checks of the solo data that span entries (GAP-XS-01): every NPC and the Sellsword have a deck
 * of at least 4 Behavior cards and one NPC Stats card, side B never weaker than side A, steps
 * that make sense for who follows them. Issues name `embers/solo/<file>`.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import type { z } from 'zod';
import { type ContentIssue, formatPath, issueAt } from '../../content/load.ts';
import {
  type BehaviourCardDef,
  type BehaviourDef,
  BehavioursFile,
  Sellsword,
  type SellswordDef,
  type SoloContent,
  type StatsCardDef,
  StatsFile,
  type StepDef,
} from './schema.ts';

export const BEHAVIOURS_FILE = 'solo/behaviours.json';
export const STATS_FILE = 'solo/stats.json';
export const SELLSWORD_FILE = 'solo/sellsword.json';

/** Behavior cards each NPC's deck holds at least (issue 13). */
export const MIN_CARDS = 4;

function parse<T>(
  file: string,
  schema: z.ZodType<T>,
  input: unknown,
  issues: ContentIssue[],
): T | undefined {
  if (input === undefined) {
    issues.push({ file, path: '', message: 'the file is missing' });
    return undefined;
  }
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const message = describeIssue(issue, (path, inp) => keysAt(schema, path, inp));
    issues.push(issueAt(file, input, issue.path, message));
  }
  return undefined;
}

/** A step and its alternates, in the order they are tried. */
export function chain(step: StepDef): StepDef[] {
  const out: StepDef[] = [];
  for (let s: StepDef | undefined = step; s; s = s.else) out.push(s);
  return out;
}

/** Whether a step makes its NPC go after a ship it may fire on (a foe). */
function aimsAtShip(step: StepDef, sellsword: boolean): boolean {
  if (step.do === 'attack') return step.at !== undefined;
  if (step.do !== 'move') return false;
  if (sellsword && step.to === 'player') return false; // its ally, never fired on
  return !['sell', 'newSell', 'lawfulPlanet', 'outlawPlanet', 'home', 'spawn'].includes(step.to);
}

/** Problems of one behaviour, as [path inside the behaviour, message]. */
function behaviourProblems(b: BehaviourDef, npc: string, sellswordId: string): [string, string][] {
  const out: [string, string][] = [];
  const sellsword = npc === sellswordId;
  let aimed = false;
  b.steps.forEach((step, i) => {
    chain(step).forEach((s, depth) => {
      const where = `steps[${i}]${'.else'.repeat(depth)}`;
      if (s.do === 'trade' && npc !== 'merchant') out.push([where, 'only the Merchant trades']);
      const aims = s.do === 'move' ? s.to : s.do === 'attack' ? s.at : undefined;
      if (sellsword && s.do === 'attack' && s.at === 'player')
        out.push([`${where}.at`, 'the Sellsword never fires on the player']);
      if (sellsword && aims === 'merchantAttacker')
        out.push([where, "the Merchant's attackers are on the Sellsword's own side"]);
      if (!sellsword && aims === 'playerAttacker')
        out.push([where, "the player's attackers are on the NPC's own side"]);
      if (s.do === 'attack' && s.at === undefined && !aimed)
        out.push([where, 'an attack with no "at" needs an earlier step that goes after a ship']);
    });
    if (chain(step).some((s) => aimsAtShip(s, sellsword))) aimed = true;
  });
  return out;
}

function checkCards(
  cards: readonly BehaviourCardDef[],
  npcs: readonly string[],
  sellswordId: string,
  issues: ContentIssue[],
): void {
  const at = (path: PropertyKey[], message: string) =>
    issues.push(issueAt(BEHAVIOURS_FILE, cards, path, message));
  const seen = new Set<string>();
  cards.forEach((card, i) => {
    if (seen.has(card.id)) at([i, 'id'], `the id ${card.id} is used twice`);
    seen.add(card.id);
    if (!npcs.includes(card.npc)) at([i, 'npc'], `no NPC "${card.npc}"; known: ${npcs.join(', ')}`);
    card.behaviours.forEach((b, k) => {
      for (const [path, message] of behaviourProblems(b, card.npc, sellswordId))
        at([i, 'behaviours', k, ...pathSegments(path)], message);
    });
  });
  for (const npc of npcs) {
    const n = cards.filter((c) => c.npc === npc).length;
    if (n < MIN_CARDS)
      issues.push({
        file: BEHAVIOURS_FILE,
        path: '',
        message: `the ${npc} has ${n} Behavior cards; it needs at least ${MIN_CARDS}`,
      });
  }
}

/** `steps[1].else.else` as path segments. */
function pathSegments(path: string): PropertyKey[] {
  return path.split('.').flatMap((part) => {
    const m = /^(\w+)\[(\d+)\]$/.exec(part);
    return m ? [m[1] as string, Number(m[2])] : [part];
  });
}

function checkStats(
  stats: readonly StatsCardDef[],
  npcs: readonly string[],
  issues: ContentIssue[],
): void {
  const at = (i: number, path: PropertyKey[], message: string) =>
    issues.push({
      file: STATS_FILE,
      entry: stats[i]?.npc ?? `${i}`,
      path: formatPath(path),
      message,
    });
  const seen = new Set<string>();
  stats.forEach((card, i) => {
    if (seen.has(card.npc)) at(i, ['npc'], `the ${card.npc} has two NPC Stats cards`);
    seen.add(card.npc);
    if (!npcs.includes(card.npc)) at(i, ['npc'], `no NPC "${card.npc}"; known: ${npcs.join(', ')}`);
    const { A, B } = card;
    // XS-NPC-02: side B is the harder side; never weaker, so flipping never undoes damage.
    if (B.speed < A.speed) at(i, ['B', 'speed'], 'side B flies slower than side A');
    if (B.attack.die < A.attack.die) at(i, ['B', 'attack', 'die'], 'side B attacks weaker');
    if (B.defence < A.defence) at(i, ['B', 'defence'], 'side B defends weaker');
    if (B.toKill < A.toKill) at(i, ['B', 'toKill'], 'side B dies sooner than side A');
  });
  for (const npc of npcs)
    if (!seen.has(npc))
      issues.push({ file: STATS_FILE, path: '', message: `the ${npc} has no NPC Stats card` });
}

/**
 * Validates the solo files (parsed JSON by name: solo/behaviours.json, solo/stats.json,
 * solo/sellsword.json) for the pack's NPCs (`npcs`, by id) and the Sellsword.
 */
export function validateSolo(
  files: Readonly<Record<string, unknown>>,
  npcs: readonly string[],
): Result<SoloContent, ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const cards = parse(BEHAVIOURS_FILE, BehavioursFile, files[BEHAVIOURS_FILE], issues);
  const stats = parse(STATS_FILE, StatsFile, files[STATS_FILE], issues);
  const sellsword: SellswordDef | undefined = parse(
    SELLSWORD_FILE,
    Sellsword,
    files[SELLSWORD_FILE],
    issues,
  );
  if (sellsword && npcs.includes(sellsword.id))
    issues.push({
      file: SELLSWORD_FILE,
      path: 'id',
      message: `"${sellsword.id}" is already a pack NPC`,
    });
  const all = sellsword ? [...npcs, sellsword.id] : npcs;
  if (cards && sellsword) checkCards(cards, all, sellsword.id, issues);
  if (stats) checkStats(stats, all, issues);
  if (issues.length > 0 || !cards || !stats || !sellsword) return err(issues);
  return ok({ cards, stats, sellsword });
}
