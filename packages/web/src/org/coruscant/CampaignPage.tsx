/**
 * A Coruscant campaign's page: who is looking and what waits for them, the winner once decided,
 * the scoreboard, the battles, the map record, the end, each fleet, Hidden Bases, and for the
 * organizer the players' codes and the change log.
 */
import type { CoruscantView } from '@drift/formats';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { BattlesPanel } from './BattlesPanel.tsx';
import { ChangeLog } from './ChangeLog.tsx';
import { powersOf, teamLabel } from './can.ts';
import { EndPanel } from './EndPanel.tsx';
import { FleetsPanel } from './FleetsPanel.tsx';
import { MapPanel } from './MapPanel.tsx';
import { Participants } from './Participants.tsx';
import { Scoreboard } from './Scoreboard.tsx';
import { SecretBases } from './SecretBases.tsx';
import { useCampaign } from './useCampaign.ts';
import { YourPart } from './YourPart.tsx';
import './coruscant.css';

const STATUS: Readonly<Record<CoruscantView['status'], string>> = {
  running: 'Under way',
  'final-battle': 'Final battle due',
  finished: 'Finished',
};

const HOW: Readonly<Record<NonNullable<CoruscantView['winner']>['how'], string>> = {
  points: 'on points',
  'final-battle': 'in the final battle',
  seizure: 'by seizing Coruscant',
  'coruscant-held': 'holding Coruscant at the end',
};

function Winner({ view }: { view: CoruscantView }) {
  const w = view.winner;
  if (!w) return null;
  const names = w.teams.map((t) => teamLabel(view, t));
  return (
    <section className="panel cc-winner-banner" data-winner={w.teams.join(',')} role="status">
      <p className="cc-winner-banner__kicker">The campaign is over</p>
      <h2>
        {names.join(' and ')} win{names.length === 1 && view.play === 'individual' ? 's' : ''}{' '}
        {HOW[w.how]}
      </h2>
      <p>
        {view.standings.map((s) => `${s.rank}. ${teamLabel(view, s.team)} ${s.total}`).join(' · ')}
      </p>
    </section>
  );
}

export function CampaignPage({ id }: { id: string }) {
  const { seen, error, notice, kept, token, act, refreshKept } = useCampaign(id);
  if (!seen)
    return (
      <OrgFrame title="Coruscant campaign" trail={[HUB]}>
        <section className="panel org-card">
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : (
            <p className="hint">Loading the campaign…</p>
          )}
        </section>
      </OrgFrame>
    );
  const view = seen.view;
  const powers = powersOf(seen.as, view);
  return (
    <OrgFrame title={view.name} trail={[HUB]} wide>
      <header className="org-head cc-head">
        <h1>{view.name}</h1>
        <p className="cc-head__meta">
          <span className="cc-chip" data-status={view.status}>
            {STATUS[view.status]}
          </span>{' '}
          Coruscant campaign · {view.players.length} players
          {view.play === 'teams' ? ` in ${view.standings.length} teams` : ''}
        </p>
      </header>
      <YourPart id={id} view={view} powers={powers} />
      {notice && <p className="hint hint--bad">{notice}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Winner view={view} />
      <div className="cc-grid">
        <div className="cc-col">
          <Scoreboard id={id} view={view} powers={powers} act={act} />
          <EndPanel view={view} powers={powers} act={act} />
          <BattlesPanel view={view} powers={powers} act={act} />
          <MapPanel view={view} powers={powers} act={act} />
        </div>
        <div className="cc-col">
          <FleetsPanel view={view} powers={powers} act={act} />
          <SecretBases view={view} powers={powers} act={act} />
          {powers.organizer && token && (
            <Participants id={id} view={view} token={token} kept={kept} onKept={refreshKept} />
          )}
          {powers.organizer && token && (
            <ChangeLog id={id} token={token} view={view} revision={seen.revision} />
          )}
        </div>
      </div>
    </OrgFrame>
  );
}
