import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PROXY_COUNTS_PATH, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

// The proxy of the browser tests on two servers (docs/decisions/053-browser-tests-on-two-instances.md), against two tiny
// servers that say who they are, which Host they saw, and echo the request body chunk by chunk as it arrives.

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function startUpstream(name: string): Promise<number> {
  const server = http.createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'text/plain',
      'x-upstream': name,
      'x-seen-host': request.headers.host ?? '',
    });
    // Headers go out at once and each chunk is echoed as it arrives: only a proxy that streams both ways lets the client
    // see the echo of its first chunk before it has sent the last one.
    response.flushHeaders();
    request.on('data', (chunk: Buffer) => response.write(chunk));
    request.on('end', () => response.end(request.method === 'GET' ? name : ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as AddressInfo).port;
}

async function startProxy(ports: number[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy({ upstreams: ports.map((port) => ({ host: '127.0.0.1', port })) });
  closers.push(() => proxy.close());
  return proxy;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function get(proxy: RoundRobinProxy, path: string, options: { agent?: http.Agent; host?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: proxy.port,
        path,
        agent: options.agent,
        headers: options.host ? { host: options.host } : {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, reusedSocket: request.reusedSocket }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('the round-robin proxy of the browser tests on two servers', () => {
  it('sends each request of one kept-alive connection to the next server, and says which server answered', async () => {
    const proxy = await startProxy([await startUpstream('first'), await startUpstream('second')]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    closers.push(async () => agent.destroy());

    const answers: Answer[] = [];
    for (let index = 0; index < 4; index += 1) answers.push(await get(proxy, `/page/${index}`, { agent }));

    expect(answers.map((answer) => answer.body)).toEqual(['first', 'second', 'first', 'second']);
    expect(answers.map((answer) => answer.headers['x-emisja-instance'])).toEqual(['1', '2', '1', '2']);
    expect(answers.slice(1).every((answer) => answer.reusedSocket)).toBe(true);
    expect(proxy.counts()).toEqual({ answered: [2, 2], failed: 0 });
    const counts = await get(proxy, PROXY_COUNTS_PATH);
    expect(JSON.parse(counts.body)).toEqual({ answered: [2, 2], failed: 0 });
  });

  it('keeps the Host header, which tells the tenants apart', async () => {
    const proxy = await startProxy([await startUpstream('first'), await startUpstream('second')]);

    const navy = await get(proxy, '/', { host: 'navy.localhost:3100' });
    const demo = await get(proxy, '/', { host: 'localhost:3100' });

    expect(navy.headers['x-seen-host']).toBe('navy.localhost:3100');
    expect(demo.headers['x-seen-host']).toBe('localhost:3100');
  });

  it('streams the request body to the server and the answer back while the upload is still going on', async () => {
    const proxy = await startProxy([await startUpstream('only')]);

    const echoed = await new Promise<string>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port: proxy.port, method: 'POST', path: '/upload' });
      request.on('error', reject);
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          // The first chunk came back through both directions before the second was sent.
          if (body === 'chunk 1;') request.end('chunk 2;');
        });
        response.on('end', () => resolve(body));
      });
      request.flushHeaders();
      request.write('chunk 1;');
    });

    expect(echoed).toBe('chunk 1;chunk 2;');
  });

  it('answers 502 with the error body when its server is down, at once', async () => {
    const downPort = await startUpstream('gone');
    await closers.pop()!(); // the server stops; its port refuses connections now
    const proxy = await startProxy([await startUpstream('first'), downPort]);

    const first = await get(proxy, '/');
    const second = await get(proxy, '/');

    expect(first.status).toBe(200);
    expect(second.status).toBe(502);
    expect(second.headers['x-emisja-instance']).toBe('2');
    expect(JSON.parse(second.body)).toMatchObject({
      label: 'Bad Gateway',
      message: expect.stringContaining('server 2'),
      violations: [],
    });
    expect(proxy.counts()).toEqual({ answered: [1, 0], failed: 1 });
  });
});
