/** A campaign Goal card's face: name, Fame target, special rules and reward (XC-CAMP-10). */
import { goalCard, rewardText, ruleText } from '@drift/xia';
import type { ReactNode } from 'react';

export function GoalCard({ goal, children }: { goal: string; children?: ReactNode }) {
  const def = goalCard(goal);
  return (
    <div className="card goal" data-goal-card={goal}>
      <div className="card__kind">Campaign goal</div>
      <div className="card__title">
        {def.name}
        <span className="card__cost">{def.fame} Fame</span>
      </div>
      <p className="card__text goal__flavour">{def.flavour}</p>
      <ul className="goal__rules">
        {def.rules.map((rule) => (
          <li key={rule.kind}>{ruleText(rule)}</li>
        ))}
      </ul>
      <p className="card__text goal__reward">
        <strong>Reward, {def.reward.name}:</strong> {rewardText(def.reward.effect)}
      </p>
      {children}
    </div>
  );
}
