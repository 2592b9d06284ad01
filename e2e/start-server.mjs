// Starts the real server for the browser tests: production web build, fresh database, development mailbox, fake public
// registers. On embedded PGlite by default: one server. With E2E_DATABASE_URL (a fresh, empty PostgreSQL database): two
// servers on that database behind a round-robin proxy that sends each request to the next one, so every flow of the suite
// crosses both (issue 17 item 6, docs/decisions/053-browser-tests-on-two-instances.md).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const { register } = await import('tsx/esm/api');
register();

if (process.env.EMISJA_E2E_INSTANCE) {
  // One of the two servers, started by the process below with its environment ready.
  await import('../apps/server/src/server.ts');
} else {
  const port = process.env.PORT ?? '3100';
  const databaseUrl = process.env.E2E_DATABASE_URL;
  const dataDir = path.join(tmpdir(), `emisja-e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // Both servers share DATA_DIR (the development personal-data key), STORAGE_DIR (documents, PDFs) and, without a
  // JWT_SECRET, the development JWT secret: a session started on one is valid on the other.
  process.env.DATA_DIR = dataDir;
  process.env.STORAGE_DIR = path.join(dataDir, 'storage');
  process.env.NODE_ENV = 'development';
  process.env.LOG_LEVEL ??= 'warn';
  delete process.env.SMTP_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;

  // The public registers of the KYC questionnaire (issue 12): the in-process fakes of the KRS open API and the VAT white
  // list, answering their documented JSON (apps/server/test/fake-registers.ts, no test runner needed), so no lookup leaves
  // the machine. The servers read their addresses from the environment when they start.
  const { startFakeKrs, startFakeVatWhitelist } = await import('../apps/server/test/fake-registers.ts');
  const [krs, vatWhitelist] = await Promise.all([startFakeKrs(), startFakeVatWhitelist()]);
  process.env.KRS_API_URL = krs.url;
  process.env.VAT_WHITELIST_API_URL = vatWhitelist.url;

  if (databaseUrl) await startTwoInstances(Number(port));
  else await import('../apps/server/src/server.ts');
}

/** Free ports, held together while they are found so that they differ. */
async function freePorts(count) {
  const probes = Array.from({ length: count }, () => createServer());
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))));
  const ports = probes.map((probe) => probe.address().port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

async function startTwoInstances(proxyPort) {
  const { startRoundRobinProxy } = await import('../apps/server/test/round-robin-proxy.ts');
  const ports = await freePorts(2);
  let isStopping = false;
  let proxy;

  // Both start at once: migrations run under an advisory lock (db/client.ts), the demo data claims its landing page by a
  // unique slug inside its one transaction (the second server waits on it and adds nothing), and the development key file
  // is linked into place atomically (lib/pii/keyring.ts). A double seeding would fail the start, and the suite with it.
  const instances = ports.map((instancePort, index) => {
    const name = `server ${index + 1}`;
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
      // E-mailed links of development hosts take PUBLIC_PORT: the proxy's, where the browser is.
      env: { ...process.env, PORT: String(instancePort), PUBLIC_PORT: String(proxyPort), EMISJA_E2E_INSTANCE: String(index + 1) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
    }
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    void exited.then(({ code, signal }) => {
      if (isStopping) return;
      console.error(`[e2e] ${name} stopped on its own (${signal ?? `exit code ${code}`}); stopping the other one`);
      void stop(1);
    });
    return { name, child, exited, port: instancePort };
  });

  async function stop(exitCode) {
    if (isStopping) return;
    isStopping = true;
    if (proxy) {
      const { answered, failed } = proxy.counts();
      process.stdout.write(`[e2e] requests answered: server 1 ${answered[0]}, server 2 ${answered[1]}; failed (502) ${failed}\n`);
      await proxy.close();
    }
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(instances.map(({ exited }) => exited));
    process.exit(exitCode);
  }
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  // Whatever ends this process ends the servers too.
  process.once('exit', () => {
    for (const { child } of instances) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  // The proxy answers /health only once both servers do.
  await Promise.all(instances.map((instance) => waitForHealth(instance, () => isStopping)));
  if (isStopping) return;
  proxy = await startRoundRobinProxy({
    port: proxyPort,
    upstreams: instances.map((instance) => ({ host: '127.0.0.1', port: instance.port })),
    onUpstreamError: (error, instance, request) =>
      console.error(`[e2e] server ${instance} did not answer ${request}: ${error.message} (answered 502)`),
  });
  process.stdout.write(
    `[e2e] two servers on ${new URL(process.env.DATABASE_URL).pathname.slice(1)} (ports ${ports.join(', ')}), ` +
      `each request to the next one through http://localhost:${proxyPort}\n`,
  );
}

async function waitForHealth(instance, isStopping) {
  while (!isStopping()) {
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
