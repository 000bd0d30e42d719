import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { LabAdapterKind, LabAdapterSettings } from '@vetclinic/db';
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

/** HTTP(S) POST of the message (labs' web gateways); a 2xx whose body is an ACK is checked, other 2xx accepted. */
export class HttpSender implements LabOrderSender {
  constructor(private readonly url: string, private readonly authHeader?: string, private readonly timeoutMs = 10_000) {}
  async send(message: string) {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'x-application/hl7-v2+er7; charset=utf-8', ...(this.authHeader ? { authorization: this.authHeader } : {}) },
        body: message,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (e) {
      throw new Error(`Cannot reach ${new URL(this.url).host} (${(e as Error).name === 'TimeoutError' ? 'timeout' : (e as Error).message}).`);
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) throw new Error(`The lab answered HTTP ${res.status}.`);
    if (body.trimStart().startsWith('MSH')) return checkAck(body);
    return { detail: `HTTP ${res.status}` };
  }
}

export function senderFor(adapter: LabAdapterKind, settings: LabAdapterSettings, drop: { outbox: string }): LabOrderSender {
  if (adapter === 'mllp') return new MllpSender(settings.host ?? '', settings.port ?? 0, settings.timeout_ms);
  if (adapter === 'http') return new HttpSender(settings.url ?? '', settings.auth_header, settings.timeout_ms);
  return new DropFolderSender(drop.outbox);
}
