/**
 * Highlights taken from a seat's legal list, as the app will hand them to the board: the hexes
 * a Step or a gate jump may reach, the ships an attack may target, the Spawn Points a choice may
 * name. The board itself never reads commands.
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import type { Cell, Content, XiaCommand, XiaView } from '@drift/xia';
import { captainName, KILN_INTERIOR, KILN_SELL_SPACE } from '@drift/xia';
import type { Highlight } from './highlight.ts';
import { boardModel } from './model.ts';

/** Reach, target and choice highlights for the commands listed. */
export function highlightsFromLegal(
  legal: readonly XiaCommand[],
  view: Pick<XiaView, 'captains' | 'npcs' | 'turn' | 'board'>,
  content: Content,
): Highlight[] {
  const out = new Map<string, Highlight>();
  const add = (hex: Hex, kind: Highlight['kind'], label: string) => {
    if (!out.has(hexKey(hex))) out.set(hexKey(hex), { hex, kind, label });
  };
  const left = view.turn.movement;
  for (const c of legal) {
    switch (c.type) {
      case 'Step':
        add(c.to, 'reach', `Move here (${left} movement left)`);
        break;
      case 'GateJump':
        add(c.to, 'reach', 'Jump here through the gate (1 movement)');
        break;
      case 'Attack':
      case 'Ram': {
        const t = c.target;
        const at =
          'seat' in t ? view.captains[t.seat]?.at : view.npcs.find((n) => n.id === t.npc)?.at;
        const name =
          'seat' in t ? `${captainName(t.seat)}'s ship` : `the ${content.npc(t.npc).name}`;
        if (at) add(at, 'target', c.type === 'Ram' ? `Ram ${name}` : `Attack ${name}`);
        break;
      }
      // Element E: The Kiln's interior spaces (marked on its card) and the spaces to leave onto.
      case 'DockKiln':
      case 'KilnMove': {
        const h = KILN_INTERIOR[c.space];
        const verb = c.type === 'DockKiln' ? 'Dock with The Kiln on' : 'Move to';
        const sell = c.space === KILN_SELL_SPACE ? ' (Sell for Ember)' : '';
        if (h) add(h, 'reach', `${verb} space ${c.space + 1}${sell} (1 movement)`);
        break;
      }
      case 'UndockKiln':
        add(c.to, 'reach', 'Leave The Kiln onto this space (1 movement)');
        break;
      case 'ChooseSpawn': {
        const model = boardModel(content, view.board.sectors);
        const cell = model.cells.find((x) => x.space?.spawn === c.spawn);
        if (cell) add(cell.hex, 'choice', `Come back at Spawn Point ${c.spawn}`);
        break;
      }
      default:
        break;
    }
  }
  return [...out.values()];
}

/** The Kiln command a marked hex stands for (dock, move inside, leave), if any. */
export function kilnCommandAt(legal: readonly XiaCommand[], hex: Hex): XiaCommand | undefined {
  const k = hexKey(hex);
  return legal.find(
    (c) =>
      ((c.type === 'DockKiln' || c.type === 'KilnMove') &&
        KILN_INTERIOR[c.space] !== undefined &&
        hexKey(KILN_INTERIOR[c.space] as Hex) === k) ||
      (c.type === 'UndockKiln' && hexKey(c.to) === k),
  );
}

/** The hold cells a PlaceDamage answer may name. */
export function damageCells(legal: readonly XiaCommand[]): Cell[] {
  return legal.flatMap((c) => (c.type === 'PlaceDamage' ? [c.at] : []));
}
