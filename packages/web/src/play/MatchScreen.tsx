/**
 * The match: the board, this captain's ship mat, the other captains, the actions the legal
 * list allows, the decision dialogs, the log; the connection's status; hot-seat hand-offs;
 * the end. A spectator sees the same without a ship of their own or anything to do.
 *
 * The feedback module's parts (packages/web/src/{log,dice,fame,story,odds}): the Fame track
 * and the latest dice in a strip above the board (MatchHud), the other captains' latest turns
 * atop the Captains tab, the event log in the Log tab, the odds in the attack picker
 * (StrikeDialog) and the story on the victory dialog (VictoryStory).
 */

import { type Hex, hexKey } from '@drift/engine/hex';
import type { Content, XiaCommand } from '@drift/xia';
import { captainName } from '@drift/xia';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { go } from '../app/router.ts';
import { Board } from '../board/Board.tsx';
import { highlightsFromLegal, kilnCommandAt } from '../board/fromLegal.ts';
import { trailsOf } from '../board/trails.ts';
import { EconomyBoard, economyOf } from '../economy/EconomyBoard.tsx';
import { DIFFICULTY_ABOUT } from '../lobby/solo.ts';
import { EventLog } from '../log/EventLog.tsx';
import { ShipMat } from '../mat/ShipMat.tsx';
import { CampaignGoal } from '../solo/CampaignGoal.tsx';
import { ConcedeButton } from '../solo/ConcedeButton.tsx';
import { Opponents } from '../solo/Opponents.tsx';
import { RoundEndCard } from '../solo/RoundEndCard.tsx';
import { latestRoundEnd } from '../solo/roundEnd.ts';
import { canAct, seatOfKey, takeOver } from '../store/match.ts';
import type { MatchSession } from '../store/session.ts';
import { TurnSummaries } from '../story/TurnSummaries.tsx';
import { ActionsPanel, type Picker } from './ActionsPanel.tsx';
import { panelGroups, promptAnswers } from './actions.ts';
import { Captains, whoPlays } from './Captains.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { Dialog } from './Dialog.tsx';
import { HelpOverlay } from './HelpOverlay.tsx';
import { MatchHud } from './MatchHud.tsx';
import { PassDevice } from './PassDevice.tsx';
import { PromptDialog } from './prompts/PromptDialog.tsx';
import { CargoDialog, RefitDialog } from './RefitDialog.tsx';
import { RelicDialog } from './RelicDialog.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { ShopDialog } from './ShopDialog.tsx';
import { StrikeDialog, targetKey } from './StrikeDialog.tsx';
import { spawnHex } from './spawn.ts';
import { actingWhy, TurnCard } from './TurnCard.tsx';
import { VictoryStory } from './VictoryStory.tsx';
import './match.css';

type Tab = 'ship' | 'captains' | 'log' | 'market';

const TABS: readonly { id: Tab; label: string; key: string }[] = [
  { id: 'ship', label: 'Your ship', key: '1' },
  { id: 'captains', label: 'Captains', key: '2' },
  { id: 'log', label: 'Log', key: '3' },
  { id: 'market', label: 'Market', key: '4' },
];

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function MatchScreen({
  session,
  content,
  creatorToken,
  campaign,
}: {
  session: MatchSession;
  content: Content;
  creatorToken: string | undefined;
  /** The campaign this match is a game of, when this browser knows it. */
  campaign?: string | undefined;
}) {
  const state = useStore(session.store);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [peek, setPeek] = useState(false);
  const [help, setHelp] = useState(false);
  const [share, setShare] = useState(false);
  const [tab, setTab] = useState<Tab>('ship');
  const [victorySeen, setVictorySeen] = useState(false);
  /** The round end (solo) the player closed, by its version. */
  const [roundEndClosed, setRoundEndClosed] = useState<number | null>(null);

  const shownKey = state.shown;
  const conn = shownKey ? state.conns[shownKey] : undefined;
  const view = conn?.view ?? null;
  const seat = shownKey ? seatOfKey(shownKey) : null;
  const me = seat !== null ? view?.captains[seat] : undefined;
  /** The Economy Board is in play (element C): the Market tab and its key exist. */
  const hasMarket = useRef(false);
  hasMarket.current = view !== null && economyOf(view) !== null;
  const legal = conn?.legal ?? null;
  const ready = canAct(conn);
  const busy = !ready;
  const mine = state.order.flatMap((k) => {
    const s = seatOfKey(k);
    return s === null ? [] : [s];
  });
  const presence = state.presence?.seats;
  const waiting = presence?.some((s) => s.kind === 'person' && !s.claimed) ?? false;

  // For tests and the curious: the session and its store (what this page already holds).
  useEffect(() => {
    (window as unknown as { __drift?: unknown }).__drift = { session, store: session.store };
    return () => {
      (window as unknown as { __drift?: unknown }).__drift = undefined;
    };
  }, [session]);

  const send = useCallback(
    (command: XiaCommand) => {
      if (!shownKey) return;
      if (session.send(shownKey, command)) setPicker(null);
    },
    [session, shownKey],
  );

  const wordsCtx = useMemo(() => (view ? { view, content, me } : null), [view, content, me]);
  const groups = useMemo(
    () => (legal && wordsCtx && view ? panelGroups(legal, wordsCtx, view.stage) : []),
    [legal, wordsCtx, view],
  );
  const answers = useMemo(() => promptAnswers(legal), [legal]);
  const connLog = conn?.log;
  const events = useMemo(() => (connLog ?? []).flatMap((entry) => entry.events), [connLog]);
  const top = view?.prompts[view.prompts.length - 1];
  const myPrompt = top && seat !== null && top.seat === seat && answers.length > 0 ? top : null;
  const promptId = myPrompt ? JSON.stringify(myPrompt) : null;
  useEffect(() => {
    if (promptId) setPeek(false);
  }, [promptId]);

  const highlights = useMemo(
    () => (legal && view && !(myPrompt && !peek) ? highlightsFromLegal(legal, view, content) : []),
    [legal, view, content, myPrompt, peek],
  );

  // The latest command's forced moves, animated on the board (gravity paths, comets).
  const latest = conn?.log.at(-1);
  const trails = useMemo(() => (latest ? trailsOf(latest.version, latest.events) : []), [latest]);
  const solo = view?.solo !== undefined;
  const turnNumber = view?.turn.number ?? null;
  const roundEnd = useMemo(
    () => (solo && connLog ? latestRoundEnd(connLog, turnNumber) : null),
    [solo, connLog, turnNumber],
  );

  const strikes = useMemo(
    () => (legal ?? []).flatMap((c) => (c.type === 'Attack' || c.type === 'Ram' ? [c] : [])),
    [legal],
  );

  const onHex = useCallback(
    (hex: Hex) => {
      if (!legal || busy || !view) return;
      const k = hexKey(hex);
      const move = legal.find(
        (c) => (c.type === 'Step' || c.type === 'GateJump') && hexKey(c.to) === k,
      );
      if (move) return send(move);
      const kiln = kilnCommandAt(legal, hex);
      if (kiln) return send(kiln);
      const spawn = legal.find((c) => {
        if (c.type !== 'ChooseSpawn') return false;
        const at = spawnHex(c.spawn, view, content);
        return at !== null && hexKey(at) === k;
      });
      if (spawn) return send(spawn);
      const strike = strikes.find((c) => {
        const t = c.target;
        const at =
          'seat' in t ? view.captains[t.seat]?.at : view.npcs.find((n) => n.id === t.npc)?.at;
        return at && hexKey(at) === k;
      });
      if (strike) setPicker({ kind: 'strike', target: strike.target });
    },
    [legal, busy, view, send, strikes, content],
  );

  // Keyboard shortcuts (listed in the help).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const key = e.key.toLowerCase();
      if (e.key === '?') {
        e.preventDefault();
        setHelp(true);
        return;
      }
      const t = TABS.find((x) => x.key === key && (x.id !== 'market' || hasMarket.current));
      if (t) {
        setTab(t.id);
        return;
      }
      if (key === 'b') {
        document.querySelector<SVGElement>('.board-svg .hex-hit[tabindex="0"]')?.focus();
        return;
      }
      if (myPrompt && peek && key === 'escape') {
        setPeek(false);
        return;
      }
      if (busy) return;
      for (const g of groups)
        for (const item of g.items) {
          if (item.kind === 'command' && item.shortcut === key) {
            e.preventDefault();
            send(item.command);
            return;
          }
          if (item.kind === 'strike' && key === 'a') {
            const first = item.commands[0];
            if (first) setPicker({ kind: 'strike', target: first.target });
            return;
          }
        }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [groups, busy, send, myPrompt, peek]);

  if (state.handoff) {
    const s = seatOfKey(state.handoff) ?? 0;
    const v = state.conns[state.handoff]?.view;
    const why = v ? actingWhy(v) : null;
    return (
      <PassDevice
        seat={s}
        name={presence?.find((p) => p.seat === s)?.name ?? null}
        why={
          why && why.seat === s ? `${captainName(s)} ${why.doing}.` : `${captainName(s)} must act.`
        }
        onReady={() => takeOver(session.store)}
      />
    );
  }

  if (!conn || !view) {
    return (
      <main className="match match--loading">
        <p>{conn?.status.kind === 'stopped' ? conn.status.message : 'Connecting to the match…'}</p>
        {conn && <ConnectionStatus status={conn.status} onRetry={() => session.reconnectNow()} />}
        <button type="button" className="btn" onClick={() => go({ page: 'lobby' })}>
          Back to the lobby
        </button>
      </main>
    );
  }

  const finished =
    state.finished ??
    (view.stage === 'finished'
      ? { version: conn.viewVersion, winners: view.winner === null ? [] : [view.winner] }
      : null);
  const who = (s: number) => whoPlays(s, presence);
  // The Market tab only when the Economy Board is in play (element C).
  const economy = economyOf(view);
  // A solo player has no other captains: the opponents are beside the board instead.
  const soloPlayer = view.solo !== undefined && me !== undefined;
  const tabs = TABS.filter(
    (t) =>
      (t.id !== 'ship' || me) &&
      (t.id !== 'market' || economy) &&
      (t.id !== 'captains' || !soloPlayer),
  );
  const shownTab = tabs.some((t) => t.id === tab) ? tab : (tabs[0]?.id ?? 'log');
  const strikeTarget = picker?.kind === 'strike' ? picker.target : null;
  const canConcede = !finished && seat !== null && (legal ?? []).some((c) => c.type === 'Concede');
  const campaignGame = view.campaign !== undefined;

  return (
    <div className="match" data-viewing={seat === null ? 'spectator' : seat}>
      <header className="topbar">
        <button
          type="button"
          className="topbar__logo"
          onClick={() => go({ page: 'lobby' })}
          aria-label="Drift: back to the lobby"
        >
          <span aria-hidden="true">⬡</span> Drift
        </button>
        {campaignGame && (
          <button
            type="button"
            className="btn btn--small btn--quiet"
            onClick={() =>
              go(
                campaign ? { page: 'campaign', id: campaign } : { page: 'lobby', tab: 'campaigns' },
              )
            }
          >
            {campaign ? '← Campaign' : '← Campaigns'}
          </button>
        )}
        <span className="topbar__match">
          {view.solo
            ? `${campaignGame ? 'Campaign game' : 'Solo'} · ${DIFFICULTY_ABOUT[view.solo.difficulty].title}`
            : seat === null
              ? 'Watching'
              : mine.length > 1
                ? `Hot-seat · on screen: ${captainName(seat)}`
                : `You are ${captainName(seat)}`}
          {' · '}first to {view.fameTarget} Fame
          {state.presence && state.presence.spectators > 0
            ? ` · ${state.presence.spectators} watching`
            : ''}
        </span>
        <span className="topbar__spacer" />
        <ConnectionStatus status={conn.status} onRetry={() => session.reconnectNow()} />
        {canConcede && <ConcedeButton campaign={campaignGame} busy={busy} send={send} />}
        {!finished && seat !== null && (
          <button type="button" className="btn btn--small" onClick={() => setShare(true)}>
            Invite
          </button>
        )}
        <button
          type="button"
          className="btn btn--small"
          onClick={() => setHelp(true)}
          aria-keyshortcuts="?"
        >
          Help <kbd>?</kbd>
        </button>
      </header>

      <div className="match__main">
        <section
          className={`match__board${view.solo ? ' match__board--solo' : ''}`}
          aria-label="The board"
        >
          <MatchHud view={view} content={content} log={conn.log} />
          {view.solo && <Opponents view={view} content={content} events={events} />}
          <Board
            view={view}
            content={content}
            highlights={highlights}
            onHexActivate={onHex}
            label="Board"
            trails={trails}
          />
          {roundEnd && roundEnd.version !== roundEndClosed && (
            <RoundEndCard
              key={roundEnd.version}
              shown={roundEnd}
              fameTarget={view.fameTarget}
              onClose={() => setRoundEndClosed(roundEnd.version)}
            />
          )}
        </section>

        <aside className="match__side">
          <TurnCard
            view={view}
            seat={seat}
            canAct={ready}
            who={who}
            rejection={conn.rejection}
            onDismiss={() => shownKey && session.dismissRejection(shownKey)}
          />
          {view.campaign && (
            <CampaignGoal
              campaign={view.campaign}
              options={view.options.campaign}
              fameTarget={view.fameTarget}
            />
          )}
          {waiting && presence ? (
            <section className="panel side-panel" aria-label="Waiting for players">
              <h2 className="side-panel__title">Waiting for players</h2>
              <ShareLinks
                match={state.id}
                seats={presence}
                creatorToken={creatorToken}
                mine={mine}
              />
            </section>
          ) : (
            me &&
            groups.length > 0 &&
            !myPrompt && (
              <ActionsPanel
                groups={groups}
                view={view}
                content={content}
                busy={busy}
                send={send}
                open={setPicker}
              />
            )
          )}
          {myPrompt && peek && (
            <button
              type="button"
              className="btn btn--primary back-to-decision"
              onClick={() => setPeek(false)}
            >
              Back to the decision
            </button>
          )}

          <div className="tabs" role="tablist" aria-label="Panels">
            {tabs.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                id={`tab-${t.id}`}
                aria-selected={shownTab === t.id}
                aria-controls={`panel-${t.id}`}
                className={`tab${shownTab === t.id ? ' is-on' : ''}`}
                onClick={() => setTab(t.id)}
              >
                {t.label}
                <kbd>{t.key}</kbd>
              </button>
            ))}
          </div>
          <div
            className="tab-panel"
            role="tabpanel"
            id={`panel-${shownTab}`}
            aria-labelledby={`tab-${shownTab}`}
          >
            {shownTab === 'ship' && me && (
              <ShipMat
                captain={me}
                content={content}
                fameTarget={view.fameTarget}
                active={view.turn.seat === me.seat}
              />
            )}
            {shownTab === 'captains' && (
              <>
                <TurnSummaries events={events} view={view} content={content} />
                <Captains view={view} content={content} presence={presence} except={seat} />
              </>
            )}
            {shownTab === 'log' && <EventLog events={events} view={view} content={content} />}
            {shownTab === 'market' && economy && (
              <EconomyBoard economy={economy} content={content} />
            )}
          </div>
        </aside>
      </div>

      {myPrompt && !peek && me && (
        <PromptDialog
          prompt={myPrompt}
          answers={answers}
          view={view}
          content={content}
          me={me}
          busy={busy}
          send={send}
          onPeek={() => setPeek(true)}
        />
      )}
      {!myPrompt && me && strikeTarget && (
        <StrikeDialog
          key={targetKey(strikeTarget)}
          target={strikeTarget}
          commands={strikes}
          view={view}
          me={me}
          content={content}
          busy={busy}
          send={send}
          onClose={() => setPicker(null)}
        />
      )}
      {!myPrompt && me && picker?.kind === 'shop' && (
        <ShopDialog
          commands={(legal ?? []).flatMap((c) => (c.type === 'BuyOutfit' ? [c] : []))}
          view={view}
          me={me}
          content={content}
          busy={busy}
          send={send}
          onClose={() => setPicker(null)}
        />
      )}
      {!myPrompt && me && picker?.kind === 'refit' && (
        <RefitDialog
          commands={(legal ?? []).flatMap((c) => (c.type === 'MoveOutfit' ? [c] : []))}
          me={me}
          content={content}
          busy={busy}
          send={send}
          onClose={() => setPicker(null)}
        />
      )}
      {!myPrompt && me && picker?.kind === 'cargo' && (
        <CargoDialog
          commands={(legal ?? []).flatMap((c) => (c.type === 'MoveCargo' ? [c] : []))}
          me={me}
          content={content}
          busy={busy}
          send={send}
          onClose={() => setPicker(null)}
        />
      )}
      {!myPrompt && me && picker?.kind === 'relic' && (
        <RelicDialog
          commands={(legal ?? []).flatMap((c) => (c.type === 'MoveRelic' ? [c] : []))}
          me={me}
          content={content}
          busy={busy}
          send={send}
          onClose={() => setPicker(null)}
        />
      )}
      {help && <HelpOverlay onClose={() => setHelp(false)} />}
      {share && presence && (
        <Dialog kind="share" wide title="Invite and share" onClose={() => setShare(false)}>
          <ShareLinks match={state.id} seats={presence} creatorToken={creatorToken} mine={mine} />
        </Dialog>
      )}
      {finished && !victorySeen && (
        <VictoryStory
          match={state.id}
          view={view}
          content={content}
          pageEvents={events}
          onClose={() => setVictorySeen(true)}
          campaign={campaignGame ? (campaign ?? null) : undefined}
        />
      )}
    </div>
  );
}
