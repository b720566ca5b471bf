/**
 * After the kills: what the database holds must agree with what the clients were told. Every
 * command acknowledged with `accepted` is in its match's log at that version, from that seat,
 * the same command; every stored match reloads (its latest snapshot and the commands after it,
 * checked against the stored events and hashes, as the server loads it) and also from setup;
 * and its state hash equals the engine's replay of its whole log.
 */
import { canonicalJson, type RecordedCommand, replay, stateHash } from '@drift/engine';
import type { Storage } from '@drift/server';
import type { AcceptedCommand } from '@drift/server/loadtest';
import type { XiaCommand, XiaRuleset } from '@drift/xia';
import { loadMatch } from '../../packages/server/src/storage/load.ts';

export interface CheckCounts {
  matches: number;
  /** Matches whose load (from the latest snapshot, as the server does) succeeded. */
  reloaded: number;
  /** Matches that also reload from setup, to the same hash. */
  reloadedFromSetup: number;
  /** Matches whose engine replay of the whole log gives the loaded state's hash. */
  replayHashEqual: number;
  /** Commands stored in every log together. */
  commandsStored: number;
  /** Commands the clients were told were accepted. */
  acknowledged: number;
  /** ... of which found in the log at their version, same seat, same command. */
  acknowledgedInLog: number;
  /** Stored commands no client heard `accepted` for (written just before a kill: allowed). */
  storedNotAcknowledged: number;
  /** What went wrong, one line each (empty when all is well). */
  problems: string[];
}

export async function checkStored(
  storage: Storage,
  xia: XiaRuleset,
  ids: readonly string[],
  accepted: readonly AcceptedCommand[],
): Promise<CheckCounts> {
  const counts: CheckCounts = {
    matches: ids.length,
    reloaded: 0,
    reloadedFromSetup: 0,
    replayHashEqual: 0,
    commandsStored: 0,
    acknowledged: accepted.length,
    acknowledgedInLog: 0,
    storedNotAcknowledged: 0,
    problems: [],
  };
  const byMatch = new Map<string, AcceptedCommand[]>();
  for (const a of accepted) {
    const list = byMatch.get(a.match);
    if (list) list.push(a);
    else byMatch.set(a.match, [a]);
  }
  for (const id of byMatch.keys())
    if (!ids.includes(id)) counts.problems.push(`match ${id} was played but is not stored`);
  for (const id of ids) {
    const problem = (text: string) => counts.problems.push(`match ${id}: ${text}`);
    const loaded = await loadMatch(storage, xia, id);
    if (!loaded.ok) {
      problem(`does not reload: ${loaded.error.code} ${loaded.error.message}`);
      continue;
    }
    counts.reloaded++;
    const hash = stateHash(loaded.value.state);
    const fromSetup = await loadMatch(storage, xia, id, { from: 'setup' });
    if (!fromSetup.ok) problem(`does not reload from setup: ${fromSetup.error.message}`);
    else if (stateHash(fromSetup.value.state) !== hash)
      problem('reloads from setup to another state');
    else counts.reloadedFromSetup++;

    const log = await storage.commandsAfter(id, 0);
    counts.commandsStored += log.length;
    if (log.length !== loaded.value.version)
      problem(`holds ${log.length} commands but is at version ${loaded.value.version}`);
    const commands: RecordedCommand<XiaCommand>[] = [];
    let readable = true;
    for (const record of log) {
      const parsed = xia.parseCommand(record.command);
      if (!parsed.ok) {
        problem(`command ${record.version} does not parse: ${parsed.error.message}`);
        readable = false;
        break;
      }
      commands.push({ seat: record.seat, command: parsed.value });
    }
    if (readable) {
      const parsedOptions = xia.parseOptions(loaded.value.match.options);
      if (!parsedOptions.ok) problem(`its options do not parse: ${parsedOptions.error.message}`);
      else {
        const replayed = replay(xia, parsedOptions.value, loaded.value.match.seed, commands);
        if (!replayed.ok)
          problem(
            `the engine's replay stops at command ${replayed.error.index + 1}: ${replayed.error.message}`,
          );
        else if (replayed.value.hash !== hash)
          problem(`the engine's replay reaches ${replayed.value.hash}, the load ${hash}`);
        else counts.replayHashEqual++;
      }
    }

    const told = byMatch.get(id) ?? [];
    const toldVersions = new Set<number>();
    for (const a of told) {
      toldVersions.add(a.version);
      const record = log[a.version - 1];
      const sent = xia.parseCommand(a.command);
      if (!record || record.version !== a.version) {
        problem(`command ${a.version} was accepted but is not in the log`);
        continue;
      }
      if (record.seat !== a.seat) {
        problem(
          `command ${a.version} was accepted from seat ${a.seat} but stored from ${record.seat}`,
        );
        continue;
      }
      if (!sent.ok || canonicalJson(sent.value) !== canonicalJson(record.command)) {
        problem(`command ${a.version} in the log is not the command that was accepted`);
        continue;
      }
      counts.acknowledgedInLog++;
    }
    for (const record of log) if (!toldVersions.has(record.version)) counts.storedNotAcknowledged++;
  }
  return counts;
}
