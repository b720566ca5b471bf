/**
 * The victory screen: who won and how, the game's length, each captain's Fame by source (a bar
 * and the numbers), the Fame race turn by turn, a few figures per captain and the key moments.
 *
 * A solo game is told against the NPCs (XS-END-*): who won and by how much (or that the player
 * conceded), the NPCs' Fame by source as one more row, their line in the race; a campaign game
 * adds its goal's verdict (XC-CAMP-06, XC-CAMP-07).
 *
 * Props: `events` (the viewer's events of the whole game, oldest first), `content`, `view` (the
 * final view: captains, Fame target, board and viewer), `actions` (the shell's buttons, e.g.
 * "Back to the lobby" and "Watch the replay", shown under the title).
 */
import type { Content, XiaEvent, XiaView } from '@drift/xia';
import { type ReactNode, useId, useMemo } from 'react';
import { viewNamer } from '../log/names.ts';
import { count } from '../look/format.ts';
import { seatColour } from '../look/palette.ts';
import { FameRace } from './FameRace.tsx';
import { GoalVerdict, NpcRow } from './SoloEnd.tsx';
import { NPC_SOURCES, soloHeadline, soloStory } from './solo.ts';
import { type CaptainStory, tellStory } from './story.ts';
import { FAME_SOURCES } from './words.ts';
import './story.css';

export type VictoryView = Pick<XiaView, 'captains' | 'fameTarget' | 'viewer' | 'winner'> &
  Partial<Pick<XiaView, 'solo'>>;

export interface VictoryScreenProps {
  readonly events: readonly XiaEvent[];
  readonly content: Content;
  readonly view: VictoryView;
  readonly actions?: ReactNode;
}

const MOMENT_ICON = {
  win: '★',
  title: '♛',
  mission: '✔',
  lead: '▲',
  kill: '✖',
  npc: '✖',
  reveal: '☆',
  npcFame: '◆',
} as const;

function Bar({ c, top }: { c: CaptainStory; top: number }) {
  return (
    <span className="fame-bar" aria-hidden="true">
      {FAME_SOURCES.map(({ source, colour }) => {
        const n = c.bySource[source] ?? 0;
        return n > 0 ? (
          <span
            key={source}
            className="fame-bar__part"
            style={{ width: `${(n / top) * 100}%`, background: colour }}
          >
            {n}
          </span>
        ) : null;
      })}
      {c.unaccounted > 0 && (
        <span
          className="fame-bar__part fame-bar__part--other"
          style={{ width: `${(c.unaccounted / top) * 100}%` }}
        >
          {c.unaccounted}
        </span>
      )}
    </span>
  );
}

export function VictoryScreen({ events, content, view, actions }: VictoryScreenProps) {
  const id = useId();
  const names = useMemo(() => viewNamer(content, view.captains), [content, view.captains]);
  const story = useMemo(
    () =>
      tellStory({
        events,
        fame: view.captains.map((c) => c.fame),
        names,
      }),
    [events, view.captains, names],
  );
  const npcFame = view.solo?.npcFame;
  const solo = useMemo(
    () => (npcFame === undefined ? null : soloStory(events, npcFame)),
    [events, npcFame],
  );
  const me = typeof view.viewer === 'object' ? view.viewer.seat : null;
  const winner = view.winner ?? story.winner;
  const top = Math.max(view.fameTarget, npcFame ?? 0, ...story.captains.map((c) => c.fame));
  const used = FAME_SOURCES.filter(({ source }) =>
    story.captains.some((c) => (c.bySource[source] ?? 0) > 0),
  );
  const winnerFame = view.captains.find((c) => c.seat === winner)?.fame ?? 0;
  const player = view.captains[0];
  const headline = solo
    ? soloHeadline(solo, winner === 0, player?.fame ?? 0, names.captain(0))
    : null;
  const lost = solo !== null && winner === null;
  return (
    <section
      className={`victory${lost ? ' victory--lost' : ''}`}
      aria-labelledby={`${id}-title`}
      data-outcome={solo ? (lost ? (solo.lost ?? 'lost') : 'won') : undefined}
    >
      <header className="victory__hero">
        <span className="victory__star" aria-hidden="true">
          {lost ? '◆' : '★'}
        </span>
        <div>
          <h2 className="victory__title" id={`${id}-title`}>
            {headline
              ? headline.title
              : winner === null
                ? 'The game is over'
                : winner === me
                  ? `You win, ${names.captain(winner)}!`
                  : `${names.captain(winner)} wins!`}
          </h2>
          <p className="victory__sub">
            {headline
              ? `${headline.sub} (target ${view.fameTarget}) · ${count(story.turns, 'round')}`
              : `${winner !== null ? `${winnerFame} Fame (target ${view.fameTarget}) · ` : ''}${story.turns} turns, ${story.rounds} rounds`}
          </p>
        </div>
        {actions && <div className="victory__actions">{actions}</div>}
      </header>
      {solo?.goal && <GoalVerdict settled={solo.goal} />}
      <div className="victory__body">
        <div className="victory__main">
          <h3 className="victory__h">Fame by source</h3>
          <ul className="victory-standings__legend" aria-hidden="true">
            {used.map((s) => (
              <li key={s.source}>
                <span className="victory-standings__swatch" style={{ background: s.colour }} />
                {s.word}
              </li>
            ))}
            {solo &&
              NPC_SOURCES.filter(({ source }) => (solo.bySource[source] ?? 0) > 0).map((s) => (
                <li key={`npc-${s.source}`}>
                  <span className="victory-standings__swatch" style={{ background: s.colour }} />
                  NPCs: {s.word.toLowerCase()}
                </li>
              ))}
            {story.captains.some((c) => c.unaccounted > 0) && (
              <li>
                <span className="victory-standings__swatch fame-bar__part--other" />
                Before this log
              </li>
            )}
          </ul>
          <table className="victory-standings">
            <thead>
              <tr>
                <th scope="col">Captain</th>
                <th scope="col" className="victory-standings__num">
                  Fame
                </th>
                <th scope="col">Where it came from</th>
              </tr>
            </thead>
            <tbody>
              {solo && lost && <NpcRow solo={solo} top={top} winner />}
              {story.captains.map((c) => (
                <tr
                  key={c.seat}
                  data-seat={c.seat}
                  className={c.seat === winner ? 'victory-standings__winner' : undefined}
                >
                  <th scope="row">
                    <span className="victory-standings__who">
                      <span
                        className="victory-standings__badge"
                        style={{ background: seatColour(c.seat) }}
                      >
                        {c.seat + 1}
                      </span>
                      <span>
                        {names.captain(c.seat)}
                        {c.seat === me ? ' (you)' : ''}
                        <span className="victory-standings__stats">
                          {c.kills} {c.kills === 1 ? 'kill' : 'kills'} · destroyed {c.losses}{' '}
                          {c.losses === 1 ? 'time' : 'times'} · {c.sectors} sectors · {c.missions}{' '}
                          {c.missions === 1 ? 'mission' : 'missions'}
                        </span>
                      </span>
                    </span>
                  </th>
                  <td className="victory-standings__num victory-standings__fame" data-fame={c.fame}>
                    {c.fame}
                  </td>
                  <td className="victory-standings__bar">
                    <Bar c={c} top={top} />
                    <span className="victory-standings__sources">
                      {used.map((s) => {
                        const n = c.bySource[s.source] ?? 0;
                        return n > 0 ? (
                          <span key={s.source} data-source={s.source}>
                            {s.word} {n}
                          </span>
                        ) : null;
                      })}
                      {c.unaccounted > 0 && (
                        <span data-source="unaccounted">Before this log {c.unaccounted}</span>
                      )}
                      {c.fame === 0 && <span>No Fame</span>}
                    </span>
                  </td>
                </tr>
              ))}
              {solo && !lost && <NpcRow solo={solo} top={top} winner={false} />}
            </tbody>
          </table>
          <h3 className="victory__h">The race</h3>
          <FameRace
            race={story.race}
            turns={story.turns}
            fameTarget={view.fameTarget}
            {...(solo ? { npcs: solo.race } : {})}
          />
        </div>
        <aside className="victory__moments" aria-labelledby={`${id}-moments`}>
          <h3 className="victory__h" id={`${id}-moments`}>
            Key moments
          </h3>
          <ol className="victory-moments">
            {story.moments.map((m, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the story never reorders.
                key={i}
                className={`victory-moment victory-moment--${m.kind}`}
                data-kind={m.kind}
              >
                <span className="victory-moment__turn">
                  {m.turn === null ? 'Setup' : `Turn ${m.turn}`}
                </span>
                <span
                  className="victory-moment__icon"
                  aria-hidden="true"
                  style={m.seat === null ? undefined : { color: seatColour(m.seat) }}
                >
                  {MOMENT_ICON[m.kind]}
                </span>
                <span className="victory-moment__text">{m.text}</span>
              </li>
            ))}
          </ol>
          {story.moments.length === 0 && <p className="victory-moments__none">A quiet game.</p>}
        </aside>
      </div>
    </section>
  );
}
