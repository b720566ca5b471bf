/**
 * The solo invariants (XS-NPC-*, XS-BEHV-*): what the soak checks after every command catches
 * broken solo states, and a sound one passes.
 */
import { describe, expect, it } from 'vitest';
import { violations } from '../../src/invariants.ts';
import type { XiaState } from '../../src/model/state.ts';
import { following, H, rules, SELLSWORD, soloGame, withNpcs } from '../fixtures/solo-npcs.ts';

const sound = following(
  withNpcs(soloGame({ sellsword: true }), { scoundrel: H.epsilonSpawn }),
  'scoundrel',
  'scoundrel-raider',
  0,
);

function soloOf(state: XiaState) {
  if (!state.solo) throw new Error('not solo');
  return state.solo;
}

describe('solo invariants', () => {
  it('XS-BEHV-01: a sound solo state breaks none', () => {
    expect(violations(rules.content, sound)).toEqual([]);
  });

  it('XS-BEHV-01: an NPC in play with no behaviour, or a deck that lost a card, is caught', () => {
    const noBehaviour = withNpcs(sound, { enforcer: H.alphaPlanet });
    expect(violations(rules.content, noBehaviour)).toContain(
      'the Enforcer is in play with no behaviour',
    );
    const solo = soloOf(sound);
    const lost: XiaState = {
      ...sound,
      solo: { ...solo, behaviourDecks: { ...solo.behaviourDecks, scoundrel: [] } },
    };
    expect(violations(rules.content, lost)).toContain(
      "the scoundrel's Behavior cards do not add up",
    );
    const wrongCard: XiaState = {
      ...sound,
      solo: {
        ...solo,
        behaviours: {
          ...solo.behaviours,
          scoundrel: { card: 'merchant-hard-bargain', behaviour: 0 },
        },
      },
    };
    expect(violations(rules.content, wrongCard)).toContain(
      "the scoundrel follows another NPC's card",
    );
  });

  it('XS-NPC-06: the Sellsword is in play exactly when the solo options say so', () => {
    const none = { ...sound, npcs: sound.npcs.filter((n) => n.id !== SELLSWORD) };
    expect(violations(rules.content, none)).toContain('0 Sellswords in play, not 1');
    const { solo: _solo, ...notSolo } = sound;
    expect(violations(rules.content, notSolo)).toContain('a Sellsword in a game that is not solo');
  });

  it('XS-BEHV-06: a re-draw decision must name an NPC that follows a card', () => {
    const asked: XiaState = {
      ...sound,
      prompts: [{ kind: 'RedrawBehaviour', seat: 0, npc: 'merchant' }],
    };
    expect(violations(rules.content, asked)).toContain(
      'a RedrawBehaviour decision for the merchant, which has no behaviour',
    );
  });
});
