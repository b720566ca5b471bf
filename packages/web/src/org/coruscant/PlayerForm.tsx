/** One player of a new campaign: name, CSW colour and faction, fleet side, five squads, obstacles. */
import type { CampaignObstacleKind, CswColour, CswFaction, Side } from '@drift/formats';
import {
  type FieldKey,
  factionsFor,
  type PlayerDraft,
  type PlayMode,
  SQUAD_NUMBERS,
  teamOfColour,
  withColour,
} from './draft.ts';
import { Field, Why } from './Field.tsx';
import { SquadEditor } from './SquadEditor.tsx';
import {
  COLOUR_CSS,
  COLOUR_NAME,
  COLOURS,
  CSW_FACTIONS,
  FACTION_NAME,
  OBSTACLE_KIND,
  SIDE_NAME,
  SIDES,
} from './words.ts';

const POOL = 6;

export function PlayerForm({
  index,
  player,
  mode,
  problemAt,
  onChange,
  onRemove,
}: {
  index: number;
  player: PlayerDraft;
  mode: PlayMode;
  problemAt: (key: FieldKey) => string | null;
  onChange: (player: PlayerDraft) => void;
  onRemove?: (() => void) | undefined;
}) {
  const at = (f: string) => problemAt(`p${index}.${f}` as FieldKey);
  const team = teamOfColour(mode, player.colour);
  const allowed = factionsFor(mode, player.colour);
  const pool = player.obstacles.reduce((n, o) => n + (o.kind === 'epic' ? 3 : 1), 0);
  const setObstacle = (i: number, kind: CampaignObstacleKind, name: string) =>
    onChange({
      ...player,
      obstacles: player.obstacles.map((o, j) => (j === i ? { kind, name } : o)),
    });
  return (
    <section
      className="panel cc-player"
      data-player-form={index}
      style={{ '--meeple': COLOUR_CSS[player.colour] } as React.CSSProperties}
      aria-labelledby={`cc-player-${index}`}
    >
      <header className="cc-player__head">
        <span className="cc-meeple" aria-hidden="true" />
        <h3 id={`cc-player-${index}`}>{player.name.trim() || `Player ${index + 1}`}</h3>
        {team && <span className="cc-chip">Team {team}</span>}
        {onRemove && (
          <button type="button" className="btn btn--quiet btn--small" onClick={onRemove}>
            Remove player
          </button>
        )}
      </header>
      <div className="cc-player__who">
        <Field label="Name" problem={at('name')}>
          <input
            value={player.name}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => onChange({ ...player, name: e.target.value })}
          />
        </Field>
        <Field label="CSW colour" problem={at('colour')}>
          <select
            value={player.colour}
            onChange={(e) => onChange(withColour(player, e.target.value as CswColour))}
          >
            {COLOURS.map((c) => (
              <option key={c} value={c}>
                {COLOUR_NAME[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="CSW faction"
          problem={at('faction')}
          hint={
            mode === 'individual'
              ? undefined
              : `Team ${team}: ${allowed.map((f) => FACTION_NAME[f]).join(' or ')}`
          }
        >
          <select
            value={player.cswFaction}
            onChange={(e) => onChange({ ...player, cswFaction: e.target.value as CswFaction })}
          >
            {CSW_FACTIONS.map((f) => (
              <option key={f} value={f}>
                {FACTION_NAME[f]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Fleet side" problem={at('side')}>
          <select
            value={player.side}
            onChange={(e) => onChange({ ...player, side: e.target.value as Side })}
          >
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {SIDE_NAME[s]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <h4 className="cc-sub">Fleet: five numbered squads</h4>
      <p className="hint">
        One squad of 125 points for the large meeple, four of 100. Paste each squad’s XWS or pick
        pilots; a unique card appears once in a fleet
        {mode === 'individual' ? '' : ' (once in a team)'}.
      </p>
      <Why problem={at('fleet')} />
      <div className="cc-fleet">
        {SQUAD_NUMBERS.map((n) => (
          <SquadEditor
            key={n}
            number={n}
            large={player.large === n}
            side={player.side}
            squad={player.squads[n - 1] ?? { ships: [], xws: '' }}
            problem={problemAt(`p${index}.squad${n}`)}
            onLarge={() => onChange({ ...player, large: n })}
            onChange={(s) =>
              onChange({ ...player, squads: player.squads.map((x, j) => (j === n - 1 ? s : x)) })
            }
          />
        ))}
      </div>
      <h4 className="cc-sub">
        Obstacle pool{' '}
        <span className={`cc-points${pool > POOL ? ' is-over' : ''}`}>
          {pool} / {POOL}
        </span>
      </h4>
      <Why problem={at('obstacles')} />
      <ul className="cc-obstacles">
        {player.obstacles.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an obstacle is its place in the pool.
          <li key={`${i}-${o.kind}`}>
            <select
              aria-label={`Obstacle ${i + 1} kind`}
              value={o.kind}
              onChange={(e) => setObstacle(i, e.target.value as CampaignObstacleKind, o.name)}
            >
              {(Object.keys(OBSTACLE_KIND) as CampaignObstacleKind[]).map((k) => (
                <option key={k} value={k}>
                  {OBSTACLE_KIND[k]}
                </option>
              ))}
            </select>
            <input
              aria-label={`Obstacle ${i + 1} name`}
              value={o.name}
              maxLength={40}
              onChange={(e) => setObstacle(i, o.kind, e.target.value)}
            />
            <button
              type="button"
              className="btn btn--quiet btn--small"
              aria-label={`Remove obstacle ${i + 1}`}
              onClick={() =>
                onChange({ ...player, obstacles: player.obstacles.filter((_, j) => j !== i) })
              }
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--small"
        disabled={pool >= POOL}
        onClick={() =>
          onChange({
            ...player,
            obstacles: [
              ...player.obstacles,
              { kind: 'asteroid', name: `Asteroid ${player.obstacles.length + 1}` },
            ],
          })
        }
      >
        Add an obstacle
      </button>
    </section>
  );
}
