import fp from 'fastify-plugin';

// Requests in flight finish before the servers close (issue 17 item 9, docs/decisions/051). Node's server.close() closes the
// keep-alive connections that are idle at that moment only: a connection whose request was still in flight became idle later
// and held the close until its keep-alive timeout (72 s), past the 10 s the server gives itself, so it exited with code 1.
// Fastify also does not wait for the requests of a second listening server (HOST=localhost on IPv4 and IPv6). Counted here
// for every server, and `preClose` (after Fastify starts answering new requests with 503, before it closes the servers and
// runs the onClose hooks that stop the jobs and close the database) waits until none is left, at most `maxWaitMs`. The
// server process registers it (server.ts).

export interface GracefulStopOptions {
  /** The longest wait for requests in flight; the server exits 10 s after SIGTERM whatever happens. */
  maxWaitMs?: number;
}

export default fp<GracefulStopOptions>(
  async (app, { maxWaitMs = 5000 }) => {
    let inFlight = 0;
    const waiting = new Set<() => void>();
    app.addHook('onRequest', async (_request, reply) => {
      inFlight += 1;
      // 'close' comes once the answer is sent or the connection is gone, whichever happens: every request is counted out.
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) for (const resolve of waiting) resolve();
      });
    });
    app.addHook('preClose', async () => {
      // A request whose bytes were already on their way when the signal came is read first (a turn of the event loop), so
      // it is counted below.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A request answered after the stop began leaves its kept-alive connection idle; the servers' close waits for every
      // connection, and Node closes only those idle when the close starts: close the idle ones until the servers are closed.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      sweep.unref();
      app.server.once('close', () => clearInterval(sweep));
      if (inFlight === 0) return;
      app.log.info({ inFlight }, 'waiting for the requests in flight');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, maxWaitMs);
        waiting.add(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
  },
  { name: 'graceful-stop' },
);
