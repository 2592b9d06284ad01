// What the benchmarks share: percentiles of measured durations, a free loopback port, and the stop of a server process.
import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';

/** The value at `fraction` (0.5, 0.95) of ascending `sortedValues` (nearest rank); NaN when there is none. */
export function percentile(sortedValues: number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}

/** A TCP port free on the loopback at the moment of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** SIGTERM to a server process and its exit (its graceful stop). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `work` for about `seconds`, one call at a time, after 10 warm-up calls (at least 20 samples, at most 2,000), and
 * returns the sample count with p50 and p95 in milliseconds.
 */
export async function measureFor(seconds: number, work: () => Promise<void>) {
  for (let warmUp = 0; warmUp < 10; warmUp++) await work();
  const durations: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (durations.length < 2000 && (performance.now() < deadline || durations.length < 20)) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { samples: durations.length, p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/** What `request` answers: the status, the headers and the body as it came over the wire (not decompressed). */
export interface BenchAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One HTTP call on a kept-alive loopback connection, the way a load generator (autocannon) makes it: `node:http`, not
 * `fetch`. The benchmarks that compare a route's time with its SQL run the client in the server's own process, so the client's
 * work counts against the HTTP side: `fetch` adds its WHATWG streams, and decompresses the answers it asked to be compressed,
 * about a millisecond a call that no server can save. The server still compresses when the caller accepts it
 * (send `accept-encoding` as a browser does); the body is read, not decompressed.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent } = {},
): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? keepAliveAgent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

/** Sample count, p50 and p95 (ms) of measured durations. */
export interface Figures {
  samples: number;
  p50: number;
  p95: number;
}

export function summarize(durations: number[]): Figures {
  const sorted = [...durations].sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

// A route through HTTP and the same work done directly are measured in turns, one sample of each at a time, so that both
// see the same machine: on a busy 2-core machine the load changes from second to second, and two phases measured one after
// the other compared the load more than the paths (the same KYC run printed 1.48x and 3.14x for the draft save).
//
// Between two samples the event loop gets one turn through its timers, outside both measurements. The direct path never
// yields to the event loop (PGlite runs in this thread and its queries resolve as promises only), so without that turn every
// timer that came due during a direct sample (pg-boss's polls, the mail worker, which run as in production) ran inside the
// next HTTP sample, whose sockets are the first chance the loop gets: the HTTP path's slowest 5% then measured the direct
// path's background work (docs/decisions/061). The work a timer starts still runs beside whichever sample comes next.
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `http` and `direct` in turns for about `seconds` (at least `minSamples`, at most `maxSamples`), after 3 warm-up turns. */
export async function measureTwoPathsInTurns(
  http: () => Promise<void>,
  direct: () => Promise<void>,
  limits: { seconds: number; minSamples: number; maxSamples: number },
): Promise<{ http: Figures; direct: Figures }> {
  for (let warmUp = 0; warmUp < 3; warmUp++) {
    await http();
    await direct();
  }
  const durations = { http: [] as number[], direct: [] as number[] };
  const deadline = performance.now() + limits.seconds * 1000;
  while (
    durations.http.length < limits.maxSamples &&
    (performance.now() < deadline || durations.http.length < limits.minSamples)
  ) {
    for (const [path, work] of [
      ['http', http],
      ['direct', direct],
    ] as const) {
      const started = performance.now();
      await work();
      durations[path].push(performance.now() - started);
      await nextTurn();
    }
  }
  return { http: summarize(durations.http), direct: summarize(durations.direct) };
}
