/** The games played (XC-CAMP-09): goal, result, Fame against the NPCs, score and the upgrade after. */
import type { CampaignRecord } from '@drift/xia';
import { TRACK_TEXT } from './tracks.ts';
import { day, goalName, signed } from './words.ts';

export function GamesTable({ record }: { record: CampaignRecord }) {
  if (record.games.length === 0)
    return <p className="hint">No game played yet. Each game adds its score here.</p>;
  return (
    <table className="games">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Goal</th>
          <th scope="col">Result</th>
          <th scope="col" title="Your Fame – the NPCs' Fame">
            Fame
          </th>
          <th scope="col">Score</th>
          <th scope="col">Upgrade</th>
          <th scope="col">Played</th>
        </tr>
      </thead>
      <tbody>
        {record.games.map((g, i) => {
          const result = !g.won ? 'Lost' : g.goalMet ? 'Won, goal met' : 'Won, goal missed';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a game is its place in the series.
            <tr key={i} data-game={i + 1} className={g.won && g.goalMet ? 'is-won' : 'is-lost'}>
              <td>{i + 1}</td>
              <td>{g.goal === null ? 'None chosen' : goalName(g.goal)}</td>
              <td title={g.reasons?.join(' ')}>
                {result}
                {g.reasons && g.reasons.length > 0 && (
                  <span className="games__why">{g.reasons.join(' ')}</span>
                )}
              </td>
              <td>
                {g.fame}–{g.npcFame}
              </td>
              <td className="games__score">{signed(g.score)}</td>
              <td>
                {g.upgrade
                  ? `${TRACK_TEXT[g.upgrade.track].name} ${['I', 'II', 'III'][g.upgrade.tier - 1]}`
                  : '—'}
              </td>
              <td>{day(g.at)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
