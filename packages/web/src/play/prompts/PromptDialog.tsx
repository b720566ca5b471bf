/** The dialog for the decision on top of the stack, when it is this seat's to make. */
import { assertNever } from '@drift/engine';
import { ChooseExpanseDialog } from './ChooseExpanseDialog.tsx';
import { ChooseGoalDialog } from './ChooseGoalDialog.tsx';
import { ChooseSpawnDialog } from './ChooseSpawnDialog.tsx';
import { ArmAfterRescueDialog, RearmShieldsDialog } from './CountDialog.tsx';
import { DefendDialog } from './DefendDialog.tsx';
import { KeepMissionDialog } from './KeepMissionDialog.tsx';
import { PlaceDamageDialog } from './PlaceDamageDialog.tsx';
import { PlaceSectorDialog } from './PlaceSectorDialog.tsx';
import { RedrawBehaviourDialog } from './RedrawBehaviourDialog.tsx';
import { SeatNpcDialog } from './SeatNpcDialog.tsx';
import { ShedMissionsDialog } from './ShedMissionsDialog.tsx';
import { ShieldHazardDialog } from './ShieldHazardDialog.tsx';
import { CaptainInNeedDialog, SiftRewardDialog, TradeTokensDialog } from './TokenDialogs.tsx';
import type { PromptProps } from './types.ts';
import { UseExperienceDialog } from './UseExperienceDialog.tsx';

export function PromptDialog(props: PromptProps) {
  const { prompt } = props;
  // Each dialog keeps its own ticks: a new decision starts afresh. Damage is placed one marker
  // at a time in one dialog, so its count going down keeps the dialog.
  const key =
    prompt.kind === 'PlaceDamage'
      ? `${prompt.kind}:${prompt.seat}`
      : `${props.view.turn.number}:${JSON.stringify(prompt)}`;
  switch (prompt.kind) {
    case 'PlaceSector':
      return <PlaceSectorDialog key={key} {...props} prompt={prompt} />;
    case 'ShieldHazard':
      return <ShieldHazardDialog key={key} {...props} prompt={prompt} />;
    case 'PlaceDamage':
      return <PlaceDamageDialog key={key} {...props} prompt={prompt} />;
    case 'ChooseSpawn':
      return <ChooseSpawnDialog key={key} {...props} prompt={prompt} />;
    case 'KeepMission':
      return <KeepMissionDialog key={key} {...props} prompt={prompt} />;
    case 'Defend':
      return <DefendDialog key={key} {...props} prompt={prompt} />;
    case 'RearmShields':
      return <RearmShieldsDialog key={key} {...props} prompt={prompt} />;
    case 'ArmAfterRescue':
      return <ArmAfterRescueDialog key={key} {...props} prompt={prompt} />;
    case 'UseExperience':
      return <UseExperienceDialog key={key} {...props} prompt={prompt} />;
    case 'CaptainInNeed':
      return <CaptainInNeedDialog key={key} {...props} prompt={prompt} />;
    case 'TradeTokens':
      return <TradeTokensDialog key={key} {...props} prompt={prompt} />;
    case 'SiftReward':
      return <SiftRewardDialog key={key} {...props} prompt={prompt} />;
    case 'ShedMissions':
      return <ShedMissionsDialog key={key} {...props} prompt={prompt} />;
    case 'RedrawBehaviour':
      return <RedrawBehaviourDialog key={key} {...props} prompt={prompt} />;
    case 'ChooseGoal':
      return <ChooseGoalDialog key={key} {...props} prompt={prompt} />;
    case 'SeatNpc':
      return <SeatNpcDialog key={key} {...props} prompt={prompt} />;
    case 'ChooseExpanse':
      return <ChooseExpanseDialog key={key} {...props} prompt={prompt} />;
    default:
      return assertNever(prompt);
  }
}
