// A round-robin reverse proxy for the browser tests on two servers sharing one PostgreSQL database (issue 17 item 6,
// docs/decisions/053-browser-tests-on-two-instances.md). Each HTTP request, not each connection (browsers keep
// connections alive), goes to the next server; bodies stream both ways; the request's headers, Host first (tenants are told
// apart by host), reach the server as sent; every answer says which server gave it in `x-emisja-instance`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyUpstream {
  host: string;
  port: number;
}

/** The proxy's own endpoint: how many requests each server answered so far (it is not counted itself). */
export const PROXY_COUNTS_PATH = '/__e2e-proxy/instances';

export interface ProxyCounts {
  /** Requests answered by each server, in the order of the upstreams (server 1 first). */
  answered: number[];
  /** Requests that found their server down (answered 502 by the proxy). */
  failed: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  counts(): ProxyCounts;
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection: each side of the proxy manages its own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export async function startRoundRobinProxy(options: {
  upstreams: ProxyUpstream[];
  port?: number;
  /** Told about each request whose server did not answer (the proxy answered 502). */
  onUpstreamError?: (error: Error, instance: number, request: string) => void;
}): Promise<RoundRobinProxy> {
  const { upstreams } = options;
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream server');
  const answered = upstreams.map(() => 0);
  let failed = 0;
  let next = 0;
  // Kept-alive connections to the servers, so alternating does not cost a new connection per request. An idle one is
  // dropped after 30 s, before the server's own keep-alive timeout (Fastify: 72 s) could close it under a new request.
  const agent = new http.Agent({ keepAlive: true, timeout: 30_000 });

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (request.url === PROXY_COUNTS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ answered, failed } satisfies ProxyCounts));
      return;
    }
    const index = next;
    next = (next + 1) % upstreams.length;
    const upstream = upstreams[index]!;
    const instance = String(index + 1);

    const forwarded = http.request({
      host: upstream.host,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: endToEndHeaders(request.headers),
      agent,
    });
    forwarded.on('response', (upstreamResponse) => {
      answered[index]! += 1;
      response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.statusMessage, {
        ...endToEndHeaders(upstreamResponse.headers),
        'x-emisja-instance': instance,
      });
      upstreamResponse.pipe(response);
      upstreamResponse.on('error', () => response.destroy());
    });
    let isClientGone = false;
    forwarded.on('error', (error) => {
      // The browser gave up first (a closed page, an aborted fetch): nothing to answer, and the server was not down.
      if (isClientGone) return;
      if (response.headersSent) {
        // The answer had begun: cutting the connection is the only honest way to say it did not finish.
        response.destroy(error);
        return;
      }
      failed += 1;
      options.onUpstreamError?.(error, index + 1, `${request.method} ${request.url}`);
      const body = JSON.stringify({
        label: 'Bad Gateway',
        message: `server ${instance} (${upstream.host}:${upstream.port}) did not answer: ${error.message}`,
        violations: [],
      });
      response.writeHead(502, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'x-emisja-instance': instance,
      });
      response.end(body);
    });
    // A browser that gives up (navigation, abort) stops the forwarded request too.
    response.on('close', () => {
      if (response.writableFinished) return;
      isClientGone = true;
      forwarded.destroy();
    });
    request.pipe(forwarded);
  };

  // "localhost" is 127.0.0.1 and ::1, and the browser may take either (as Fastify does for HOST=localhost): the proxy
  // listens on both loopback addresses, on one port.
  const servers: http.Server[] = [];
  const listen = (port: number, host: string) =>
    new Promise<http.Server>((resolve, reject) => {
      // The suite's requests may wait on a slow PDF or a long upload: no proxy timeout of its own.
      const server = http.createServer({ requestTimeout: 0 }, handle);
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server);
      });
    });
  const first = await listen(options.port ?? 0, '127.0.0.1');
  servers.push(first);
  const { port } = first.address() as AddressInfo;
  try {
    servers.push(await listen(port, '::1'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A machine without IPv6 has only 127.0.0.1.
    if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
      await new Promise((resolve) => first.close(resolve));
      throw error;
    }
  }
  return {
    url: `http://localhost:${port}`,
    port,
    counts: () => ({ answered: [...answered], failed }),
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      agent.destroy();
    },
  };
}
