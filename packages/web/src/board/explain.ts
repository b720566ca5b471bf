/**
 * A hex in plain words: where it is, what is on it and what it does, with the numbers. Our own
 * wording of the rules (clause IDs in comments); the board's panel and its aria labels read it.
 */
import type { Content, RegionKind } from '@drift/xia';
import { captainName, eventCard, npcProfile } from '@drift/xia';
import type { CubeColour, SpaceDef } from '@drift/xia/content';
import { capitalised, count, listed, thousands } from '../look/format.ts';
import { LEGAL } from '../look/palette.ts';
import type { Highlight } from './highlight.ts';
import type { BorderMark, FrontierMark, HexCell } from './model.ts';
import type { PathMark } from './paths.ts';
import type { HexPieces } from './pieces.ts';

export type LineKind = 'terrain' | 'border' | 'space' | 'piece' | 'frontier' | 'action';

export interface StoryLine {
  readonly kind: LineKind;
  readonly text: string;
}

/** What the panel shows for one hex. */
export interface HexStory {
  readonly title: string;
  readonly subtitle: string;
  readonly lines: readonly StoryLine[];
  /** One short sentence for screen readers and the hex's accessible name. */
  readonly label: string;
}

export interface HexContext {
  readonly cell: HexCell;
  readonly content: Content;
  readonly pieces: HexPieces;
  readonly borders: readonly BorderMark[];
  readonly frontier: readonly FrontierMark[];
  readonly highlight: Highlight | undefined;
  /** Where the token of an exploration space went: it was taken if the space shows none. */
  readonly tokenPresent: boolean;
  /** The Economy Board's stock by colour, with element C: what a market has left to sell. */
  readonly stock?: Readonly<Record<CubeColour, number>>;
  /** Element B: the new exploration tokens lie face down instead of the base ones. */
  readonly newTokens?: boolean;
  /** Element E: the printed paths through this hex. */
  readonly paths?: readonly PathMark[];
  /** Solo: the NPC Stats side in force, whose values replace the NPC cards' (XS-NPC-03). */
  readonly solo?: { readonly side: 'A' | 'B' };
}

const CUBE_WORD: Record<CubeColour, string> = {
  spice: 'spice',
  holo: 'holo',
  terra: 'terra',
  plasma: 'plasma',
  cyber: 'cyber',
};

const SYMBOL_WORD: Record<string, string> = {
  arc: 'an arc',
  bar: 'a bar',
  dot: 'a dot',
  ring: 'a ring',
};

function cubes(colours: readonly CubeColour[]): string {
  return listed(colours.map((c) => CUBE_WORD[c]));
}

function terrain(cell: HexCell): { name: string; line: string | null } {
  const region = cell.region;
  if (!region) return { name: 'Open space', line: null };
  return { name: regionName(region.kind, region.name, region.legal), line: regionLine(cell) };
}

function regionName(kind: RegionKind, name: string, legal: string | null): string {
  switch (kind) {
    case 'planet':
      return `Planet ${name}${legal ? ` (${capitalised(legal)})` : ''}`;
    case 'nebula':
      return 'Nebula';
    case 'asteroid':
      return 'Asteroid field';
    case 'debris':
      return 'Debris field';
    case 'star':
      return 'Star';
    case 'gate':
      return name;
    case 'ice':
      return 'Ice asteroid field';
    case 'deadWorld':
      return `Dead World ${name}`;
  }
}

function regionLine(cell: HexCell): string | null {
  const region = cell.region;
  if (!region) return null;
  switch (region.kind) {
    case 'planet':
      // XB-BIZ-01: ending the Action Phase on a planet opens the Business Phase.
      return 'End your actions here to do business: recharge Energy for free, repair, buy and sell outfits, buy a bigger ship or Fame.';
    case 'nebula':
      // XB-BORDER-06, XB-LOS: nebulae do not block sight.
      return 'Glowing gas. Moving inside and leaving are safe; it does not block line of sight.';
    case 'asteroid':
      return 'Drifting rock. Blocks line of sight; leaving is safe.';
    case 'debris':
      return 'Wreckage. Blocks line of sight; leaving is safe.';
    case 'star':
      // XB-BORDER-02
      return 'Any ship that crosses into a star burns up at once.';
    case 'gate':
      // XB-BORDER-09, XB-BORDER-10
      return region.malfunctioning
        ? 'A broken gate: jumping through it (1 movement) rolls a d20 and lands you on the free Spawn Point closest to the roll; a 20 lets you choose and scores 1 Fame.'
        : 'Pay 1 movement to jump to any space of another gate.';
    case 'ice':
      // XE-ICEA-01, GAP-XE-12
      return 'Frozen rock. Blocks line of sight; leaving is safe.';
    case 'deadWorld':
      // XE-DEAD-01, XE-DEAD-06
      return 'A dead planet, open to fly onto. Dig for Relics on its Excavate space; there is no business here.';
  }
}

/** What crossing one kind of border does, in our words. */
export function borderRule(mark: Pick<BorderMark, 'kind' | 'legal' | 'malfunctioning'>): string {
  switch (mark.kind) {
    case 'star':
      return 'Star border: crossing it destroys the ship. Blocks line of sight.'; // XB-BORDER-02
    case 'asteroid':
      // XB-BORDER-03
      return 'Asteroid border: entering rolls a d20; 1-10 deals that much damage (shields can absorb it), 11-20 is safe. Blocks line of sight.';
    case 'nebula':
      // XB-BORDER-06
      return 'Nebula border: entering rolls a d20; 1-10 drains that much Energy (shields can absorb it, a shortfall disarms markers), 11-20 is safe.';
    case 'debris':
      // XB-BORDER-08
      return 'Debris border: entering rolls a d20; 1-3 destroys the ship, 4-20 is safe. Blocks line of sight.';
    case 'ice':
      // XE-ICEA-01
      return 'Ice asteroid border: entering rolls a d20; 1-10 deals that much Ice damage (shields can absorb it), 11-20 is safe. Blocks line of sight.';
    case 'shield':
      // XB-BORDER-04
      return `${mark.legal ? `${LEGAL[mark.legal].word} planetary` : 'Planetary'} shield: crossing either way rolls a d20; 1-10 stops you (lose 1 movement, take that much damage, no shields), 11-17 gets through with 1,000 Bounty, 18-20 unseen. Blocks line of sight.`;
    case 'entrance':
      // XB-BORDER-05, XB-PLAN-01..03
      switch (mark.legal) {
        case 'lawful':
          return 'Lawful entrance: free passage, but ships with Bounty are turned away. Blocks line of sight.';
        case 'outlaw':
          return 'Outlaw entrance: open to all, but a ship without Bounty gains 1,000 Bounty coming in. Blocks line of sight.';
        default:
          return 'Neutral entrance: free passage for every ship. Blocks line of sight.';
      }
    case 'gate':
      return mark.malfunctioning
        ? 'Broken gate edge: a jump from here lands on a Spawn Point chosen by a d20.'
        : 'Gate edge: from inside, 1 movement jumps to any space of another gate.'; // XB-BORDER-09
  }
}

/** ", from the Economy Board: 3 plasma left" (element C, XE-ECON-02), or nothing. */
function stockWords(colours: readonly CubeColour[], stock: HexContext['stock']): string {
  if (!stock) return '';
  const left = colours.map((c) => `${stock[c] ?? 0} ${CUBE_WORD[c]}`).join(', ');
  return ` From the Economy Board: ${left} left.`;
}

function spaceLines(
  space: SpaceDef,
  content: Content,
  tokenPresent: boolean,
  stock?: HexContext['stock'],
  newTokens = false,
): StoryLine[] {
  const prices = content.pack.info.prices;
  const out: StoryLine[] = [];
  if (space.spawn !== undefined)
    // XB-RESP-01, GAP-XB-04
    out.push({
      kind: 'space',
      text: `Spawn Point ${space.spawn}: a destroyed ship comes back at the free Spawn Point closest to its d20 roll.`,
    });
  if (space.missionPoint !== undefined)
    // XB-MISS-01
    out.push({
      kind: 'space',
      text: `Mission Point ${space.missionPoint}: draw 3 missions here and keep 1; missions send you to numbered points like this one.`,
    });
  if (space.buy)
    out.push({
      kind: 'space',
      text: `Market: buy ${cubes(space.buy)} cubes, 2 for ${thousands(prices.cubePair)} credits.${stockWords(space.buy, stock)}`,
    });
  if (space.sell)
    out.push({
      kind: 'space',
      text: `Buyer: sells ${cubes(space.sell)} cubes for ${thousands(prices.cubeSale)} credits each; emptying a hold of 2 or more scores 1 Fame.`,
    });
  if (space.mine)
    // XB-MINE-02
    out.push({
      kind: 'space',
      text: `Mine ${CUBE_WORD[space.mine]}: roll a d20; 1-10 deals that much damage, 11-20 gives 1 cube. Needs a free hold space.`,
    });
  if (space.salvage)
    // XB-MINE-03
    out.push({
      kind: 'space',
      text: `Salvage ${CUBE_WORD[space.salvage]}: roll a d20; 1-3 destroys the ship, 4-20 gives 1 cube. Needs a free hold space.`,
    });
  if (space.harvest)
    // XB-MINE-04
    out.push({
      kind: 'space',
      text: `Harvest ${CUBE_WORD[space.harvest]}: roll a d20; 1-10 drains that much Energy, 11-20 gives 1 cube. Needs a free hold space.`,
    });
  out.push(...embersSpaceLines(space));
  if (space.exploration)
    // XB-EXPL-03, XB-EXPL-04
    out.push({
      kind: 'space',
      text: tokenPresent
        ? `Exploration token, face down: the first ship to enter takes it (${newTokens ? NEW_TOKEN_WORDS : tokenRewards(content)}).`
        : 'Exploration space: its token has been taken.',
    });
  return out;
}

/** Element E's spaces, in our words. */
function embersSpaceLines(space: SpaceDef): StoryLine[] {
  const out: StoryLine[] = [];
  if (space.excavate)
    // XE-DEAD-01, XE-DEAD-02
    out.push({
      kind: 'space',
      text: 'Excavate: needs 2 free hold spaces side by side; roll a d20: 1-10 deals that much Ice damage, 11-20 digs up a Relic, face down.',
    });
  if (space.relics !== undefined)
    // XE-DEAD-03..05
    out.push({
      kind: 'space',
      text: `Relic site (${space.relics} Relics when found): each Excavate here takes one; when none are left the site has collapsed. Ships pass through it but cannot stop while Relics remain.`,
    });
  if (space.quarry)
    // XE-EMBER-02
    out.push({
      kind: 'space',
      text: 'Quarry: needs a free hold space; roll a d20: 1-10 deals that much Ice damage (shields can absorb it), 11-20 gives 1 Ember. Ember sells only at The Kiln.',
    });
  if (space.kiln)
    // XE-KILN-01, XE-KILN-10
    out.push({
      kind: 'space',
      text: "The Kiln's home: the station starts here, and comes back here if it is ever destroyed.",
    });
  if (space.keiTrade)
    // XE-ECON-09
    out.push({
      kind: 'space',
      text: 'Kei trade: with the Economy Board, put cubes from your hold on the board and take as many of other colours back.',
    });
  return out;
}

/** Element E's printed paths through a hex. */
function pathLines(paths: readonly PathMark[]): StoryLine[] {
  return paths.map((p): StoryLine => ({ kind: 'terrain', text: pathWords(p) }));
}

function pathWords(p: PathMark): string {
  if (p.kind === 'gravity')
    // XE-ANOM-02..06
    return `Gravity path (${p.colour}, d${p.die}): entering any of its spaces rolls the d${p.die} and drags your ship that far along the arrows, off the end if the roll is long. Then move along it freely; leave and come back, and it rolls again.`;
  if (p.kind === 'comet')
    // XE-COMET-02..04
    return "Comet path: a ship moving onto it rolls a d6 and the comet flies that far. A ship that enters the comet's space, or where it stops, is destroyed.";
  // XE-KILN-02, XE-KILN-03
  return "The Kiln's orbit: dock from a space next to the station for 1 movement; each docking moves it a d6 along this ring.";
}

/** XE-EXPL-03..07: what element B's tokens give. */
const NEW_TOKEN_WORDS =
  'a cube, a full Energy refill, Ice damage, extra movement or a captain in need; two face up make 1 Fame or 2,000';

function tokenRewards(content: Content): string {
  const kinds = new Set(content.pack.exploration.map((t) => t.reward.kind));
  const words: string[] = [];
  if (kinds.has('credits')) words.push('credits');
  if (kinds.has('fame')) words.push('Fame');
  if (kinds.has('nothing')) words.push('nothing');
  return listed(words).replace(/ and nothing$/, ' or nothing');
}

function pieceLines(ctx: HexContext): StoryLine[] {
  const out: StoryLine[] = [];
  for (const ship of ctx.pieces.ships) {
    const def = ship.ship ? ctx.content.ship(ship.ship) : null;
    const who = `${captainName(ship.seat)}${def ? `'s ${def.name} (Tier ${def.tier})` : "'s ship"}`;
    const status = ship.bounty > 0 ? `Outlaw, ${thousands(ship.bounty)} Bounty` : 'Innocent';
    out.push({ kind: 'piece', text: `${who}. ${status}.` });
  }
  for (const npc of ctx.pieces.npcs) {
    const def = npcProfile(ctx.content, ctx, npc.id);
    const hurt = npc.damage > 0 ? `, ${npc.damage} of ${def.toKill} damage` : '';
    const bounty = npc.bounty > 0 ? `, ${thousands(npc.bounty)} Bounty` : '';
    out.push({
      kind: 'piece',
      text: `The ${def.name} (${LEGAL[def.legal].word} NPC${hurt}${bounty}): flies ${def.speed}, attacks with a d${def.attack.die} ${def.attack.weapon}, defends d${def.defence}.`,
    });
  }
  if (ctx.pieces.comet) {
    // XE-COMET-03
    out.push({
      kind: 'piece',
      text: `The comet of ${ctx.content.sector(ctx.pieces.comet).name}: flying into it destroys a ship; wherever it stops, it destroys every ship and cube there.`,
    });
  }
  if (ctx.pieces.kiln) {
    // XE-KILN-01..09
    out.push({
      kind: 'piece',
      text: 'The Kiln, a station orbiting Nyr: from a space next to it, dock for 1 movement onto one of its 3 interior spaces; each docking orbits it a d6 along its ring. Inside: the Business Phase, Sift Relics, and sell Ember on the third space. It cannot be attacked.',
    });
  }
  if (ctx.pieces.relics !== undefined) {
    // XE-DEAD-03..05
    out.push({
      kind: 'piece',
      text:
        ctx.pieces.relics === 0
          ? 'Collapsed Relic site: no Relics left, no more Excavate here.'
          : `${capitalised(count(ctx.pieces.relics, 'Relic'))} left on this stack, face down: Excavate on the Dead World takes the top one. Ships cannot stop here while Relics remain.`,
    });
  }
  if (ctx.pieces.event) {
    // XE-EVENT-05: a marker only shows where its Event applies.
    const card = eventCard(ctx.pieces.event);
    out.push({ kind: 'piece', text: `Event marker: ${card.name}. ${card.text}` });
  }
  if (ctx.pieces.cubes.length > 0) {
    // XB-CARGO-10, XB-CARGO-11
    out.push({
      kind: 'piece',
      text: `${capitalised(count(ctx.pieces.cubes.length, 'cube'))} adrift (${cubes(ctx.pieces.cubes)}): Collect Cubes on this space picks them up.`,
    });
  }
  return out;
}

function frontierLines(marks: readonly FrontierMark[]): StoryLine[] {
  if (marks.length === 0) return [];
  const symbols = [...new Set(marks.map((m) => SYMBOL_WORD[m.symbol] ?? `"${m.symbol}"`))];
  // XB-EXPL-01, XB-EXPL-02
  return [
    {
      kind: 'frontier',
      text: `Unexplored edge (the side shows ${listed(symbols)}): Scan from here for 1 Energy to reveal a sector, or Blind Jump into the dark for 1 movement.`,
    },
  ];
}

function borderLines(marks: readonly BorderMark[]): StoryLine[] {
  const seen = new Map<string, number>();
  const rules = new Map<string, string>();
  for (const m of marks) {
    const key = `${m.kind}:${m.legal ?? ''}:${m.malfunctioning}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    rules.set(key, borderRule(m));
  }
  return [...rules.entries()].map(([key, text]) => {
    const n = seen.get(key) ?? 1;
    return { kind: 'border' as const, text: `${text} (${count(n, 'side')} of this space.)` };
  });
}

/** The story of one hex. */
export function explainHex(ctx: HexContext): HexStory {
  const { cell } = ctx;
  const t = terrain(cell);
  const lines: StoryLine[] = [];
  if (ctx.highlight) lines.push({ kind: 'action', text: ctx.highlight.label });
  if (t.line) lines.push({ kind: 'terrain', text: t.line });
  lines.push(...pathLines(ctx.paths ?? []));
  lines.push(...pieceLines(ctx));
  if (cell.space)
    lines.push(
      ...spaceLines(cell.space, ctx.content, ctx.tokenPresent, ctx.stock, ctx.newTokens ?? false),
    );
  lines.push(...borderLines(ctx.borders));
  lines.push(...frontierLines(ctx.frontier));
  if (lines.length === 0)
    lines.push({ kind: 'terrain', text: 'Empty space: nothing happens here.' });
  return {
    title: t.name,
    subtitle: `${cell.sectorName} sector`,
    lines,
    label: shortLabel(ctx, t.name),
  };
}

/** A hex's accessible name: terrain, sector, numbered spaces and who is there. */
function shortLabel(ctx: HexContext, terrainName: string): string {
  const parts = [`${terrainName}, ${ctx.cell.sectorName}`];
  const s = ctx.cell.space;
  if (s?.spawn !== undefined) parts.push(`Spawn Point ${s.spawn}`);
  if (s?.missionPoint !== undefined) parts.push(`Mission Point ${s.missionPoint}`);
  if (s?.buy) parts.push(`buy ${cubes(s.buy)}`);
  if (s?.sell) parts.push(`sell ${cubes(s.sell)}`);
  if (s?.mine) parts.push(`mine ${s.mine}`);
  if (s?.salvage) parts.push(`salvage ${s.salvage}`);
  if (s?.harvest) parts.push(`harvest ${s.harvest}`);
  if (s?.exploration) parts.push(ctx.tokenPresent ? 'exploration token' : 'token taken');
  if (s?.excavate) parts.push('excavate');
  if (s?.relics !== undefined) parts.push('Relic site');
  if (s?.quarry) parts.push('quarry');
  if (s?.keiTrade) parts.push('Kei trade');
  for (const p of ctx.paths ?? [])
    parts.push(
      p.kind === 'gravity'
        ? `${p.colour} gravity path`
        : p.kind === 'comet'
          ? 'comet path'
          : "The Kiln's orbit",
    );
  for (const ship of ctx.pieces.ships) parts.push(`${captainName(ship.seat)}'s ship`);
  for (const npc of ctx.pieces.npcs) parts.push(`the ${ctx.content.npc(npc.id).name}`);
  if (ctx.pieces.cubes.length > 0) parts.push(`${count(ctx.pieces.cubes.length, 'cube')} adrift`);
  if (ctx.pieces.comet) parts.push('a comet');
  if (ctx.pieces.kiln) parts.push('The Kiln');
  if (ctx.pieces.relics !== undefined)
    parts.push(
      ctx.pieces.relics === 0 ? 'collapsed site' : `${count(ctx.pieces.relics, 'Relic')} left`,
    );
  if (ctx.pieces.event) parts.push(`Event marker: ${eventCard(ctx.pieces.event).name}`);
  if (ctx.frontier.length > 0) parts.push('unexplored edge');
  if (ctx.highlight) parts.push(ctx.highlight.label);
  return parts.join('; ');
}
