import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromXws,
  readXws,
  type Squad,
  toXws,
  upgradeById,
  XWS_VERSION,
  xwsSlotKey,
} from '../../src/index.ts';
import { arbitrarySquad } from './arbitrary.ts';
import { pilotId, ship, squad, upgradeId } from './cards.ts';

/** A squad's upgrades grouped by slot, as XWS lists them (first-seen slot order). */
function grouped(s: Squad): Squad {
  const group = (ids: readonly number[]) => {
    const slots: string[] = [];
    for (const id of ids) {
      const slot = xwsSlotKey(upgradeById(id)?.slot ?? '');
      if (!slots.includes(slot)) slots.push(slot);
    }
    return slots.flatMap((slot) =>
      ids.filter((id) => xwsSlotKey(upgradeById(id)?.slot ?? '') === slot),
    );
  };
  const out: Squad = { ...s, pilots: s.pilots.map((p) => ({ ...p, upgrades: group(p.upgrades) })) };
  return s.shuttle === undefined
    ? out
    : { ...out, shuttle: { upgrades: group(s.shuttle.upgrades) } };
}

describe('XWS export', () => {
  it('writes pilots by ship and XWS id, upgrades under XWS slot keys, with points', () => {
    const s = squad('imperial', [
      ship('Soontir Fel', 'Royal Guard TIE', 'Push the Limit', 'Stealth Device', 'Autothrusters'),
    ]);
    const xws = toXws({ ...s, name: 'Fel' });
    expect(xws).toEqual({
      ok: true,
      value: {
        name: 'Fel',
        faction: 'imperial',
        version: XWS_VERSION,
        points: 35,
        pilots: [
          {
            name: 'soontirfel',
            ship: 'tieinterceptor',
            points: 35,
            upgrades: {
              title: ['royalguardtie'],
              ept: ['pushthelimit'],
              mod: ['stealthdevice', 'autothrusters'],
            },
          },
        ],
        vendor: { drift: { builder: 'Drift' } },
      },
    });
  });

  it('keeps the face of a dual card, and Drift parts, in vendor.drift', () => {
    const plus = 233; // Adaptability (+1), the second face of adaptability
    const s = squad('rebel', [ship('Luke Skywalker', plus)], {
      obstacles: ['core2asteroid0', 'core2asteroid1'],
      objectives: ['minefield', 'graveyard', 'spice-run'],
      shuttle: { upgrades: [upgradeId('Gunner')] },
      aceOfAces: { primary: 0, alternates: [pilotId('Rookie Pilot')] },
    });
    const xws = toXws(s);
    if (!xws.ok) throw new Error(xws.error.message);
    expect(xws.value.pilots[0]?.upgrades).toEqual({ ept: ['adaptability'] });
    expect(xws.value.pilots[0]?.vendor).toEqual({ drift: { faces: [plus] } });
    expect(xws.value.vendor?.drift).toEqual({
      builder: 'Drift',
      obstacles: ['core2asteroid0', 'core2asteroid1'],
      objectives: ['minefield', 'graveyard', 'spice-run'],
      aceOfAces: { primary: 0, alternates: [{ name: 'rookiepilot', ship: 'xwing' }] },
      shuttle: { upgrades: { crew: ['gunner'] } },
    });
    expect(fromXws(xws.value)).toEqual({ ok: true, value: s });
  });

  it('refuses a card id that is not in the data, naming the pilot', () => {
    const r = toXws(squad('rebel', [ship('Wedge Antilles'), { pilot: 99_999, upgrades: [] }]));
    expect(r).toEqual({
      ok: false,
      error: { code: 'UnknownCard', message: 'pilot 2: pilot card #99999 is not in the card data' },
    });
  });
});

describe('XWS import', () => {
  const wedge = {
    faction: 'rebel',
    version: '1.0.0',
    pilots: [
      { name: 'wedgeantilles', ship: 'xwing', upgrades: { ept: ['pushthelimit'], amd: ['r2d2'] } },
    ],
  };

  it('reads pilots and upgrades into card ids, ignoring the points written', () => {
    expect(fromXws({ ...wedge, name: 'Wedge', points: 3 })).toEqual({
      ok: true,
      value: squad('rebel', [ship('Wedge Antilles', 'Push the Limit', 'R2-D2')], { name: 'Wedge' }),
    });
  });

  it('finds a pilot id within its ship and side: Boba Fett imperial and scum', () => {
    const boba = (faction: string) =>
      fromXws({ faction, version: '1.0.0', pilots: [{ name: 'bobafett', ship: 'firespray31' }] });
    const imperial = boba('imperial');
    const scum = boba('scum');
    expect(imperial.ok && scum.ok).toBe(true);
    if (imperial.ok && scum.ok)
      expect(imperial.value.pilots[0]?.pilot).not.toBe(scum.value.pilots[0]?.pilot);
  });

  it('reads a pilot of another side when only one side has it, so that the checks can name it', () => {
    const mixed = squad('rebel', [ship('Wedge Antilles'), ship('Soontir Fel')]);
    const xws = toXws(mixed);
    expect(xws.ok && fromXws(xws.value)).toEqual({ ok: true, value: mixed });
  });

  it('takes the first face of a dual card when no face is kept', () => {
    const r = fromXws({
      faction: 'rebel',
      version: '1.0.0',
      pilots: [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { ept: ['adaptability'] } }],
    });
    expect(r.ok && r.value.pilots[0]?.upgrades).toEqual([232]);
  });

  it('reads the older faction names and slot keys', () => {
    const r = fromXws({
      faction: 'rebels',
      pilots: [{ name: 'wedgeantilles', ship: 'xwing', upgrades: { elite: ['pushthelimit'] } }],
    });
    expect(r.ok && r.value.pilots[0]).toEqual(ship('Wedge Antilles', 'Push the Limit'));
  });

  it('says what is wrong and where', () => {
    const cases: [unknown, string, string][] = [
      [[], 'BadXws', 'squad: must be an object with faction and pilots'],
      [
        { ...wedge, faction: 'jedi' },
        'UnknownFaction',
        'faction: "jedi" is not rebel, imperial or scum',
      ],
      [{ ...wedge, pilots: [] }, 'BadXws', 'pilots: must be a list of at least one pilot'],
      [
        { ...wedge, pilots: [{ name: 'wedgeantilles', ship: 'xwingg' }] },
        'UnknownShip',
        'pilots[0].ship: no ship "xwingg"',
      ],
      [
        { ...wedge, pilots: [{ name: 'soontirfel', ship: 'xwing' }] },
        'UnknownPilot',
        'pilots[0].name: no rebel pilot "soontirfel" flies the xwing',
      ],
      [
        {
          ...wedge,
          pilots: [{ name: 'wedgeantilles', ship: 'xwing', upgrades: { ept: ['r2d2'] } }],
        },
        'WrongSlot',
        'pilots[0].upgrades.ept[0]: R2-D2 goes in the Astromech slot, not the Elite slot',
      ],
      [
        {
          ...wedge,
          pilots: [{ name: 'wedgeantilles', ship: 'xwing', upgrades: { amd: ['r2d9'] } }],
        },
        'UnknownUpgrade',
        'pilots[0].upgrades.amd[0]: no upgrade card "r2d9"',
      ],
      [
        {
          ...wedge,
          pilots: [{ name: 'wedgeantilles', ship: 'xwing', upgrades: { laser: ['x'] } }],
        },
        'UnknownSlot',
        'pilots[0].upgrades.laser: no upgrade slot "laser"',
      ],
      [
        { ...wedge, vendor: { drift: { aceOfAces: { primary: 3, alternates: [] } } } },
        'BadXws',
        'vendor.drift.aceOfAces.primary: 3 is not the index of one of the pilots',
      ],
    ];
    for (const [input, code, message] of cases)
      expect(fromXws(input)).toEqual({ ok: false, error: { code, message } });
    expect(readXws('{"faction":')).toMatchObject({ ok: false, error: { code: 'NotJson' } });
  });

  it('round-trips any squad through XWS JSON text (upgrades grouped by slot)', () => {
    fc.assert(
      fc.property(arbitrarySquad, (s) => {
        const xws = toXws(s);
        if (!xws.ok) return false;
        const back = readXws(JSON.stringify(xws.value));
        expect(back).toEqual({ ok: true, value: grouped(s) });
        // Exporting what was read gives the same XWS again.
        expect(back.ok && toXws(back.value)).toEqual(xws);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on damaged input', () => {
    const good = toXws(squad('rebel', [ship('Wedge Antilles', 'Push the Limit')]));
    fc.assert(
      fc.property(
        fc.anything(),
        fc.anything(),
        fc.constantFrom('faction', 'pilots', 'vendor', 'name'),
        (junk, value, key) => {
          expect(() => fromXws(junk)).not.toThrow();
          const damaged = { ...(good.ok ? good.value : {}), [key]: value };
          const r = fromXws(damaged);
          if (!r.ok) expect(r.error.message).toMatch(/^[\w.[\]]+: /);
        },
      ),
    );
  });
});
