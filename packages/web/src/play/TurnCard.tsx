/** Whose turn it is and what happens now, in a line or two; the server's refusals show here. */
import type { PromptView, XiaView } from '@drift/xia';
import { captainName } from '@drift/xia';
import { seatColour } from '../look/palette.ts';
import type { Rejection } from '../store/match.ts';

const PHASE_WORDS = {
  Action: 'Action Phase: move and act',
  Business: 'Business Phase: spend at a planet',
  Status: 'Status Phase: arm markers',
} as const;

export function promptWhy(p: PromptView): string {
  switch (p.kind) {
    case 'PlaceSector':
      return 'lays a newly found sector';
    case 'ShieldHazard':
      return 'decides on shields against a hazard';
    case 'PlaceDamage':
      return 'places damage on the hold';
    case 'ChooseSpawn':
      return 'chooses a Spawn Point';
    case 'KeepMission':
      return 'chooses a mission to keep';
    case 'Defend':
      return 'defends against an attack';
    case 'RearmShields':
      return 'decides whether to re-arm shields';
    case 'ArmAfterRescue':
      return 'arms markers after a rescue';
    case 'UseExperience':
      return 'decides whether to roll again';
    case 'CaptainInNeed':
      return 'decides whether to take a captain in need aboard';
    case 'TradeTokens':
      return 'trades in two exploration tokens';
    case 'SiftReward':
      return 'chooses a sifted Relic’s reward';
    case 'ShedMissions':
      return 'discards missions down to what the ship may hold';
    case 'RedrawBehaviour':
      return 'decides whether the destroyed NPC draws a new behaviour';
    case 'ChooseGoal':
      return 'chooses the campaign goal to attempt';
    case 'SeatNpc':
      return 'seats an arriving NPC';
    case 'ChooseExpanse':
      return 'chooses where the System Expanse reveals a sector';
  }
}

/** What the seat that must act is doing, as a phrase after its name. */
export function actingWhy(view: XiaView): { seat: number; doing: string } {
  const top = view.prompts[view.prompts.length - 1];
  if (top) return { seat: top.seat, doing: promptWhy(top) };
  switch (view.stage) {
    case 'choosingShips':
      return { seat: view.turn.seat, doing: 'chooses a ship' };
    case 'outfitting':
      return { seat: view.turn.seat, doing: 'buys outfits' };
    case 'finished':
      return { seat: view.turn.seat, doing: 'has finished' };
    case 'playing':
      return {
        seat: view.turn.seat,
        doing:
          view.turn.phase === 'Action'
            ? 'is taking actions'
            : view.turn.phase === 'Business'
              ? 'is doing business'
              : 'is arming markers',
      };
  }
}

export function TurnCard({
  view,
  seat,
  canAct,
  who,
  rejection,
  onDismiss,
}: {
  view: XiaView;
  /** The seat on screen (null: a spectator). */
  seat: number | null;
  canAct: boolean;
  who: (seat: number) => string;
  rejection: Rejection | null;
  onDismiss: () => void;
}) {
  const acting = actingWhy(view);
  const mine = seat !== null && acting.seat === seat;
  const stage =
    view.stage === 'choosingShips'
      ? 'Setup: choosing ships'
      : view.stage === 'outfitting'
        ? 'Setup: outfitting'
        : view.stage === 'finished'
          ? 'The match is over'
          : `Turn ${view.turn.number} · ${PHASE_WORDS[view.turn.phase]}`;
  const name = who(acting.seat);
  return (
    <section
      className="turn-card"
      style={{ '--seat': seatColour(acting.seat) } as React.CSSProperties}
      aria-live="polite"
    >
      <div className="turn-card__stage">{stage}</div>
      {view.stage !== 'finished' && (
        <div className="turn-card__who">
          <span className="seat-badge">{acting.seat + 1}</span>
          {mine ? (
            <span>
              <strong>Your move</strong>
              {canAct ? '' : '…'}
            </span>
          ) : (
            <span>
              <strong>{captainName(acting.seat)}</strong>
              {name ? ` (${name})` : ''} {acting.doing}
            </span>
          )}
        </div>
      )}
      {rejection && (
        <div className="refusal" role="alert" data-refusal={rejection.code}>
          <span>
            <strong>Not allowed:</strong> {rejection.message}
          </span>
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={onDismiss}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      )}
    </section>
  );
}
