import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import type { LabAdapterKind, LabAdapterSettings } from '@vetclinic/db';
import { BlockedTargetError, pinnedLookup, resolveTarget, systemResolver, type Resolver } from '../../lib/ssrf-guard';
import { parseHl7 } from './hl7';

/**
 * How an order reaches a lab. Each adapter either delivers the ORM^O01 (and says how) or throws with a sentence
 * the order keeps as its send error; the order can then be sent again.
 */
export interface LabOrderSender {
  send(message: string, placerOrderNumber: string): Promise<{ detail: string }>;
}

/** The folders the drop-folder adapter uses for one integration, under the server's data directory. */
export function dropFolderPaths(dataDir: string, clinicId: number, integrationId: number) {
  const base = path.resolve(dataDir, 'labs', `${clinicId}-${integrationId}`);
  return { outbox: path.join(base, 'outbox'), inbox: path.join(base, 'inbox'), processed: path.join(base, 'processed') };
}

/**
 * Local development and analysers that exchange files: writes `<placer>.hl7` into the outbox folder (through a
 * temporary name and a rename, so a reader never sees half a file).
 */
export class DropFolderSender implements LabOrderSender {
  constructor(private readonly dir: string) {}
  async send(message: string, placer: string) {
    mkdirSync(this.dir, { recursive: true });
    const safe = placer.replace(/[^A-Za-z0-9_-]/g, '_');
    const final = path.join(this.dir, `${safe}.hl7`);
    const tmp = path.join(this.dir, `.${safe}.${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(tmp, message.replace(/\r/g, '\r\n'), 'utf8');
    renameSync(tmp, final);
    return { detail: `written to ${final}` };
  }
}

const VT = '\x0b';
const FS = '\x1c';
const CR = '\r';

/** Reads MSA-1 of an ACK: AA/CA accepted; anything else refused with MSA-3's text. */
function checkAck(ack: string): { detail: string } {
  let msa;
  try {
    msa = parseHl7(ack).first('MSA');
  } catch {
    throw new Error('The lab answered with something that is not an HL7 ACK.');
  }
  const code = msa?.get(1) ?? '';
  if (code === 'AA' || code === 'CA') return { detail: `accepted (${code})` };
  throw new Error(`The lab refused the order (${code || 'no MSA'}${msa?.get(3) ? `: ${msa.get(3)}` : ''}).`);
}

/** MLLP over TCP (the usual link to analysers and lab bridges): one framed message, waits for the framed ACK. */
export class MllpSender implements LabOrderSender {
  constructor(private readonly host: string, private readonly port: number, private readonly timeoutMs = 10_000) {}
  send(message: string): Promise<{ detail: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: this.host, port: this.port });
      let buf = '';
      let done = false;
      const finish = (err: Error | null, value?: { detail: string }) => {
        if (done) return;
        done = true;
        socket.destroy();
        if (err) reject(err);
        else resolve(value!);
      };
      socket.setTimeout(this.timeoutMs, () => finish(new Error(`No ACK from ${this.host}:${this.port} within ${this.timeoutMs} ms.`)));
      socket.on('error', (e) => finish(new Error(`Cannot reach ${this.host}:${this.port} (${(e as NodeJS.ErrnoException).code ?? e.message}).`)));
      socket.on('connect', () => socket.write(`${VT}${message}${FS}${CR}`, 'utf8'));
      socket.on('data', (chunk) => {
        buf += chunk.toString('utf8');
        const end = buf.indexOf(FS);
        if (end < 0) return;
        const ack = buf.slice(buf.indexOf(VT) + 1, end);
        try {
          finish(null, checkAck(ack));
        } catch (e) {
          finish(e as Error);
        }
      });
      socket.on('close', () => finish(new Error(`${this.host}:${this.port} closed the connection without an ACK.`)));
    });
  }
}

/** The sentence an order keeps when its lab URL leads to a private or internal address. */
export const privateTargetError = (host: string, address: string) =>
  `Refused: ${host} resolves to the private address ${address}; lab orders are only sent to public addresses.`;

/**
 * Checks a lab's URL against the SSRF guard (lib/ssrf-guard, the webhooks' guard): null when every address of its
 * host is public, else the refusal sentence. A name that does not resolve is not refused here (the send says so).
 */
export async function privateTargetOf(rawUrl: string, resolver: Resolver = systemResolver): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  try {
    await resolveTarget(url, false, resolver);
    return null;
  } catch (e) {
    return e instanceof BlockedTargetError ? privateTargetError(e.hostname, e.address) : null;
  }
}

/**
 * HTTP(S) POST of the message (labs' web gateways); a 2xx whose body is an ACK is checked, other 2xx accepted.
 * Behind the SSRF guard, as webhooks are: the host is resolved and checked once and the socket connects to that
 * checked address (TLS still verifies the certificate for the name); redirects are not followed.
 */
export class HttpSender implements LabOrderSender {
  /** `allowPrivate` is for tests against a local lab only: no setting reaches it (senderFor never sets it). */
  constructor(
    private readonly url: string, private readonly authHeader?: string, private readonly timeoutMs = 10_000,
    private readonly resolver: Resolver = systemResolver, private readonly allowPrivate = false,
  ) {}

  async send(message: string) {
    const url = new URL(this.url);
    let target;
    try {
      target = await resolveTarget(url, this.allowPrivate, this.resolver);
    } catch (e) {
      if (e instanceof BlockedTargetError) throw new Error(privateTargetError(e.hostname, e.address));
      throw new Error(`Cannot reach ${url.host} (DNS: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}).`);
    }
    const client = url.protocol === 'https:' ? https : http;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = client.request(url, {
        method: 'POST',
        headers: { 'content-type': 'x-application/hl7-v2+er7; charset=utf-8', 'content-length': Buffer.byteLength(message).toString(), ...(this.authHeader ? { authorization: this.authHeader } : {}) },
        lookup: pinnedLookup(target),
        timeout: this.timeoutMs,
      }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < ACK_MAX) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      request.on('error', (e: NodeJS.ErrnoException) => reject(new Error(`Cannot reach ${url.host} (${e.code === 'timeout' ? 'timeout' : e.message}).`)));
      request.end(message);
    });
    if (status < 200 || status > 299) throw new Error(`The lab answered HTTP ${status}.`);
    if (body.trimStart().startsWith('MSH')) return checkAck(body);
    return { detail: `HTTP ${status}` };
  }
}

/** The most of an answer read (an ACK is a few hundred bytes). */
const ACK_MAX = 64 * 1024;

export function senderFor(adapter: LabAdapterKind, settings: LabAdapterSettings, drop: { outbox: string }, resolver: Resolver = systemResolver): LabOrderSender {
  if (adapter === 'mllp') return new MllpSender(settings.host ?? '', settings.port ?? 0, settings.timeout_ms);
  if (adapter === 'http') return new HttpSender(settings.url ?? '', settings.auth_header, settings.timeout_ms, resolver);
  return new DropFolderSender(drop.outbox);
}
