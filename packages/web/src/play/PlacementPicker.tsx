/**
 * Where an outfit goes in the hold: its turns, and the cell its corner sits on. The hold is
 * drawn with the outfit already there, so the player sees the result before paying.
 */
import type { CaptainView, Cell, Content, PlacedOutfit } from '@drift/xia';
import { useMemo, useState } from 'react';
import { Segmented } from '../app/Segmented.tsx';
import { seatColour } from '../look/palette.ts';
import { HoldGrid } from '../mat/HoldGrid.tsx';
import { cellKey, holdModel } from '../mat/holdModel.ts';
import { cellText } from './words.ts';

export interface Placement {
  readonly at: Cell;
  readonly turns: 0 | 1 | 2 | 3;
}

const TURN_WORDS = [
  'as printed',
  'turned a quarter right',
  'turned upside down',
  'turned a quarter left',
];

export function usePlacement(placements: readonly Placement[]) {
  const [chosen, setChosen] = useState<Placement | null>(placements[0] ?? null);
  const current =
    chosen &&
    placements.find((p) => p.turns === chosen.turns && cellKey(p.at) === cellKey(chosen.at))
      ? chosen
      : (placements[0] ?? null);
  return { current, choose: setChosen };
}

export function PlacementPicker({
  me,
  content,
  kind,
  uid,
  placements,
  current,
  onChoose,
}: {
  me: CaptainView;
  content: Content;
  kind: string;
  /** The outfit being moved (null: a new one). */
  uid: number | null;
  placements: readonly Placement[];
  current: Placement | null;
  onChoose: (p: Placement) => void;
}) {
  const turns = [...new Set(placements.map((p) => p.turns))].sort();
  const preview = useMemo(() => {
    if (!current) return me;
    const placed: PlacedOutfit = { uid: uid ?? -1, kind, at: current.at, turns: current.turns };
    const outfits =
      uid === null
        ? [...me.hold.outfits, placed]
        : me.hold.outfits.map((o) => (o.uid === uid ? placed : o));
    return { ...me, hold: { ...me.hold, outfits } };
  }, [me, kind, uid, current]);
  const hold = useMemo(() => holdModel(preview, content), [preview, content]);
  const anchors = useMemo(
    () => new Set(placements.filter((p) => p.turns === current?.turns).map((p) => cellKey(p.at))),
    [placements, current],
  );
  const name = content.outfit(kind).name;
  return (
    <div className="placement">
      <Segmented
        small
        label="Which way it faces"
        options={turns.map((t) => ({ value: t, text: TURN_WORDS[t] ?? '' }))}
        value={current?.turns ?? null}
        onChange={(t) => {
          const first = placements.find((p) => p.turns === t);
          if (first) onChoose(first);
        }}
      />
      <HoldGrid
        hold={hold}
        seatColour={seatColour(me.seat)}
        highlighted={anchors}
        highlightLabel={`Put the ${name}'s corner here`}
        onCellActivate={(at) => {
          const p = placements.find(
            (x) => x.turns === current?.turns && cellKey(x.at) === cellKey(at),
          );
          if (p) onChoose(p);
        }}
      />
      <p className="hint">
        {current
          ? `The ${name} sits with its corner at ${cellText(current.at)}, ${TURN_WORDS[current.turns]}. Click another marked space to shift it.`
          : 'It does not fit anywhere.'}
      </p>
    </div>
  );
}
