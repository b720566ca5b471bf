/**
 * What the organizer and the players record of the map, one form at a time: a tile and the
 * places it opens, a meeple placed or taken off, two features joined, a feature completed (its
 * CSW points, ×10 on the scoreboard) and, with the option, Alderaan destroyed. Each form shows
 * the tracker's refusal beside it.
 */
import type {
  CampaignPlaceKind,
  CoruscantPlayerView,
  CoruscantView,
  CswFaction,
} from '@drift/formats';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Segmented } from '../../app/Segmented.tsx';
import type { Powers } from './can.ts';
import { Field } from './Field.tsx';
import type { Act } from './useCampaign.ts';
import { CSW_FACTIONS, FACTION_NAME, PLACE_KIND } from './words.ts';

type Tab = 'tile' | 'meeple' | 'remove' | 'join' | 'complete' | 'alderaan';

const PREFIX: Readonly<Record<CampaignPlaceKind, string>> = {
  'trade-route': 'r',
  'asteroid-field': 'f',
  planet: 'p',
};

/** A form with its send button and the refusal beside it. */
function Send({
  label,
  act,
  command,
  onSent,
  ready = true,
  children,
}: {
  label: string;
  /** Everything the command needs is chosen. */
  ready?: boolean;
  act: Act;
  command: () => unknown;
  onSent?: () => void;
  children: ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const refused = await act(command());
    setBusy(false);
    setError(refused);
    if (!refused) onSent?.();
  };
  return (
    <form className="cc-form" onSubmit={submit}>
      <div className="cc-form__fields">{children}</div>
      {error && (
        <p className="cc-why" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy || !ready}>
        {busy ? 'Sending…' : label}
      </button>
    </form>
  );
}

function PlayerPick({
  view,
  powers,
  value,
  onChange,
}: {
  view: CoruscantView;
  powers: Powers;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field label="Player">
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {view.players
          .filter((p) => powers.actsFor.includes(p.id))
          .map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
      </select>
    </Field>
  );
}

function PlacePick({
  label,
  places,
  value,
  onChange,
}: {
  label: string;
  places: CoruscantView['places'];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field label={label}>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose…</option>
        {places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.kind === 'planet' ? p.name : `${p.name} (${p.id})`}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface NewPlace {
  readonly kind: CampaignPlaceKind;
  readonly name: string;
  readonly symbol: CswFaction | '';
}

function TileForm({ view, act }: { view: CoruscantView; act: Act }) {
  const [tile, setTile] = useState('');
  const [places, setPlaces] = useState<NewPlace[]>([]);
  const [last, setLast] = useState(false);
  const ids = (() => {
    const taken = new Set(view.places.map((p) => p.id));
    return places.map((p) => {
      let n = view.places.length + 1;
      while (taken.has(`${PREFIX[p.kind]}${n}`)) n++;
      const id = `${PREFIX[p.kind]}${n}`;
      taken.add(id);
      return id;
    });
  })();
  const setPlace = (i: number, change: Partial<NewPlace>) =>
    setPlaces(places.map((p, j) => (j === i ? { ...p, ...change } : p)));
  return (
    <Send
      label={`Record tile ${view.tiles.placed + 1}`}
      act={act}
      command={() => ({
        type: 'PlaceTile',
        tile: tile.trim() || null,
        places: places.map((p, i) => ({
          id: ids[i],
          kind: p.kind,
          name: p.name.trim() || PLACE_KIND[p.kind],
          symbol: p.kind === 'planet' && p.symbol !== '' ? p.symbol : null,
        })),
        last,
      })}
      onSent={() => {
        setTile('');
        setPlaces([]);
        setLast(false);
      }}
    >
      <Field label="Tile (optional)" hint="A name or number to find it again.">
        <input value={tile} maxLength={40} onChange={(e) => setTile(e.target.value)} />
      </Field>
      <div className="cc-newplaces">
        <span className="cc-field__label">Features it starts</span>
        {places.map((p, i) => (
          <div key={ids[i]} className="cc-newplace" data-new-place={i}>
            <select
              aria-label={`Feature ${i + 1}: kind`}
              value={p.kind}
              onChange={(e) => setPlace(i, { kind: e.target.value as CampaignPlaceKind })}
            >
              {(Object.keys(PLACE_KIND) as CampaignPlaceKind[]).map((k) => (
                <option key={k} value={k}>
                  {PLACE_KIND[k]}
                </option>
              ))}
            </select>
            <input
              aria-label={`Feature ${i + 1}: name`}
              placeholder={
                p.kind === 'planet' ? 'Planet name' : `${PLACE_KIND[p.kind]} (${ids[i]})`
              }
              value={p.name}
              maxLength={40}
              onChange={(e) => setPlace(i, { name: e.target.value })}
            />
            {p.kind === 'planet' && (
              <select
                aria-label={`Feature ${i + 1}: faction symbol`}
                value={p.symbol}
                onChange={(e) => setPlace(i, { symbol: e.target.value as CswFaction | '' })}
              >
                <option value="">No faction symbol</option>
                {CSW_FACTIONS.map((f) => (
                  <option key={f} value={f}>
                    {FACTION_NAME[f]} symbol
                  </option>
                ))}
              </select>
            )}
            <button
              type="button"
              className="btn btn--quiet btn--small"
              aria-label={`Remove feature ${i + 1}`}
              onClick={() => setPlaces(places.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn--small"
          disabled={places.length >= 8}
          onClick={() => setPlaces([...places, { kind: 'trade-route', name: '', symbol: '' }])}
        >
          Add a feature
        </button>
      </div>
      <label className="check">
        <input type="checkbox" checked={last} onChange={(e) => setLast(e.target.checked)} />
        <span>This is the last tile</span>
      </label>
    </Send>
  );
}

const available = (p: CoruscantPlayerView) => p.squads.filter((s) => !s.lost && s.place === null);
const onMap = (p: CoruscantPlayerView) => p.squads.filter((s) => s.place !== null);

function MeepleForm({
  view,
  powers,
  act,
  remove,
}: {
  view: CoruscantView;
  powers: Powers;
  act: Act;
  remove: boolean;
}) {
  const [player, setPlayer] = useState(powers.actsFor[0] ?? '');
  const [squad, setSquad] = useState('');
  const [place, setPlace] = useState('');
  const me = view.players.find((p) => p.id === player);
  const squads = me ? (remove ? onMap(me) : available(me)) : [];
  const open = view.places.filter((p) => p.status === 'open');
  return (
    <Send
      label={remove ? 'Take the meeple off' : 'Place the meeple'}
      ready={player !== '' && squad !== '' && (remove || place !== '')}
      act={act}
      command={() =>
        remove
          ? { type: 'RemoveMeeple', player, squad: Number(squad) }
          : { type: 'PlaceMeeple', player, squad: Number(squad), place }
      }
      onSent={() => {
        setSquad('');
        setPlace('');
      }}
    >
      <PlayerPick
        view={view}
        powers={powers}
        value={player}
        onChange={(v) => {
          setPlayer(v);
          setSquad('');
        }}
      />
      <Field label="Squad">
        <select value={squad} onChange={(e) => setSquad(e.target.value)}>
          <option value="">Choose…</option>
          {squads.map((s) => (
            <option key={s.number} value={s.number}>
              Squad {s.number}
              {s.size === 'large' ? ' (large)' : ''}
              {remove && s.place ? ` on ${s.place}` : ''}
            </option>
          ))}
        </select>
      </Field>
      {!remove && <PlacePick label="Place" places={open} value={place} onChange={setPlace} />}
      {remove && (
        <p className="hint cc-form__note">
          A meeple taken off by choice never returns to that place.
        </p>
      )}
    </Send>
  );
}

function JoinForm({ view, act }: { view: CoruscantView; act: Act }) {
  const [into, setInto] = useState('');
  const [from, setFrom] = useState('');
  const open = view.places.filter((p) => p.status === 'open' && p.kind !== 'planet');
  return (
    <Send
      label="Join them"
      ready={into !== '' && from !== '' && into !== from}
      act={act}
      command={() => ({ type: 'JoinPlaces', into, from })}
      onSent={() => {
        setInto('');
        setFrom('');
      }}
    >
      <PlacePick label="Into" places={open} value={into} onChange={setInto} />
      <PlacePick label="This one" places={open} value={from} onChange={setFrom} />
    </Send>
  );
}

/** CSW points as counted, and a faction symbol's bonus for that faction only (XW-CC-11, 12). */
export function ScoringFields({
  points,
  symbol,
  bonus,
  onChange,
  label = 'CSW points',
}: {
  points: string;
  symbol: CswFaction | '';
  bonus: string;
  onChange: (v: { points: string; symbol: CswFaction | ''; bonus: string }) => void;
  label?: string;
}) {
  const digits = (t: string) => t.replace(/\D/g, '').slice(0, 4);
  return (
    <>
      <Field label={label} hint="As CSW counts them; the scoreboard shows ×10.">
        <input
          className="cc-num"
          inputMode="numeric"
          value={points}
          onChange={(e) => onChange({ points: digits(e.target.value), symbol, bonus })}
        />
      </Field>
      <Field label="Symbol bonus" hint="Counts only for players of that faction.">
        <select
          value={symbol}
          onChange={(e) => onChange({ points, symbol: e.target.value as CswFaction | '', bonus })}
        >
          <option value="">None</option>
          {CSW_FACTIONS.map((f) => (
            <option key={f} value={f}>
              {FACTION_NAME[f]}
            </option>
          ))}
        </select>
      </Field>
      {symbol !== '' && (
        <Field label={`${FACTION_NAME[symbol]} bonus`}>
          <input
            className="cc-num"
            inputMode="numeric"
            value={bonus}
            onChange={(e) => onChange({ points, symbol, bonus: digits(e.target.value) })}
          />
        </Field>
      )}
    </>
  );
}

export function scoringOf(v: { points: string; symbol: CswFaction | ''; bonus: string }) {
  return {
    points: Number(v.points || 0),
    symbols: v.symbol === '' || !v.bonus ? [] : [{ faction: v.symbol, points: Number(v.bonus) }],
  };
}

function CompleteForm({ view, act }: { view: CoruscantView; act: Act }) {
  const [place, setPlace] = useState('');
  const [score, setScore] = useState({ points: '', symbol: '' as CswFaction | '', bonus: '' });
  const open = view.places.filter((p) => p.status === 'open');
  return (
    <Send
      label="Score the feature"
      ready={place !== ''}
      act={act}
      command={() => ({ type: 'CompleteFeature', place, scoring: scoringOf(score), scorers: null })}
      onSent={() => {
        setPlace('');
        setScore({ points: '', symbol: '', bonus: '' });
      }}
    >
      <PlacePick label="Feature" places={open} value={place} onChange={setPlace} />
      <ScoringFields {...score} onChange={setScore} />
      <p className="hint cc-form__note">
        The players with the most meeples there score it; the meeples go back to the supply.
      </p>
    </Send>
  );
}

function AlderaanForm({ view, powers, act }: { view: CoruscantView; powers: Powers; act: Act }) {
  const [player, setPlayer] = useState(powers.actsFor[0] ?? '');
  const [tiles, setTiles] = useState('0');
  const alderaan = view.places.find(
    (p) => p.status === 'open' && p.kind === 'planet' && p.name.toLowerCase() === 'alderaan',
  );
  if (!alderaan) return <p className="hint">Alderaan is not on the map (or is gone).</p>;
  return (
    <Send
      label="Destroy Alderaan"
      act={act}
      command={() => ({
        type: 'DestroyAlderaan',
        player,
        place: alderaan.id,
        adjacentTiles: Number(tiles || 0),
      })}
    >
      <PlayerPick view={view} powers={powers} value={player} onChange={setPlayer} />
      <Field label="Adjacent tiles" hint="20 + 10 for each.">
        <input
          className="cc-num"
          inputMode="numeric"
          value={tiles}
          onChange={(e) => setTiles(e.target.value.replace(/\D/g, '').slice(0, 1))}
        />
      </Field>
    </Send>
  );
}

export function MapForms({ view, powers, act }: { view: CoruscantView; powers: Powers; act: Act }) {
  const [tab, setTab] = useState<Tab>('tile');
  const tabs: { value: Tab; text: string }[] = [
    ...(powers.map && !view.tiles.last ? [{ value: 'tile' as const, text: 'Tile' }] : []),
    { value: 'meeple', text: 'Place a meeple' },
    { value: 'remove', text: 'Take one off' },
    ...(powers.map
      ? [
          { value: 'join' as const, text: 'Join features' },
          { value: 'complete' as const, text: 'Completed feature' },
        ]
      : []),
    ...(view.options.alderaan ? [{ value: 'alderaan' as const, text: 'Alderaan' }] : []),
  ];
  const shown = tabs.some((t) => t.value === tab) ? tab : (tabs[0]?.value ?? 'meeple');
  return (
    <div className="cc-record" data-record={shown}>
      <h3 className="cc-sub">Record</h3>
      <Segmented small label="What to record" options={tabs} value={shown} onChange={setTab} />
      {shown === 'tile' && <TileForm view={view} act={act} />}
      {shown === 'meeple' && (
        <MeepleForm key="place" view={view} powers={powers} act={act} remove={false} />
      )}
      {shown === 'remove' && (
        <MeepleForm key="remove" view={view} powers={powers} act={act} remove />
      )}
      {shown === 'join' && <JoinForm view={view} act={act} />}
      {shown === 'complete' && <CompleteForm view={view} act={act} />}
      {shown === 'alderaan' && <AlderaanForm view={view} powers={powers} act={act} />}
    </div>
  );
}
