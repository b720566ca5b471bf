/**
 * The expansion's elements a match may switch on, one checkbox each, for those the server plays
 * (`GET /api/rulesets`); nothing is shown while it plays none.
 */
import type { RulesetInfo } from '../net/protocol.ts';

/** What each element changes, for a player choosing. */
const ABOUT: Readonly<Record<string, string>> = {
  A: 'Event spaces on the Fame track draw cards that change the rules for a while.',
  B: 'Exploration tokens give cubes, Energy, movement or a captain to carry; pairs pay Fame.',
  C: 'Planets buy and sell from a shared stock; sales produce cubes and empty stocks pay a bonus.',
  E: 'Eleven new sectors around the star Nyr, with The Kiln, relics, comets, ice and new missions.',
  F: 'Cargo Pods and Armor Plating outside the hold, and Mods that change outfits.',
  G: 'Streamlined missions, trade Fame, assassinations and a gentler death.',
};

export function ElementsField({
  info,
  chosen,
  onChange,
}: {
  info: RulesetInfo;
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  // Two players (D) comes with a table of two, chosen with the captains, not here.
  const built = (info.elements ?? []).filter((e) => e.built && e.id !== 'D');
  if (built.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id].sort() : chosen.filter((x) => x !== id));
  return (
    <fieldset className="field">
      <legend>Expansion</legend>
      {built.map((e) => (
        <label key={e.id} className="check" data-element={e.id}>
          <input
            type="checkbox"
            checked={chosen.includes(e.id)}
            onChange={(ev) => toggle(e.id, ev.target.checked)}
          />
          <span>
            <strong>
              {e.id}. {e.name}
            </strong>
            {ABOUT[e.id] ? `: ${ABOUT[e.id]}` : ''}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
