import { mkdirSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/seed.ts';

const USAGE = `Usage: npm run seed
  Applies migrations and seeds the demo catalogue, content and settings into an empty database
  (DATA_DIR or DATABASE_URL, as the server uses). Existing data is never overwritten.`;

async function main(args: string[]) {
  const [command] = args;
  if (command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, null);
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await seedDemoContent(database.db);
    console.log(
      result.catalogue
        ? 'Seeded the demo catalogue.'
        : 'The database already had a catalogue; it was left as it is.',
    );
    console.log(`Added ${result.defaults} missing default content and settings entries.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
