/**
 * The solo parts of the end screen: the NPCs as one row of the standings (their shared Fame by
 * source, XS-END-05, XS-NPC-04) and a campaign game's goal verdict (XC-CAMP-06, XC-CAMP-07).
 */
import { goalCard, type XiaEvent } from '@drift/xia';
import { NPC_SOURCES, type SoloStory } from './solo.ts';

export function NpcRow({ solo, top, winner }: { solo: SoloStory; top: number; winner: boolean }) {
  const used = NPC_SOURCES.filter(({ source }) => (solo.bySource[source] ?? 0) > 0);
  return (
    <tr data-npcs="" className={winner ? 'victory-standings__winner' : undefined}>
      <th scope="row">
        <span className="victory-standings__who">
          <span className="victory-standings__badge victory-standings__badge--npcs">
            <span>N</span>
          </span>
          <span>
            The NPCs
            <span className="victory-standings__stats">
              one shared marker for the Merchant, the Enforcer and the Scoundrel
            </span>
          </span>
        </span>
      </th>
      <td className="victory-standings__num victory-standings__fame" data-fame={solo.npcFame}>
        {solo.npcFame}
      </td>
      <td className="victory-standings__bar">
        <span className="fame-bar" aria-hidden="true">
          {used.map(({ source, colour }) => {
            const n = solo.bySource[source] ?? 0;
            return (
              <span
                key={source}
                className="fame-bar__part"
                style={{ width: `${(n / Math.max(1, top)) * 100}%`, background: colour }}
              >
                {n}
              </span>
            );
          })}
          {solo.unaccounted > 0 && (
            <span
              className="fame-bar__part fame-bar__part--other"
              style={{ width: `${(solo.unaccounted / Math.max(1, top)) * 100}%` }}
            >
              {solo.unaccounted}
            </span>
          )}
        </span>
        <span className="victory-standings__sources">
          {used.map(({ source, word }) => (
            <span key={source} data-source={`npc-${source}`}>
              {word} {solo.bySource[source]}
            </span>
          ))}
          {solo.unaccounted > 0 && (
            <span data-source="unaccounted">Before this log {solo.unaccounted}</span>
          )}
          {solo.npcFame === 0 && <span>No Fame</span>}
        </span>
      </td>
    </tr>
  );
}

export function GoalVerdict({ settled }: { settled: Extract<XiaEvent, { type: 'GoalSettled' }> }) {
  const name = settled.goal === null ? null : goalCard(settled.goal).name;
  return (
    <div
      className={`goal-verdict goal-verdict--${settled.met ? 'met' : 'failed'}`}
      data-goal-met={settled.met}
      role="status"
    >
      <strong className="goal-verdict__title">
        {settled.met
          ? `Goal met: ${name}`
          : name === null
            ? 'No goal attempted'
            : `Goal failed: ${name}`}
      </strong>
      <span className="goal-verdict__text">
        {settled.met
          ? 'Its reward is yours for the rest of the campaign.'
          : settled.reasons.join(' ')}
      </span>
    </div>
  );
}
