/**
 * The squad page (`#/org/squads[/<format>]`): pick the format (the address keeps it), bring a
 * squad in, and see every problem the format's checks find, each pointing at its row. All in the
 * browser through @drift/formats; no server. The squad and the fleet stay while formats change.
 */
import { useState } from 'react';
import { go } from '../../app/router.ts';
import { Segmented } from '../../app/Segmented.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { FleetCheck } from './FleetCheck.tsx';
import { EMPTY_FLEET, type FleetState } from './fleet.ts';
import { PAGE_FORMATS, type PageFormat, pageFormat } from './formats.ts';
import { EMPTY_SINGLE, type SingleState, SquadCheck } from './SquadCheck.tsx';
import './squads.css';

export function SquadsPage({ format: slug }: { format?: string | undefined }) {
  const { format, unknown } = pageFormat(slug);
  const [single, setSingle] = useState<SingleState>(EMPTY_SINGLE);
  const [fleet, setFleet] = useState<FleetState>(EMPTY_FLEET);
  const choose = (f: PageFormat) => go({ page: 'org-squads', format: f });
  return (
    <OrgFrame title="Check a squad" trail={[HUB]} wide>
      <header className="org-head sq-head">
        <h1>Check a squad</h1>
        <p className="org-lead">
          Paste a squad or import its file, pick the format, and see every problem, each pointing at
          the pilot or upgrade at fault.
        </p>
      </header>
      <section className="panel sq-formats" aria-labelledby="sq-formats-title">
        <h2 id="sq-formats-title" className="sq-formats__title">
          Format
        </h2>
        <Segmented
          label="Format"
          options={PAGE_FORMATS.map((f) => ({ value: f.id, text: f.short }))}
          value={format}
          onChange={choose}
        />
        {unknown !== undefined && (
          <p className="hint hint--bad" role="status">
            The address names no format “{unknown}”, so the squad is checked for the standard game.
          </p>
        )}
      </section>
      {format === 'coruscant' ? (
        <FleetCheck state={fleet} onState={setFleet} />
      ) : (
        <SquadCheck format={format} state={single} onState={setSingle} />
      )}
    </OrgFrame>
  );
}
