/**
 * A campaign game at a glance (XC-CAMP-*): the goal attempted and where each of its special
 * rules stands (kept, broken and why, or a count and how far along), then the upgrades and the
 * rewards of goals completed that this game applies (XC-UPG-*, XC-CAMP-06).
 *
 * Props: `campaign` (the view's campaign part), `options` (the game's campaign options: tiers and
 * rewards), `fameTarget`.
 */
import {
  type CampaignGameOptions,
  type CampaignView,
  goalCard,
  type RuleStatus,
  rewardText,
  TRACKS,
} from '@drift/xia';
import { useId } from 'react';
import { TRACK_TEXT } from '../campaign/tracks.ts';
import './solo.css';

const ROMAN = ['I', 'II', 'III'] as const;

const MODE: Readonly<Record<RuleStatus['mode'], string>> = {
  enforced: 'the rules refuse what would break it',
  watched: 'broken for good the moment it happens',
  atEnd: 'judged when the game ends',
};

/** Where a rule stands, in a word or two, and its mark. */
export function ruleState(r: RuleStatus): { mark: string; word: string } {
  switch (r.status) {
    case 'broken':
      return { mark: '✗', word: `broken: ${r.reason ?? 'broken'}` };
    case 'met':
      return { mark: '✓', word: r.progress ? `${r.progress.have} of ${r.progress.need}` : 'met' };
    case 'short':
      return {
        mark: '…',
        word: r.progress ? `${r.progress.have} of ${r.progress.need} so far` : 'not yet',
      };
    case 'kept':
      return { mark: '✓', word: 'kept so far' };
  }
}

export function CampaignGoal({
  campaign,
  options,
  fameTarget,
}: {
  campaign: CampaignView;
  options: CampaignGameOptions | undefined;
  fameTarget: number;
}) {
  const titleId = useId();
  const goal = campaign.goal ? goalCard(campaign.goal) : null;
  const tracks = TRACKS.flatMap((t) => {
    const tier = options?.upgrades[t];
    return tier ? [{ track: t, tier }] : [];
  });
  const rewards = (options?.rewards ?? []).map((id) => goalCard(id).reward);
  return (
    <section className="panel campaign-goal" aria-labelledby={titleId}>
      <h2 id={titleId} className="campaign-goal__title">
        <span className="campaign-goal__kind">Campaign goal</span>
        {goal ? (
          <>
            {goal.name} <span className="campaign-goal__target">to {fameTarget} Fame</span>
          </>
        ) : (
          'Chosen once setup ends'
        )}
      </h2>
      {campaign.rules.length > 0 && (
        <ul className="campaign-goal__rules">
          {campaign.rules.map((r) => {
            const state = ruleState(r);
            return (
              <li
                key={r.rule}
                className={`campaign-rule campaign-rule--${r.status}`}
                data-rule={r.kind}
                data-status={r.status}
                title={`${r.text} (${MODE[r.mode]})`}
              >
                <span className="campaign-rule__mark" aria-hidden="true">
                  {state.mark}
                </span>
                <span className="campaign-rule__text">{r.text}</span>
                <span className="campaign-rule__state">{state.word}</span>
              </li>
            );
          })}
        </ul>
      )}
      {(tracks.length > 0 || rewards.length > 0) && (
        <p className="campaign-goal__force">
          <span className="campaign-goal__label">In force</span>
          {tracks.map(({ track, tier }) => (
            <span
              key={track}
              className="campaign-chip"
              data-track={track}
              title={TRACK_TEXT[track].tiers.slice(0, tier).join(' ')}
            >
              {TRACK_TEXT[track].name} {ROMAN[tier - 1]}
            </span>
          ))}
          {rewards.map((r) => (
            <span
              key={r.name}
              className="campaign-chip campaign-chip--reward"
              title={rewardText(r.effect)}
            >
              {r.name}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
