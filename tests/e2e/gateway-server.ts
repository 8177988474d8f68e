import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeGateway, type Gateway, type GatewayRoute } from './fake-gateway';
import { attachAnswers } from './gateway-attach';

// The fake gateway of the browser tests as a real HTTP server, for what stands in front of it in
// production (nginx, in nginx.e2e.ts): the same answers (fake-gateway.ts), plus 附件管理's list
// and upload (gateway-attach.ts), and a record of every request as it arrived.

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };

export type GatewayServer = {
  gateway: Gateway;
  received: Received[];
  port: number;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the gateway on a free port of 127.0.0.1. */
export async function startGatewayServer(): Promise<GatewayServer> {
  // fakeGateway mounts its answers on a route host: here the server keeps them.
  let shared: ((route: GatewayRoute) => Promise<void>) | undefined;
  const gateway = await fakeGateway({
    route: async (_url, answer) => {
      shared = answer;
    },
  });
  const attach = attachAnswers();
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const answer = async () => {
      const body = await readBody(request);
      const path = request.url ?? '/';
      received.push({ method: request.method ?? '', path, headers: request.headers, body });
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
      );
      const route: GatewayRoute = {
        request: () => ({
          url: () => `http://gateway${path}`,
          headers: () => headers,
          method: () => request.method ?? 'GET',
          postData: () => body.toString('utf8') || null,
        }),
        fulfill: async (options = {}) => {
          response.writeHead(options.status ?? 200, { 'content-type': options.contentType ?? 'text/plain' });
          response.end(options.body ?? '');
        },
      };
      if (!(await attach(route, body))) await shared?.(route);
    };
    answer().catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    gateway,
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
