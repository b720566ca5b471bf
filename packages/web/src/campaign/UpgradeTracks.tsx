/**
 * The seven upgrade tracks and their tiers (XC-UPG-01): tiers taken lit, the next tier of each
 * track a button while an upgrade is due (XC-CAMP-05), tiers out of reach dimmed.
 */
import { type CampaignRecord, TRACKS, type Track } from '@drift/xia';
import { TRACK_TEXT } from './tracks.ts';

export function UpgradeTracks({
  record,
  due,
  busy,
  onTake,
}: {
  record: CampaignRecord;
  due: boolean;
  busy: boolean;
  onTake: (track: Track) => void;
}) {
  return (
    <ol className="tracks" aria-label="Upgrade tracks">
      {TRACKS.map((track) => {
        const at = record.upgrades[track] ?? 0;
        const text = TRACK_TEXT[track];
        return (
          <li key={track} className="track" data-track={track} data-tier={at}>
            <h4 className="track__name">{text.name}</h4>
            <ol className="track__tiers">
              {text.tiers.map((line, i) => {
                const tier = i + 1;
                const taken = tier <= at;
                const next = tier === at + 1;
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place.
                    key={i}
                    className={`tier${taken ? ' tier--taken' : next ? ' tier--next' : ' tier--later'}`}
                  >
                    <span className="tier__n" aria-hidden="true">
                      {['I', 'II', 'III'][i]}
                    </span>
                    <span className="sr-only">
                      Tier {tier}
                      {taken ? ', taken' : ''}:{' '}
                    </span>
                    <span className="tier__text">{line}</span>
                    {due && next && (
                      <button
                        type="button"
                        className="btn btn--small btn--primary tier__take"
                        disabled={busy}
                        onClick={() => onTake(track)}
                        aria-label={`Take ${text.name} tier ${tier}`}
                      >
                        Take
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}
