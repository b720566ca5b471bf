/**
 * Element F for the heuristic bots: which profile wants a Cargo Pod, Armor Plating or a Mod, and
 * where (a Piercer or Enviro-Shield only over a use space it serves, a boost Mod only beside an
 * outfit it boosts). One of each kind; other outfits are scored by the loadout.
 */
import { attachSpot, cellsOf, modDef, type XiaCommand } from '@drift/xia';
import type { XiaContent } from './map.ts';
import type { Profile } from './profiles.ts';
import type { CaptainView } from './targets.ts';

type Wants = Readonly<Partial<Record<Profile, number>>>;

const POD: Wants = { trader: 40, balanced: 30, worker: 25, explorer: 20 };
const PLATING: Wants = { pirate: 40, balanced: 25, explorer: 20, worker: 15 };
const PIERCE: Wants = { pirate: 35, balanced: 20 };
const ENVIRO: Wants = { explorer: 30, trader: 25, worker: 25, balanced: 25 };
const MISSIONS: Wants = { worker: 30, balanced: 15 };
const SKILL: Readonly<Record<string, Wants>> = {
  hazardRoll: { explorer: 20, trader: 15 },
  repairDiscount: { pirate: 20, balanced: 10 },
  impulse: { explorer: 20, trader: 10 },
  defenceBonus: { pirate: 15 },
  missionRoll: { worker: 20 },
};

/** The score of buying one of element F's outfits, or undefined for any other outfit. */
export function fOutfitScore(
  content: XiaContent,
  profile: Profile,
  me: CaptainView,
  c: Extract<XiaCommand, { type: 'BuyOutfit' }>,
): number | undefined {
  const type = content.outfit(c.kind).type;
  if (type !== 'cargoPod' && type !== 'armorPlating' && type !== 'mod') return undefined;
  if (me.hold.outfits.some((o) => o.kind === c.kind)) return -10;
  const tie = -c.at[0] * 0.01 - c.at[1] * 0.1 - c.turns * 0.001;
  const want = (table: Wants) => (table[profile] ?? -10) + tie;
  if (type === 'cargoPod') return want(POD);
  if (type === 'armorPlating') return want(PLATING);
  const mod = modDef(content, c.kind);
  if (!mod) return -10;
  const over = attachSpot(content, me.hold, c.kind, c.at) !== undefined;
  switch (mod.effect.kind) {
    case 'pierce':
      return over ? want(PIERCE) : -10;
    case 'enviro':
      return over ? want(ENVIRO) : -10;
    case 'missions':
      return want(MISSIONS);
    case 'skill':
      return want(SKILL[mod.effect.skill.kind] ?? {});
    case 'boost': {
      const { types, bonus } = mod.effect;
      const [x, y] = c.at;
      const beside = me.hold.outfits.some(
        (o) =>
          !o.on &&
          (types as readonly string[]).includes(content.outfit(o.kind).type) &&
          cellsOf(content, o).some(([a, b]) => Math.abs(a - x) + Math.abs(b - y) === 1),
      );
      if (!beside) return -10;
      if (types.includes('engine')) return want({ explorer: 30, trader: 25, balanced: 20 });
      if (types.includes('shield')) return want({ trader: 15 + bonus, worker: 15 + bonus });
      return want({ pirate: 20 + bonus });
    }
  }
}
