/** Where a Spawn Point is on the board. */
import type { Hex } from '@drift/engine/hex';
import type { Content, XiaView } from '@drift/xia';
import { boardModel } from '../board/model.ts';

export function spawnHex(
  spawn: number,
  view: Pick<XiaView, 'board'>,
  content: Content,
): Hex | null {
  const cell = boardModel(content, view.board.sectors).cells.find((c) => c.space?.spawn === spawn);
  return cell?.hex ?? null;
}
