import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The raw message (headers and body) after dot-unstuffing. */
  data: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** When set, every message is refused at the end of DATA with this reply, e.g. '451 4.3.0 Try later'. */
  rejectWith: string | null;
  close(): Promise<void>;
}

function subjectOf(data: string): string {
  const headers = data.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
}

/**
 * A minimal real SMTP server for tests (greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT),
 * so delivery is tested through nodemailer's actual protocol code rather than a fake transport.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const sockets = new Set<net.Socket>();
  const state: SmtpTestServer = {
    url: '',
    received: [],
    rejectWith: null,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: { from: string; to: string[]; lines: string[] } = { from: '', to: [], lines: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const handle = (line: string) => {
      if (inData) {
        if (line !== '.') {
          mail.lines.push(line.startsWith('..') ? line.slice(1) : line);
          return;
        }
        inData = false;
        if (state.rejectWith) {
          reply(state.rejectWith);
        } else {
          const data = mail.lines.join('\r\n');
          state.received.push({ from: mail.from, to: mail.to, subject: subjectOf(data), data });
          reply('250 2.0.0 Ok: queued');
        }
        mail = { from: '', to: [], lines: [] };
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 smtp.test');
      else if (verb === 'MAIL') { mail.from = /<(.*)>/.exec(line)?.[1] ?? ''; reply('250 2.1.0 Ok'); }
      else if (verb === 'RCPT') { mail.to.push(/<(.*)>/.exec(line)?.[1] ?? ''); reply('250 2.1.5 Ok'); }
      else if (verb === 'DATA') { inData = true; reply('354 End data with <CR><LF>.<CR><LF>'); }
      else if (verb === 'RSET') { mail = { from: '', to: [], lines: [] }; reply('250 2.0.0 Ok'); }
      else if (verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'QUIT') { reply('221 2.0.0 Bye'); socket.end(); }
      else reply('502 5.5.2 Command not recognized');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        handle(line);
      }
    });
    reply('220 smtp.test ESMTP test server');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // No STARTTLS is offered; ignoreTLS makes nodemailer not even ask for it.
  state.url = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  return state;
}
