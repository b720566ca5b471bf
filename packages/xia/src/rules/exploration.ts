/**
 * Exploring: Scan (an action paid with Energy), Blind Jump (a Minor action paid with movement)
 * and the answer to a sector placement choice (XB-EXPL-01, XB-EXPL-02, XB-SECT-02, XB-ENRG-01);
 * new tiles get face-down tokens (GAP-XB-16), claimed on entry (`tokens.ts`). `revealSector` draws and lays a tile for every way of
 * exploring, Long Scan abilities included.
 */

import type { RuleError, SeatId } from '@drift/engine';
import {
  ALL_DIRECTIONS,
  attachRotations,
  type Direction,
  directionBetween,
  type Hex,
  hexEquals,
  hexKey,
  neighbor,
  opposite,
  type Rotation,
  sideSymbol,
  slotOfHex,
  type TileSymbols,
} from '@drift/engine/hex';
import type { Board } from '../board/board.ts';
import { placeComet } from '../elements/e-paths/comets.ts';
import { stockRelics } from '../elements/e-worlds/relics/stock.ts';
import type { Content } from '../model/content.ts';
import type { PlacedSector } from '../model/state.ts';
import { tokenSpaces } from '../setup.ts';
import { crossStep, stepBarred } from './crossing.ts';
import { captainAt, changeEnergy, emit } from './effects.ts';
import { captainOf, phaseGuard, promptGuard } from './guards.ts';
import { actingHex, endMove, settlePassing } from './movement.ts';
import { spawnArrivals } from './npcs/spawn.ts';
import { type Ctx, draftQuery, type Query, type Rule } from './rule.ts';

/** Energy a Scan costs (XB-EXPL-01, XB-ENRG-01). */
export const SCAN_ENERGY = 1;

/** An empty slot to fill, and the placed tile whose side the new tile must match (XB-SECT-02). */
export interface Opening {
  readonly anchor: PlacedSector;
  /** The anchor's board side that faces the empty slot. */
  readonly side: Direction;
  readonly slot: Hex;
}

/** Where a ship jumping blind goes once its tile lies. */
type Jump = { readonly from: Hex; readonly to: Hex } | null;

function copy(h: Hex): Hex {
  return { q: h.q, r: h.r };
}

/**
 * The opening from explored hex `from` into its neighbour `to`, if `to` is unexplored. Only the
 * tile under `from` is matched; other tiles next to the slot are ignored (XB-SECT-02).
 */
export function openingBetween(board: Board, from: Hex, to: Hex): Opening | undefined {
  if (!board.isExplored(from) || board.isExplored(to)) return undefined;
  const anchorSlot = slotOfHex(from);
  const slot = slotOfHex(to);
  const side = directionBetween(anchorSlot, slot);
  const anchor = board.sectors.find((s) => hexEquals(s.slot, anchorSlot));
  if (side === undefined || !anchor) return undefined;
  return { anchor, side, slot };
}

/** The rotations (ascending) in which sector `id` fits an opening. */
export function fittingRotations(content: Content, opening: Opening, id: string): Rotation[] {
  const { anchor, side } = opening;
  const required = sideSymbol(
    content.sector(anchor.id).edges as TileSymbols,
    anchor.rotation,
    side,
  );
  return attachRotations(content.sector(id).edges as TileSymbols, opposite(side), required);
}

/** Why no sector can be drawn for an opening now, if so. */
export function drawRefusal(q: Query, opening: Opening): RuleError | undefined {
  const deck = q.state.decks.sectors;
  if (deck.length === 0)
    return { code: 'NoSectorsLeft', message: 'Every sector tile has been placed already.' };
  if (!deck.some((id) => fittingRotations(q.content, opening, id).length > 0)) {
    return {
      code: 'NoSectorFits',
      message: 'No sector tile left in the stack can match that edge.',
    };
  }
  return undefined;
}

/** Face-down tokens from the stack on the new tile's Exploration Spaces (GAP-XB-16, XB-SETUP-03). */
function layTokens(ctx: Ctx, placed: PlacedSector): void {
  const at: Hex[] = [];
  for (const h of tokenSpaces(ctx.content, [placed])) {
    const [top, ...rest] = ctx.s.decks.exploration;
    if (top === undefined) break;
    ctx.s.decks.exploration = rest;
    ctx.s.board.tokens[hexKey(h)] = top;
    at.push(h);
  }
  if (at.length > 0) emit(ctx, { type: 'TokensPlaced', at });
}

/**
 * The blind jumper pays its movement point and enters the new tile, suffering what is there
 * (XB-EXPL-02). The point is paid here, once the tile lies, so a ship passing through another
 * ship's space still has movement while the placement is being chosen; stopped there with none
 * left, it goes back to where it came from, as after a step (XB-MOVE-03). The new tile holds no
 * ship yet, so the jump itself never ends on another ship. An Outlaw facing a Lawful planet's
 * entrance stays put, since that entrance is closed to it (XB-BNTY-02).
 */
function enter(ctx: Ctx, seat: SeatId, jump: NonNullable<Jump>): void {
  const turn = ctx.s.turn;
  turn.movement -= 1;
  if (!stepBarred(draftQuery(ctx), jump.from, jump.to))
    crossStep(ctx, seat, jump.from, jump.to, turn.movement);
  settlePassing(ctx);
}

/**
 * Lays a drawn tile, seeds its tokens, counts it for the explorer, lets a blind jumper in, then
 * spawns the NPCs whose home it is (XB-NPC-03), so they never land on the jumper.
 */
function placeSector(
  ctx: Ctx,
  seat: SeatId,
  id: string,
  slot: Hex,
  rotation: Rotation,
  jump: Jump,
  expanse = false,
): void {
  const placed: PlacedSector = { id, slot: copy(slot), rotation };
  ctx.s.board.sectors.push({ id, slot: copy(slot), rotation });
  emit(ctx, {
    type: 'SectorPlaced',
    seat,
    sector: id,
    slot: copy(slot),
    rotation,
    ...(expanse ? { expanse: true as const } : {}),
  });
  // Solo: the System Expanse's sectors are not the captain's exploring (XS-EXPN-01).
  if (!expanse) captainAt(ctx, seat).record.sectorsRevealed += 1;
  layTokens(ctx, placed);
  placeComet(ctx, id); // element E (XE-COMET-01)
  stockRelics(ctx, placed); // element E: a Dead World's Relic stack (XE-DEAD-03)
  if (jump) enter(ctx, seat, jump);
  spawnArrivals(ctx);
}

/**
 * Draws the top sector for an opening and lays it turned to match (XB-EXPL-01, XB-SECT-02): at
 * once if one rotation fits, else the captain chooses through a PlaceSector prompt. A tile that
 * cannot fit goes under the stack and the next is drawn (Drift's decision). `expanse`: a solo
 * game's System Expanse reveals it, for nobody's record (XS-EXPN-01).
 */
export function revealSector(
  ctx: Ctx,
  seat: SeatId,
  opening: Opening,
  jump: Jump,
  expanse = false,
): void {
  for (let tries = ctx.s.decks.sectors.length; tries > 0; tries--) {
    const [id, ...rest] = ctx.s.decks.sectors;
    if (id === undefined) return;
    ctx.s.decks.sectors = rest;
    emit(ctx, { type: 'SectorDrawn', seat, sector: id, slot: copy(opening.slot) });
    const rotations = fittingRotations(ctx.content, opening, id);
    const [only, ...others] = rotations;
    if (only === undefined) {
      ctx.s.decks.sectors.push(id);
      continue;
    }
    if (others.length === 0) {
      placeSector(ctx, seat, id, opening.slot, only, jump, expanse);
    } else {
      ctx.s.prompts.push({
        kind: 'PlaceSector',
        seat,
        sector: id,
        slot: copy(opening.slot),
        rotations,
        jump: jump && { from: copy(jump.from), to: copy(jump.to) },
        ...(expanse ? { expanse: true as const } : {}),
      });
    }
    return;
  }
}

function here(q: Query): Hex {
  const at = captainOf(q).at;
  if (!at) throw new Error('ship off the board');
  return at;
}

/** Where an action happens: the ship's space, or the occupied one it paid to act from (XB-MOVE-04). */
export function actionHex(q: Query): Hex {
  return actingHex(q) ?? here(q);
}

const NOT_AN_EDGE: RuleError = {
  code: 'NotOnUnexploredEdge',
  message: 'There is no unexplored space next to your ship in that direction.',
};

export const scan: Rule<'Scan'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action')) return [];
    return ALL_DIRECTIONS.map((direction) => ({ type: 'Scan' as const, direction }));
  },
  check(q, { direction }) {
    const guard = phaseGuard(q, 'Action');
    if (guard) return guard;
    const from = actionHex(q);
    const opening = openingBetween(q.board, from, neighbor(from, direction));
    if (!opening) return NOT_AN_EDGE;
    const refusal = drawRefusal(q, opening);
    if (refusal) return refusal;
    if (captainOf(q).energy < SCAN_ENERGY)
      return { code: 'NotEnoughEnergy', message: `A scan costs ${SCAN_ENERGY} Energy.` };
    return undefined;
  },
  run(ctx, { direction }) {
    const q = draftQuery(ctx);
    const from = actionHex(q);
    const opening = openingBetween(q.board, from, neighbor(from, direction));
    if (!opening) return;
    endMove(ctx); // a scan is an action, not a Minor one (XB-MOVE-02)
    changeEnergy(ctx, ctx.seat, -SCAN_ENERGY, 'scan');
    revealSector(ctx, ctx.seat, opening, null);
  },
};

/** Blind Jump is Minor: it costs 1 movement and leaves the rest of the move (XB-EXPL-02, XB-MOVE-02). */
export const blindJump: Rule<'BlindJump'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action', true) || q.state.turn.movement < 1) return [];
    return ALL_DIRECTIONS.map((direction) => ({ type: 'BlindJump' as const, direction }));
  },
  check(q, { direction }) {
    const guard = phaseGuard(q, 'Action', true);
    if (guard) return guard;
    if (q.state.turn.movement < 1)
      return { code: 'NoMovement', message: 'A blind jump costs 1 movement; start a move first.' };
    const from = here(q);
    const opening = openingBetween(q.board, from, neighbor(from, direction));
    if (!opening) return NOT_AN_EDGE;
    return drawRefusal(q, opening);
  },
  run(ctx, { direction }) {
    const q = draftQuery(ctx);
    const from = copy(here(q));
    const to = neighbor(from, direction);
    const opening = openingBetween(q.board, from, to);
    if (!opening) return;
    ctx.s.turn.proxy = null;
    revealSector(ctx, ctx.seat, opening, { from, to });
  },
};

export const placeSectorAnswer: Rule<'PlaceSector'> = {
  where: { prompts: ['PlaceSector'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'PlaceSector');
    if (!prompt) return [];
    return prompt.rotations.map((rotation) => ({ type: 'PlaceSector' as const, rotation }));
  },
  check(q, { rotation }) {
    const { error, prompt } = promptGuard(q, 'PlaceSector');
    if (error) return error;
    if (!prompt.rotations.includes(rotation)) {
      return {
        code: 'BadRotation',
        message: `That turn does not match the edge; choose one of ${prompt.rotations.join(', ')}.`,
      };
    }
    return undefined;
  },
  run(ctx, { rotation }) {
    const prompt = ctx.s.prompts[ctx.s.prompts.length - 1];
    if (prompt?.kind !== 'PlaceSector') return;
    const { sector } = prompt;
    const slot = copy(prompt.slot);
    const jump = prompt.jump && { from: copy(prompt.jump.from), to: copy(prompt.jump.to) };
    ctx.s.prompts.pop();
    placeSector(ctx, ctx.seat, sector, slot, rotation, jump, prompt.expanse === true);
  },
};
