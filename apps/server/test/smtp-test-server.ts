import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const TLS_DIR = join(import.meta.dirname, 'tls');
/** The self-signed certificate of 127.0.0.1 and localhost the test relay presents (test/tls/README.md). */
export const TEST_CA_FILE = join(TLS_DIR, 'localhost-cert.pem');

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Whether the message came over TLS (STARTTLS or implicit). */
  secure: boolean;
  /** The raw message: headers, a blank line, the body. */
  raw: string;
}

/**
 * A real SMTP relay for the tests (the npm package smtp-server), on 127.0.0.1 with STARTTLS under the test
 * certificate (unless `starttls` is false), asking for `user` and `password` if given. It keeps what it
 * received; it refuses the recipients given to `refuse` with 550, and cuts the connection at the next
 * MAIL FROM commands counted by `dropNextConnections`.
 */
export async function startSmtpTestServer(
  options: { user?: string; password?: string; starttls?: boolean } = {},
) {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const state = { dropConnections: 0 };
  const server: SMTPServer = new SMTPServer({
    key: readFileSync(join(TLS_DIR, 'localhost-key.pem')),
    cert: readFileSync(TEST_CA_FILE),
    authOptional: !options.user,
    disabledCommands: [
      ...(options.user ? [] : ['AUTH']),
      ...(options.starttls === false ? ['STARTTLS'] : []),
    ],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, session, callback) {
      if (state.dropConnections > 0) {
        state.dropConnections -= 1;
        for (const connection of server.connections)
          if (connection.id === session.id) connection._socket.destroy();
        return;
      }
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('5.1.1 Recipient address rejected: user unknown') as Error & {
          responseCode: number;
        };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.user ? `${options.user}:${options.password}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    refuse: (address: string) => refused.add(address.toLowerCase()),
    accept: (address: string) => refused.delete(address.toLowerCase()),
    dropNextConnections: (count: number) => {
      state.dropConnections = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message (unfolded), or undefined. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The text of a raw single-part message, decoded from its transfer encoding. */
export function textOf(raw: string): string {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = headerOf(`${head}\r\n\r\n`, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
