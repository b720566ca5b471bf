import { describe, expect, it } from 'vitest';
import {
  type ContentIssue,
  formatIssue,
  type MissionDef,
  validatePack,
} from '../../src/content/index.ts';
import { coreFiles, entries, entry } from './files.ts';

function loadMissions(): readonly MissionDef[] {
  const result = validatePack(coreFiles());
  if (!result.ok) throw new Error(result.error.map(formatIssue).join('\n'));
  return result.value.missions;
}

/** Every issue of a pack that must fail. */
function issuesOf(files: Record<string, unknown>): ContentIssue[] {
  const result = validatePack(files);
  if (result.ok) throw new Error('expected the pack to fail');
  return result.error;
}

const missions = loadMissions();
const ofType = (type: MissionDef['type']) => missions.filter((m) => m.type === type);

/** The Mission Point numbers a card names. */
function points(m: MissionDef): number[] {
  if (m.type === 'shuttle' || m.type === 'smuggler') return [m.pickup, m.deliver];
  if (m.type === 'research') return [m.at, m.deliver];
  return [m.deliver];
}

describe('the core pack’s missions', () => {
  it('XB-COMP-03 GAP-XB-01 XB-MTYP-01 XB-MTYP-02 XB-MTYP-03 XB-MTYP-04 XB-MTYP-05 XB-MTYP-06: 52 cards of the six types', () => {
    expect(missions).toHaveLength(52);
    expect(ofType('shuttle')).toHaveLength(11);
    expect(ofType('research')).toHaveLength(11);
    expect(ofType('bountyHunter')).toHaveLength(8);
    expect(ofType('smuggler')).toHaveLength(8);
    expect(ofType('thief')).toHaveLength(7);
    expect(ofType('assassin')).toHaveLength(7);
  });

  it('GAP-XB-01: cards name Mission Points 1-19, each with its number in the text', () => {
    for (const m of missions) {
      for (const p of points(m)) {
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(19);
        expect(m.text).toContain(`Mission Point ${p}`);
      }
    }
    const used = new Set(missions.flatMap(points));
    expect(used.size).toBeGreaterThanOrEqual(17);
    // The first game's sectors (points 1-5) offer jobs a Worker can finish there (XB-FIRST-03).
    const firstGame = missions.filter((m) => points(m).every((p) => p <= 5));
    expect(firstGame.length).toBeGreaterThanOrEqual(6);
  });

  it('GAP-XB-01 XB-BNTY-03: payments 1,000-6,000; crime Bounty 1,000-2,000 on outlaw cards', () => {
    const pays = missions.flatMap((m) => {
      switch (m.type) {
        case 'shuttle':
          return [m.perSector];
        case 'research':
          return m.results.map((r) => r.payment);
        case 'assassin':
          return [...m.payByTier];
        default:
          return 'payment' in m ? [m.payment] : []; // the core pack has no element E cards
      }
    });
    for (const pay of pays) {
      expect(pay).toBeGreaterThanOrEqual(1000);
      expect(pay).toBeLessThanOrEqual(6000);
    }
    for (const m of missions) {
      if (!('crime' in m)) continue;
      for (const b of [m.crime.complete, m.crime.fail]) {
        expect(b).toBeGreaterThanOrEqual(1000);
        expect(b).toBeLessThanOrEqual(2000);
      }
    }
  });
});

describe('a broken copy of the core missions', () => {
  it('GAP-XB-01: a Mission Point no sector has', () => {
    const files = coreFiles();
    const card = entry(files, 'missions.json', 'shuttle-shift-change');
    card.deliver = 42;
    expect(issuesOf(files).map(formatIssue)).toContainEqual(
      expect.stringMatching(
        /^missions\.json \[shuttle-shift-change\] deliver: no sector has mission point 42 \(the sectors have: 1, 2, /,
      ),
    );
  });

  it('a duplicate id', () => {
    const files = coreFiles();
    const [first, second] = entries(files, 'missions.json');
    if (first === undefined || second === undefined) throw new Error('too few missions');
    second.id = first.id;
    expect(issuesOf(files)).toContainEqual({
      file: 'missions.json',
      entry: first.id,
      path: 'id',
      message: 'the id is used twice (entries 0 and 1)',
    });
  });

  it('XB-MTYP-02: research bands that do not climb', () => {
    const files = coreFiles();
    const card = entry(files, 'missions.json', 'research-mane-sampling');
    card.results = [
      { atLeast: 12, payment: 3000 },
      { atLeast: 9, payment: 2000 },
    ];
    expect(issuesOf(files).map(formatIssue)).toEqual(
      expect.arrayContaining([
        'missions.json [research-mane-sampling] results[1].atLeast: 9 does not come after 12',
        'missions.json [research-mane-sampling] results[1].payment: a better result must pay more than 3000',
      ]),
    );
  });

  it('XB-MTYP-01: a shuttle within one sector; XB-MTYP-04: a smuggler going nowhere', () => {
    const files = coreFiles();
    const shuttle = entry(files, 'missions.json', 'shuttle-shift-change');
    shuttle.deliver = shuttle.pickup;
    const smuggler = entry(files, 'missions.json', 'smuggler-wet-cargo');
    smuggler.deliver = smuggler.pickup;
    const messages = issuesOf(files).map(formatIssue);
    expect(messages).toContain(
      'missions.json [shuttle-shift-change] deliver: mission points 2 and 2 are both on "kemplar-ii": a shuttle must take its passengers out of the sector they board in',
    );
    expect(messages).toContain(
      'missions.json [smuggler-wet-cargo] deliver: the contraband is picked up and delivered at the same mission point',
    );
  });

  it('XB-MTYP-06: assassin pay that drops with tier', () => {
    const files = coreFiles();
    entry(files, 'missions.json', 'assassin-old-rivals').payByTier = [3000, 2000, 6000];
    expect(issuesOf(files).map(formatIssue)).toContain(
      'missions.json [assassin-old-rivals] payByTier[1]: a Tier 2 target pays less (2000) than Tier 1 (3000)',
    );
  });

  it('XB-MTYP-05 GAP-XB-23: a seat offset beyond 4 (five captains) is refused', () => {
    const files = coreFiles();
    entry(files, 'missions.json', 'thief-fuel-skim').target = { seatOffset: 5 };
    const found = issuesOf(files).filter((x) => x.entry === 'thief-fuel-skim');
    expect(found.map((x) => x.path)).toEqual(['target.seatOffset']);
  });
});
