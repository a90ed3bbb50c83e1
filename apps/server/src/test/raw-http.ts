import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * Requests over a real socket with the request target written exactly as given: `fetch` and
 * `inject` normalise it (dot segments, absolute-form), which is what an attacker's client does not.
 */
export async function rawClient(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const send = (method: string, target: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: target,
          headers: { host: `127.0.0.1:${port}`, ...headers },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  return { send, close: () => agent.destroy() };
}
