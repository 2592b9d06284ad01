import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not assert (epic-stack habit): fail it.
// node-postgres warns (once per process) when a statement is sent to a connection still busy with others: reads run at once
// in a transaction, which is one connection. It queues them today; pg@9 refuses them. The test that caused it fails here
// (src/db/parallel-reads.ts runs such reads one after the other in a transaction).
let busyConnectionWarning: Error | null = null;
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    busyConnectionWarning = warning;
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  const warning = busyConnectionWarning;
  busyConnectionWarning = null;
  if (warning) throw new Error(`node-postgres was sent a statement on a busy connection: ${warning.message}`);
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
