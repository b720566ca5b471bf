/**
 * Cross-checks of element E's mission cards (XE-MTYP-01..05) that zod cannot make alone: each
 * payment table has one entry per possible result and pays no less for a better result; a
 * Private Eye's intel is gathered at one point and delivered at another; Coerce bands climb.
 */
import type { MissionDef } from '../../content/schema.ts';

type Issue = (path: string, message: string) => void;

/** Entries of `pays` that drop below the one before: `what(i)` names result i. */
function climbing(
  pays: readonly number[],
  field: string,
  what: (i: number) => string,
  report: Issue,
) {
  pays.forEach((pay, i) => {
    const before = pays[i - 1];
    if (before !== undefined && pay < before)
      report(`${field}[${i}]`, `${what(i)} pays less (${pay}) than ${what(i - 1)} (${before})`);
  });
}

/** The Mission Points a new card names besides its delivery point. */
export function embersMissionPoints(mission: MissionDef): [string, number][] {
  return mission.type === 'privateEye' ? [['at', mission.at]] : [];
}

/** Reports what is wrong with one of element E's cards; other cards pass untouched. */
export function checkEmbersMission(mission: MissionDef, report: Issue): void {
  switch (mission.type) {
    case 'cargo':
      if (mission.payByCount.length !== mission.cubes.length)
        report(
          'payByCount',
          `the card lists ${mission.cubes.length} cubes but pays for ${mission.payByCount.length} deliveries; give one payment per cube count`,
        );
      climbing(mission.payByCount, 'payByCount', (i) => `delivering ${i + 1}`, report);
      return;
    case 'privateEye':
      if (mission.at === mission.deliver)
        report('deliver', 'the intel is gathered and delivered at the same mission point');
      climbing(mission.payByOutlaw, 'payByOutlaw', (i) => `${i} Outlaw cards`, report);
      return;
    case 'armsDealer':
      climbing(mission.payByTier, 'payByTier', (i) => `a Tier ${i + 1} outfit`, report);
      return;
    case 'coerce':
      mission.results.forEach((band, i) => {
        const before = mission.results[i - 1];
        if (before === undefined) return;
        if (band.atLeast <= before.atLeast)
          report(`results[${i}].atLeast`, `${band.atLeast} does not come after ${before.atLeast}`);
        if (band.payment <= before.payment)
          report(`results[${i}].payment`, `more damage must pay more than ${before.payment}`);
      });
      return;
    default:
      return;
  }
}
