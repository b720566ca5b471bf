/** MoveRelic (Business Phase): a Relic rearranged whole onto 2 free cells, like cargo (XE-RELIC-01). */
import { relicCells } from '../../../model/cargo-cells.ts';
import { sameCell } from '../../../model/grid.ts';
import type { Captain, Cell } from '../../../model/state.ts';
import { captainAt, emit } from '../../../rules/effects.ts';
import { captainOf, phaseGuard } from '../../../rules/guards.ts';
import { freeCells } from '../../../rules/hold.ts';
import type { Query, Rule } from '../../../rules/rule.ts';
import { spotsIn } from '../cargo.ts';

/** Free cells, counting those the moving Relic leaves. */
function roomFor(q: Query, captain: Captain, from: Cell): Cell[] {
  const relic = captain.hold.cargo.find((c) => c.kind === 'relic' && sameCell(c.at, from));
  if (relic?.kind !== 'relic') return [];
  return [...freeCells(q.content, captain), ...relicCells(relic.at, relic.turns)];
}

export const moveRelic: Rule<'MoveRelic'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    const captain = captainOf(q);
    return captain.hold.cargo.flatMap((c) =>
      c.kind !== 'relic'
        ? []
        : spotsIn(roomFor(q, captain, c.at))
            .filter((s) => !(sameCell(s.at, c.at) && s.turns === c.turns))
            .map((s) => ({
              type: 'MoveRelic' as const,
              from: [c.at[0], c.at[1]] as Cell,
              to: s.at,
              turns: s.turns,
            })),
    );
  },
  check(q, { from, to, turns }) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    const room = roomFor(q, captain, from);
    if (room.length === 0)
      return { code: 'NoRelicThere', message: 'No Relic starts at that hold space.' };
    if (!spotsIn(room).some((s) => sameCell(s.at, to) && s.turns === turns))
      return {
        code: 'CellNotFree',
        message: 'A Relic needs 2 side-by-side empty, undamaged spaces of your hold.',
      };
    return undefined;
  },
  run(ctx, { from, to, turns }) {
    const captain = captainAt(ctx, ctx.seat);
    captain.hold.cargo = captain.hold.cargo.map((c) =>
      c.kind === 'relic' && sameCell(c.at, from)
        ? { kind: 'relic', relic: c.relic, at: [to[0], to[1]], turns }
        : c,
    );
    emit(ctx, {
      type: 'RelicMoved',
      seat: ctx.seat,
      from: [from[0], from[1]],
      to: [to[0], to[1]],
      turns,
    });
  },
};
