import { applyD1Migrations, env } from 'cloudflare:test';

// The workers pool gives each test file fresh storage; set the D1 index up in each.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
