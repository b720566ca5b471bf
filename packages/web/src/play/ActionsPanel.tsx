/**
 * What this captain may do now, only from the legal list: buttons grouped by purpose, each
 * with its cost; moves and targets are also marked on the board. Pickers (attack, shop, refit,
 * cargo) open as dialogs from here.
 */
import type { Content, XiaCommand, XiaView } from '@drift/xia';
import type { PanelGroup, PanelItem } from './actions.ts';
import { ShipChoice } from './ShipChoice.tsx';

export type Picker =
  | { readonly kind: 'strike'; readonly target: { seat: number } | { npc: string } | null }
  | { readonly kind: 'shop' }
  | { readonly kind: 'refit' }
  | { readonly kind: 'cargo' }
  | { readonly kind: 'relic' };

function itemKey(item: PanelItem, i: number): string {
  return item.kind === 'command' ? JSON.stringify(item.command) : `${item.kind}${i}`;
}

export function ActionsPanel({
  groups,
  view,
  content,
  busy,
  send,
  open,
}: {
  groups: readonly PanelGroup[];
  view: XiaView;
  content: Content;
  busy: boolean;
  send: (c: XiaCommand) => void;
  open: (p: Picker) => void;
}) {
  return (
    <div className="actions" aria-busy={busy}>
      {groups.map((g) => (
        <section
          key={g.id}
          className={`act-group act-group--${g.id}`}
          aria-label={g.title}
          data-group={g.id}
        >
          <h3 className="act-group__title">{g.title}</h3>
          <div className="act-group__items">
            {g.items.map((item, i) => {
              switch (item.kind) {
                case 'command':
                  return (
                    <button
                      key={itemKey(item, i)}
                      type="button"
                      className={`act${item.tone ? ` act--${item.tone}` : ''}`}
                      disabled={busy}
                      data-command={item.command.type}
                      aria-keyshortcuts={item.shortcut}
                      onClick={() => send(item.command)}
                    >
                      <span className="act__label">{item.words.label}</span>
                      {item.words.detail && (
                        <span className="act__detail">{item.words.detail}</span>
                      )}
                      {item.shortcut && (
                        <kbd className="act__key">{item.shortcut.toUpperCase()}</kbd>
                      )}
                    </button>
                  );
                case 'ships':
                  return (
                    <ShipChoice
                      key="ships"
                      commands={item.commands}
                      view={view}
                      content={content}
                      busy={busy}
                      send={send}
                    />
                  );
                case 'strike': {
                  const targets = new Map<string, { seat: number } | { npc: string }>();
                  for (const c of item.commands)
                    targets.set(
                      'seat' in c.target ? `s${c.target.seat}` : `n${c.target.npc}`,
                      c.target,
                    );
                  return (
                    <div key="strike" className="act-stack">
                      <p className="act-hint">Targets in reach are marked red on the board.</p>
                      {[...targets.entries()].map(([k, t], n) => (
                        <button
                          key={k}
                          type="button"
                          className="act act--danger"
                          disabled={busy}
                          data-command="Attack"
                          aria-keyshortcuts={n === 0 ? 'a' : undefined}
                          onClick={() => open({ kind: 'strike', target: t })}
                        >
                          <span className="act__label">
                            Attack{' '}
                            {'seat' in t
                              ? `Captain ${t.seat + 1}`
                              : `the ${content.npc(t.npc).name}`}
                          </span>
                          <span className="act__detail">Choose weapons and see the dice</span>
                          {n === 0 && <kbd className="act__key">A</kbd>}
                        </button>
                      ))}
                    </div>
                  );
                }
                case 'shop':
                  return (
                    <button
                      key="shop"
                      type="button"
                      className="act"
                      disabled={busy}
                      data-command="BuyOutfit"
                      onClick={() => open({ kind: 'shop' })}
                    >
                      <span className="act__label">Buy an outfit…</span>
                      <span className="act__detail">Engines, shields, blasters, missiles</span>
                    </button>
                  );
                case 'refit':
                  return (
                    <button
                      key="refit"
                      type="button"
                      className="act"
                      disabled={busy}
                      data-command="MoveOutfit"
                      onClick={() => open({ kind: 'refit' })}
                    >
                      <span className="act__label">Move an outfit…</span>
                      <span className="act__detail">Rearrange the hold</span>
                    </button>
                  );
                case 'cargo':
                  return (
                    <button
                      key="cargo"
                      type="button"
                      className="act"
                      disabled={busy}
                      data-command="MoveCargo"
                      onClick={() => open({ kind: 'cargo' })}
                    >
                      <span className="act__label">Move cargo…</span>
                    </button>
                  );
                case 'relics':
                  return (
                    <button
                      key="relics"
                      type="button"
                      className="act"
                      disabled={busy}
                      data-command="MoveRelic"
                      onClick={() => open({ kind: 'relic' })}
                    >
                      <span className="act__label">Move a Relic…</span>
                      <span className="act__detail">It covers 2 hold spaces</span>
                    </button>
                  );
                case 'choices':
                  return (
                    <fieldset key={`choices:${item.id}`} className="act-aimed">
                      <legend className="act-aimed__title">
                        <span className="act__label">{item.words.label}</span>
                        {item.words.detail && (
                          <span className="act__detail">{item.words.detail}</span>
                        )}
                      </legend>
                      <div className="act-aimed__places">
                        {item.options.map((o) => (
                          <button
                            key={JSON.stringify(o.command)}
                            type="button"
                            className="btn btn--small act-aimed__place"
                            disabled={busy}
                            data-command={o.command.type}
                            onClick={() => send(o.command)}
                          >
                            {o.label}
                          </button>
                        ))}
                      </div>
                    </fieldset>
                  );
                case 'hint':
                  return (
                    <p key={`hint:${item.text}`} className="act-hint">
                      {item.text}
                    </p>
                  );
              }
              return null;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
