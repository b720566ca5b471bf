/**
 * A squad as a plain-text list that {@link readSquadText} reads back to the same squad: names
 * as printed where they are clear, XWS ids where a name is shared, the ship and costs given.
 */
import { pilotById, shipByXws, upgradeById } from '../cards/catalog.ts';
import type { PilotCard, Side, UpgradeCard } from '../cards/types.ts';
import type { Squad, SquadPilot } from './model.ts';
import { objectiveNamed } from './objectives.ts';
import { squadPoints } from './points.ts';
import { SENATORS_SHUTTLE } from './shuttle.ts';
import { type Fit, readPilotWords, settlePilot, settleUpgrade } from './text-resolve.ts';

const cost = (points: number | null) => (points === null ? '' : ` (${points})`);

function pilotWords(card: PilotCard, side: Side): string {
  const ship = shipByXws(card.ship);
  const shipWord = ship === undefined || ship.name.includes('(') ? card.ship : ship.name;
  for (const label of [card.name, card.xws]) {
    const text = `${label} (${shipWord})${cost(card.points)}`;
    const written = readPilotWords(text);
    if ('word' in written) continue;
    const settled = settlePilot(written, side);
    if ('card' in settled && settled.card.id === card.id) return text;
  }
  return `${card.xws} (${card.ship})${cost(card.points)}`;
}

function upgradeWords(card: UpgradeCard, fit: Fit): string {
  for (const label of [card.name, card.xws]) {
    const text = `${label} (${card.points})`;
    const settled = settleUpgrade(text, fit);
    if ('card' in settled && settled.card.id === card.id) return text;
  }
  return `${card.xws} (${card.points})`;
}

function known<T>(ids: readonly number[], find: (id: number) => T | undefined): T[] {
  return ids.flatMap((id) => {
    const card = find(id);
    return card === undefined ? [] : [card];
  });
}

function shipLine(entry: SquadPilot, side: Side): string | undefined {
  const card = pilotById(entry.pilot);
  if (card === undefined) return undefined;
  const ups = known(entry.upgrades, upgradeById);
  const granted = ups.flatMap((u) => u.grantsSlots ?? []);
  const fit: Fit = {
    slots: [...card.slots, 'Title', 'Modification', ...granted],
    ship: card.ship,
    size: shipByXws(card.ship)?.size ?? 'small',
    side,
  };
  return [pilotWords(card, side), ...ups.map((u) => upgradeWords(u, fit))].join(' + ');
}

/** The squad as text lines; cards missing from the data are left out. */
export function squadText(squad: Squad): string {
  const lines: string[] = [];
  if (squad.name !== '') lines.push(`Name: ${squad.name}`);
  lines.push(`Faction: ${squad.side}`);
  const aoa = squad.aceOfAces;
  for (const [i, entry] of squad.pilots.entries()) {
    const line = shipLine(entry, squad.side);
    if (line === undefined) continue;
    const role = aoa?.primary === i ? 'Primary: ' : aoa?.wingman === i ? 'Wingman: ' : '';
    lines.push(`${role}${line}`);
  }
  if (aoa !== undefined) {
    const alternates = known(aoa.alternates, pilotById).map((p) => pilotWords(p, squad.side));
    lines.push(`Alternates: ${alternates.join(', ')}`.trimEnd());
  }
  if (squad.shuttle !== undefined) {
    const fit: Fit = {
      slots: SENATORS_SHUTTLE.slots,
      size: SENATORS_SHUTTLE.size,
      side: squad.side,
    };
    const ups = known(squad.shuttle.upgrades, upgradeById).map((u) => upgradeWords(u, fit));
    lines.push(`Shuttle: ${ups.join(' + ')}`.trimEnd());
  }
  if (squad.objectives !== undefined)
    lines.push(
      `Objectives: ${squad.objectives.map((o) => objectiveNamed(o)?.name ?? o).join(', ')}`.trimEnd(),
    );
  if (squad.obstacles !== undefined)
    lines.push(`Obstacles: ${squad.obstacles.join(', ')}`.trimEnd());
  const points = squadPoints(squad);
  if (points.ok) lines.push(`Total: ${points.value}`);
  return `${lines.join('\n')}\n`;
}
