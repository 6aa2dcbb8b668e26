import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './platform/database.js';
import { systemDb } from './platform/system-db.js';
import { createTokenService, RETIREMENT_GRACE_SECONDS } from './platform/tokens.js';

/**
 * `npm run rotate-signing-key`: tokens are signed with a new key from now on. Running API
 * processes pick it up within 30 seconds, and the previous key keeps verifying (and stays in
 * the JWKS) until the last token it signed has expired. On the embedded database, stop the
 * API first: PGlite belongs to one process.
 */
try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pglite'), poolSize: 1 });
  try {
    await database.migrate();
    const tokens = await createTokenService(systemDb(database), config);
    const { kid, retiredKids } = await tokens.rotate();
    const retention = config.ACCESS_TOKEN_TTL_SECONDS + RETIREMENT_GRACE_SECONDS;
    process.stdout.write(`New signing key ${kid}.\n`);
    if (retiredKids.length > 0)
      process.stdout.write(`Retired ${retiredKids.join(', ')}: it verifies tokens and stays in the JWKS for ${retention} more seconds.\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
