/** What the table helper says: phases, setup steps, ledger entries, in the rulebook's words. */
import {
  type AceGame,
  type AcePhase,
  type AceSetup,
  OBSTACLES_PER_PLAYER,
  parseAceCommand,
  type SetupPoint,
} from '@drift/formats';

export const PHASE_NAMES: Readonly<Record<AcePhase, string>> = {
  planning: 'Planning phase',
  activation: 'Activation phase',
  combat: 'Combat phase',
  end: 'End Phase',
};

/** The button that closes a phase. */
export const ADVANCE_WORDS: Readonly<Record<AcePhase, string>> = {
  planning: 'Dials set: on to Activation',
  activation: 'All ships moved: on to Combat',
  combat: 'All ships fired: on to the End Phase',
  end: 'End Phase done: total the round',
};

/** What the table does in a phase. */
export const PHASE_HINTS: Readonly<Record<AcePhase, string>> = {
  planning: 'Everyone sets a maneuver dial.',
  activation:
    'Lowest pilot skill first; equal skill in initiative order. Enter damage from bombs or collisions here.',
  combat:
    'Highest pilot skill first; equal skill in initiative order. Enter each attack that removed a shield or dealt damage.',
  end: 'Clean up; the round is totalled when the End Phase is done.',
};

const CORNER_NAMES: Readonly<Record<string, string>> = {
  nw: 'north-west corner',
  ne: 'north-east corner',
  se: 'south-east corner',
  sw: 'south-west corner',
};

export function pointText(point: SetupPoint): string {
  return 'corner' in point
    ? `the ${CORNER_NAMES[point.corner]}`
    : `${point.cm} cm along the ${point.edge} edge`;
}

export interface ChecklistItem {
  readonly key: string;
  readonly text: string;
  readonly state: 'done' | 'now' | 'todo';
}

/** Every setup step in order (XW-AOA-10..13), each done, now or still to do. */
export function setupChecklist(setup: AceSetup): readonly ChecklistItem[] {
  const n = setup.order.length;
  const items: { key: string; text: string; done: boolean }[] = [];
  setup.order.forEach((player, i) => {
    const chosen = setup.points[i];
    const take = i < 4 ? 'a corner' : 'an edge point beyond Range 3 of every setup area';
    items.push({
      key: `point-${i}`,
      text: chosen
        ? `${player} set up at ${pointText(chosen.point)}`
        : `${player} chooses a setup point: ${take}`,
      done: chosen !== undefined,
    });
  });
  for (let pass = 1; pass <= OBSTACLES_PER_PLAYER; pass++) {
    setup.order.forEach((player, i) => {
      const at = (pass - 1) * n + i;
      const done = at < setup.obstacles.length;
      items.push({
        key: `obstacle-${at}`,
        text: done
          ? `${player} placed obstacle ${pass} of ${OBSTACLES_PER_PLAYER}`
          : `${player} places obstacle ${pass} of ${OBSTACLES_PER_PLAYER} (beyond Range 2 of every setup point)`,
        done,
      });
    });
  }
  setup.order.forEach((player, i) => {
    const wing = setup.wingmen.includes(player) ? ' with the Wingman' : '';
    const done = i < setup.shipsPlaced.length;
    items.push({
      key: `ships-${i}`,
      text: done
        ? `${player} placed the ship${wing}`
        : `${player} places the ship${wing} within Range 2 of the setup point, beyond Range 3 of other ships`,
      done,
    });
  });
  items.push({
    key: 'prepare',
    text: setup.prepared
      ? 'Shields activated, components ready'
      : 'Everyone activates shields and readies components',
    done: setup.prepared,
  });
  const now = items.findIndex((x) => !x.done);
  return items.map((x, i) => ({
    key: x.key,
    text: x.text,
    state: x.done ? 'done' : i === now ? 'now' : 'todo',
  }));
}

function shipText(game: AceGame, id: string): string {
  const ship = game.ships.find((s) => s.id === id);
  return ship ? `${ship.name} (${ship.player})` : id;
}

/** One ledger entry in words, for the undo button. */
export function entryText(entry: unknown, game: AceGame): string {
  const read = parseAceCommand(entry);
  if (!read.ok) return 'an unreadable entry';
  const c = read.value;
  switch (c.type) {
    case 'damage': {
      const parts = [
        c.shields > 0 ? `${c.shields} shield${c.shields === 1 ? '' : 's'}` : '',
        c.hull > 0 ? `${c.hull} damage` : '',
      ].filter(Boolean);
      return `${shipText(game, c.attacker)} damaged ${shipText(game, c.target)} (${parts.join(', ')})`;
    }
    case 'kill':
      return c.attacker === null
        ? `${shipText(game, c.target)} destroyed by no player`
        : `${shipText(game, c.attacker)} destroyed ${shipText(game, c.target)}`;
    case 'respawn':
      return `${c.player}'s respawn`;
    case 'advance':
      return 'the end of a phase';
    case 'tie-break':
      return `${c.winner} winning the ${c.by === 'duel' ? 'duel' : 'Final Salvo'}`;
  }
}
