import { PROXY_COUNTS_PATH, type ProxyCounts } from '../apps/server/test/round-robin-proxy.ts';
import { E2E_PORT } from '../playwright.config.ts';

/**
 * After a run on two servers (E2E_DATABASE_URL, docs/decisions/053-browser-tests-on-two-instances.md): prints how many
 * requests each one answered and fails the run when one answered none, so "alternating" is checked, not assumed.
 */
export default async function checkBothInstancesAnswered() {
  if (!process.env.E2E_DATABASE_URL) return;
  const response = await fetch(`http://localhost:${E2E_PORT}${PROXY_COUNTS_PATH}`);
  const { answered, failed } = (await response.json()) as ProxyCounts;
  process.stdout.write(
    `Two servers on PostgreSQL: server 1 answered ${answered[0]} requests, server 2 ${answered[1]}; 502: ${failed}\n`,
  );
  if (answered.some((count) => count === 0)) {
    throw new Error(`one of the two servers answered no request (${answered.join(', ')}): the requests did not alternate`);
  }
}
