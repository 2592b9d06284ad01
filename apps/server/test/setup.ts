import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug the test did not assert (epic-stack habit): fail it.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
