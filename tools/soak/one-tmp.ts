import { canonicalJson, openDice, seedRandom } from '@drift/engine';
import { createXia, ELEMENTS } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { pickCommand } from './game.ts';
const xia = createXia(corePack());
const seed = process.argv[2] ?? 'soak1k-28';
const seats = Number(process.argv[3] ?? 4);
const stop = Number(process.argv[4] ?? 2753);
const made = xia.setup({ seats, preset: 'standard', fameTarget: 10, elements: [...ELEMENTS] }, seed);
if (!made.ok) throw new Error('setup');
let s = made.value;
const dice = openDice(seedRandom(`chooser:${seed}`));
let last: unknown[] = [];
for (let i = 0; i < stop + 5; i++) {
  const st = xia.status(s);
  if (st.kind !== 'active') { console.log('ended', i); break; }
  const seat = st.toAct[0] ?? 0;
  const legal = xia.legal(s, seat);
  if (legal.length === 0) {
    const c = s.captains[seat];
    console.log('STUCK at', i, 'seat', seat, JSON.stringify({ turn: s.turn, prompts: s.prompts, at: c?.at, energy: c?.energy, markers: c?.markers, hold: c?.hold, worlds: s.worlds?.kiln }, null, 0).slice(0, 3000));
    console.log('last', JSON.stringify(last.slice(-6)));
    break;
  }
  const cmd = pickCommand(dice, legal);
  last.push({ seat, cmd });
  const r = xia.apply(s, seat, cmd);
  if (!r.ok) { console.log('refused', i, cmd, r.error); break; }
  s = r.value.state;
}
