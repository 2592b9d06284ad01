import { defineConfig } from 'vitest/config';

export default defineConfig({
  // testTimeout: the KYC rule tables take seconds on two busy cores; a ceiling, not a pause.
  test: { name: 'shared', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
