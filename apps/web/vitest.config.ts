import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // Whole-app renders share two cores with the server suites in CI: a generous ceiling, not a pause.
      testTimeout: 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
