import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { hooks, mailbox, outbound, push } from './tests/support/node-services.ts';
import { DEV_VAPID } from './scripts/vapid.mjs';

// Three projects: the engine and games run in plain Node; the platform (Durable Object, API, D1)
// runs inside workerd through the Workers pool; the browser tests (e2e) run in Node against wrangler dev.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['tests/engine/**/*.test.ts', 'tests/games/**/*.test.ts', 'tests/scripts/**/*.test.ts', 'tests/layout/**/*.test.ts'],
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
                SERVICE_SECRET: 'test-service-secret',
                NOTIFY_DELAY_SECONDS: '0',
                // The development VAPID pair, as `npm start` uses (scripts/vapid.mjs).
                VAPID_PUBLIC_KEY: DEV_VAPID.publicKey,
                VAPID_PRIVATE_KEY: DEV_VAPID.privateKey,
                // Bots play as soon as the alarm can fire (never inside a request): tests wait for them.
                BOT_DELAY_SECONDS: '0',
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
              },
              // The outside world of the notifications: the mail miniflare writes to disk, a
              // webhook receiver and a push service in place of the Internet (tests/support/node-services.ts).
              serviceBindings: { MAILBOX: mailbox, HOOKS: hooks, PUSH: push },
              outboundService: outbound,
            },
          })),
        ],
        test: {
          name: 'workers',
          include: ['tests/match/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/notify/**/*.test.ts'],
          setupFiles: ['./tests/apply-migrations.ts'],
          testTimeout: 120_000,
        },
      },
      {
        // The web page in Debian's Chromium against `wrangler dev` (started by the global setup).
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
