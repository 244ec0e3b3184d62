import { mkdirSync } from 'node:fs';
import { BACKUP_USAGE, runBackup, runRestore } from './backup/backup-commands.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoContent } from './db/seed.ts';
import { seedProductsToScale } from './db/seed-scale.ts';
import {
  ADMIN_USAGE,
  parseAdminCommand,
  runAdminCommand,
  type AdminCommand,
  readNewPassword,
} from './modules/auth/index.ts';
import { MEDIA_USAGE, MediaStorageError, runMediaCommand } from './modules/media/index.ts';

const USAGE = `Usage: npm run seed [-- --products N]
  Applies migrations and seeds the demo catalogue, content and settings into an empty database
  (DATA_DIR or DATABASE_URL, as the server uses). Existing data is never overwritten.
  --products N  then adds generated products until the catalogue holds N (for benchmarks).

${ADMIN_USAGE}

${BACKUP_USAGE}

${MEDIA_USAGE}`;

/** `--products N` of the seed command: a whole number, or an error message. */
function parseSeedOptions(args: string[]): { products: number | undefined } | string {
  if (args.length === 0) return { products: undefined };
  const [flag, value] = args;
  const products = Number(value);
  if (
    flag !== '--products' ||
    args.length !== 2 ||
    !Number.isSafeInteger(products) ||
    products < 0
  ) {
    return USAGE;
  }
  return { products };
}

async function seed(database: Database, products: number | undefined) {
  const result = await seedDemoContent(database.db);
  console.log(
    result.catalogue
      ? 'Seeded the demo catalogue.'
      : 'The database already had a catalogue; it was left as it is.',
  );
  console.log(`Added ${result.defaults} missing default content and settings entries.`);
  if (products !== undefined) {
    const scaled = await seedProductsToScale(database.db, products);
    console.log(`Added ${scaled.added} generated products; the catalogue holds ${scaled.total}.`);
  }
  return 0;
}

function admin(database: Database, command: AdminCommand) {
  return runAdminCommand(database.db, command, {
    readPassword: () => readNewPassword(),
    print: (text) => process.stdout.write(text),
    printError: (text) => console.error(text),
  });
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command === 'backup' || command === 'restore') {
    if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
    const config = loadConfig(process.env, null);
    return command === 'backup' ? runBackup(config, rest) : runRestore(config, rest);
  }
  if (command === 'media') {
    if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
    const config = loadConfig(process.env, null);
    return runMediaCommand(
      rest,
      { dataDir: config.dataDir, storage: config.media.storage },
      { out: (text) => console.log(text), error: (text) => console.error(text) },
    );
  }
  let adminCommand: AdminCommand | undefined;
  if (command === 'admin') {
    const parsed = parseAdminCommand(rest);
    if (typeof parsed === 'string') {
      console.error(parsed);
      return 2;
    }
    adminCommand = parsed;
  } else if (command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  const seedOptions = command === 'seed' ? parseSeedOptions(rest) : { products: undefined };
  if (typeof seedOptions === 'string') {
    console.error(seedOptions);
    return 2;
  }
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR must mean the directory the
  // command was typed in, as it does for `npm start`, or `npm run admin` would edit another database.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig(process.env, null);
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    return adminCommand
      ? await admin(database, adminCommand)
      : await seed(database, seedOptions.products);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof MediaStorageError ? error.message : error,
    );
    process.exit(1);
  },
);
