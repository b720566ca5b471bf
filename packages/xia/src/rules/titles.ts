/**
 * Titles: drawn when a captain first reaches a Title space of the Fame track, open to all, and
 * claimed by the first captain to meet the objective, in their Status Phase, for Fame and a
 * lasting Skill (XB-TITLE-01, XB-TITLE-02, XB-FAME-09, GAP-XB-11).
 */
import type { SeatId } from '@drift/engine';
import type { TitleDef } from '../content/schema.ts';
import { modSkill } from '../elements/f-outfits/mods.ts';
import type { Content } from '../model/content.ts';
import type { Captain } from '../model/state.ts';
import { captainAt, emit, gainFame } from './effects.ts';
import type { Ctx } from './rule.ts';

/** Whether a captain meets a Title's objective now. */
export function objectiveMet(
  content: Content,
  captain: Captain,
  objective: TitleDef['objective'],
  /** Exploration tokens the captain traded in as pairs (element B): still collected. */
  traded = 0,
): boolean {
  const r = captain.record;
  switch (objective.kind) {
    case 'explorationTokens':
      return captain.explorationTokens.length + traded >= objective.count;
    case 'sectorsRevealed':
      return r.sectorsRevealed >= objective.count;
    case 'cubesSoldInTurn':
      return r.cubesSoldThisTurn >= objective.count;
    case 'cubesSold':
      return r.cubesSold >= objective.count;
    case 'credits':
      return captain.credits >= objective.amount;
    case 'shipTier':
      return captain.ship !== null && content.ship(captain.ship).tier >= objective.tier;
    case 'outfitsOwned':
      return captain.hold.outfits.length >= objective.count;
    case 'hazardsSurvived':
      return r.hazardsSurvived >= objective.count;
    case 'planetsVisited':
      return r.planetsVisited.length >= objective.count;
    case 'rescues':
      return r.rescues >= objective.count;
    case 'shipsDestroyed':
      return r.shipsDestroyed >= objective.count;
    case 'bountyClaimed':
      return r.bountyClaimed >= objective.amount;
    case 'missionsCompleted': {
      const done =
        objective.legality === 'lawful'
          ? r.missionsCompleted.lawful
          : objective.legality === 'outlaw'
            ? r.missionsCompleted.outlaw
            : r.missionsCompleted.lawful + r.missionsCompleted.outlaw;
      return done >= objective.count;
    }
    case 'bountyCarried':
      return captain.bounty >= objective.amount;
  }
}

/** Status step 1: claim every open Title whose objective this captain meets. */
export function claimTitles(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  for (const id of [...ctx.s.titles.open]) {
    const title = ctx.content.title(id);
    const traded = ctx.s.exploration?.spent.filter((t) => t.seat === seat).length ?? 0;
    if (!objectiveMet(ctx.content, captain, title.objective, traded)) continue;
    ctx.s.titles.open = ctx.s.titles.open.filter((t) => t !== id);
    captain.titles.push(id);
    emit(ctx, { type: 'TitleClaimed', seat, title: id });
    gainFame(ctx, seat, title.fame, 'title');
  }
}

/** Status step 2: one Title per Title space this captain has reached or passed first. */
export function drawTitles(ctx: Ctx, seat: SeatId): void {
  revealTitles(ctx, seat, captainAt(ctx, seat).fame, false);
}

/**
 * One Title per Title space up to `fame` nobody reached before, drawn by `seat`; with `npcs`, a
 * solo game's NPCs reached them first and `seat` draws for them (GAP-XS-06).
 */
export function revealTitles(ctx: Ctx, seat: SeatId, fame: number, npcs: boolean): void {
  for (const space of ctx.content.pack.info.titleSpaces) {
    if (fame < space || ctx.s.titles.spacesDrawn.includes(space)) continue;
    ctx.s.titles.spacesDrawn.push(space);
    const [top, ...rest] = ctx.s.decks.titles;
    if (top === undefined) continue;
    ctx.s.decks.titles = rest;
    ctx.s.titles.open.push(top);
    emit(ctx, { type: 'TitleDrawn', seat, title: top, ...(npcs ? { npcs: true as const } : {}) });
  }
}

/** The sum of a captain's Title skills of one kind (for numeric skills). */
export function skillBonus(
  content: Content,
  captain: Captain,
  kind: TitleDef['skill']['kind'],
): number {
  let total = modSkill(content, captain.hold, kind); // element F's skill Mods
  for (const id of captain.titles) {
    const skill = content.title(id).skill;
    if (skill.kind === kind)
      total += 'bonus' in skill ? skill.bonus : 'amount' in skill ? skill.amount : 1;
  }
  return total;
}
