/**
 * The organized-play components over the tests' fixtures, for looking at them and for
 * screenshots (scripts/org-shots.ts). Served by Vite's dev server only; never built.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AOA_COLUMNS,
  AOA_ENTRANTS,
  AOA_FIELDS,
  AOA_POD,
  AOA_SEATS,
  AOA_STANDINGS,
  PE_BYES,
  PE_CHOICES,
  PE_COLUMNS,
  PE_FIELDS,
  PE_ROUND,
  PE_STANDINGS,
  PE_TABLE,
} from '../../test/org-fixtures.ts';
import '../../src/look/theme.css';
import '../../src/app/app.css';
import '../../src/org/org.css';
import { AoaTablePanel } from '../../src/org/aoa/AoaTablePanel.tsx';
import { PodResultForm, TableResultForm } from '../../src/org/results/ResultForm.tsx';
import { PairingsView } from '../../src/org/tables/PairingsView.tsx';
import { StandingsTable } from '../../src/org/tables/StandingsTable.tsx';

function Preview() {
  return (
    <div className="org">
      <section className="panel" data-shot="standings-aoa">
        <StandingsTable
          columns={AOA_COLUMNS}
          rows={AOA_STANDINGS}
          you="p-kath"
          title="Standings after round 2"
          exports={
            <>
              <button type="button" className="btn btn--small">
                Export CSV
              </button>
              <button type="button" className="btn btn--small">
                Export JSON
              </button>
            </>
          }
        />
      </section>
      <section className="panel" data-shot="standings-pe">
        <StandingsTable columns={PE_COLUMNS} rows={PE_STANDINGS} />
      </section>
      <section className="panel" data-shot="pairings-pe">
        <PairingsView
          round={2}
          tables={PE_ROUND}
          byes={PE_BYES}
          you="p-ten"
          actions={(t) =>
            t.status.state === 'submitted' ? (
              <button type="button" className="btn btn--small btn--primary">
                Confirm
              </button>
            ) : t.status.state === 'awaiting' ? (
              <button type="button" className="btn btn--small">
                Enter result
              </button>
            ) : null
          }
        />
      </section>
      <section className="panel" data-shot="pairings-aoa">
        <PairingsView round={1} unit="Pod" tables={AOA_POD} you="p-kath" />
      </section>
      <section className="panel" data-shot="result-table">
        <TableResultForm
          title="Table 2 · game 1"
          entrants={PE_TABLE}
          fields={PE_FIELDS}
          choices={PE_CHOICES}
          onSubmit={() => {}}
        />
      </section>
      <section className="panel" data-shot="result-pod">
        <PodResultForm
          title="Pod 1"
          entrants={AOA_ENTRANTS}
          fields={AOA_FIELDS}
          onSubmit={() => {}}
        />
      </section>
      <section className="panel" data-shot="aoa-panel">
        <AoaTablePanel seats={AOA_SEATS} title="Pod 1 · round 2" />
      </section>
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Preview />
    </StrictMode>,
  );
