import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type TestAppOptions, useTestApp } from './test-app.ts';

/** Helpers of the mail tests: a real SMTP server, a free port, polling, and message decoding. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a port of this machine, keeping what it receives. */
export async function startSmtp(port = 0, reject?: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (reject) {
        const err = Object.assign(new Error(reject), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function freePort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

export async function until<T>(fn: () => Promise<T | undefined | null | false>, ms = 45_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Quoted-printable body parts of the raw message, decoded. */
export function decodeQp(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/[\u0080-\u00ff]{2,}/g, (s) => Buffer.from(s, 'latin1').toString('utf8'));
}

/** The Subject header, unfolded, with its RFC 2047 encoded words decoded. */
export function subjectOf(raw: string) {
  const head = raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
  const line = head
    .split('\r\n')
    .find((l) => l.startsWith('Subject: '))!
    .slice('Subject: '.length);
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * useTestApp with a real SMTP server started before the app: the app sends its mail there, from
 * forum@test.local; the server stops after the app is closed.
 */
export function useMailTestApp(
  options: Omit<TestAppOptions, 'env' | 'after'> & { env?: Record<string, string> } = {},
) {
  const smtp = {} as Smtp;
  const app = useTestApp({
    ...options,
    env: async () => {
      Object.assign(smtp, await startSmtp());
      return { ...options.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'forum@test.local' };
    },
    after: async () => smtp.close?.(),
  });
  return { ...app, smtp };
}
