/** A mission card face, as on the mat: legality, type, name, text. */
import type { Content } from '@drift/xia';
import type { ReactNode } from 'react';
import { MISSION_TYPE_NAMES, missionLegality, missionPay } from '../../mat/missionText.ts';

export function MissionCard({
  card,
  content,
  children,
}: {
  card: string;
  content: Content;
  children?: ReactNode;
}) {
  const def = content.mission(card);
  const legality = missionLegality(def);
  return (
    <div className={`card mission mission--${legality.toLowerCase()}`} data-mission-card={card}>
      <div className="card__kind">
        {legality} mission · {MISSION_TYPE_NAMES[def.type]}
      </div>
      <div className="card__title">{def.name}</div>
      <p className="card__text">{def.text}</p>
      {missionPay(def) && <p className="mission__pay">{missionPay(def)}</p>}
      {children}
    </div>
  );
}
