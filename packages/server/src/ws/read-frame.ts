/**
 * An inbound frame, read: text, JSON, then the protocol's schema. Each failure has its own
 * code (BinaryFrame, MalformedJson, UnknownMessage, BadMessage) and says what was wrong; a
 * command's sequence number is kept when it can be read, so the refusal can name it.
 */
import { err, ok, type Result } from '@drift/engine';
import type { RawData } from 'ws';
import { zodRefusal } from '../lobby/zod-refusal.ts';
import { ClientMessage } from '../protocol.ts';

export interface FrameProblem {
  readonly code: 'BinaryFrame' | 'MalformedJson' | 'UnknownMessage' | 'BadMessage';
  readonly message: string;
  readonly seq: number | null;
}

const TYPES = new Set(['hello', 'command', 'resync', 'ping']);

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

export function readFrame(data: RawData, isBinary: boolean): Result<ClientMessage, FrameProblem> {
  if (isBinary)
    return err({ code: 'BinaryFrame', message: 'Frames are JSON text, not binary.', seq: null });
  let json: unknown;
  try {
    json = JSON.parse(text(data));
  } catch {
    return err({ code: 'MalformedJson', message: 'This frame is not valid JSON.', seq: null });
  }
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : null;
  const type = record && 'type' in record ? record.type : undefined;
  const seqIn = record && 'seq' in record ? record.seq : undefined;
  const seq = typeof seqIn === 'number' && Number.isSafeInteger(seqIn) ? seqIn : null;
  if (typeof type !== 'string' || !TYPES.has(type)) {
    const what = typeof type === 'string' ? `"${type.slice(0, 40)}"` : 'missing';
    return err({
      code: 'UnknownMessage',
      message: `The message type is ${what}; a client sends hello, command, resync or ping.`,
      seq,
    });
  }
  const parsed = ClientMessage.safeParse(json);
  if (!parsed.success) {
    const { message } = zodRefusal('BadMessage', parsed.error);
    return err({
      code: 'BadMessage',
      message: message.replace('The request', `This ${type} frame`),
      seq,
    });
  }
  return ok(parsed.data);
}
