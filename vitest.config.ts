import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Two projects: the engine and games run in plain Node; the platform (Durable Object, API, D1)
// runs inside workerd through the Workers pool.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['tests/engine/**/*.test.ts', 'tests/games/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                ALLOW_FIXED_SEED: '1',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['tests/match/**/*.test.ts', 'tests/api/**/*.test.ts'],
          setupFiles: ['./tests/apply-migrations.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
