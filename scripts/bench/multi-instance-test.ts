/**
 * Issue 24 point 2, run by `npm test` (as `npm run test:multi-instance`): three instances of the
 * production build on one PostgreSQL database, behind nginx running deploy/nginx.conf (its ports
 * and paths swapped for free ones), with their media in a local S3-compatible server (s3rver).
 * Every proof goes through nginx; nginx names the instance that answered in a header the test adds
 * (X-Upstream), so "every instance" is checked, not assumed. Skipped, saying why, when nginx or
 * TEST_DATABASE_URL is missing (CI has both). Exits 1 on any failure.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { LOGIN_MAX_FAILED_ATTEMPTS } from '../../packages/shared/src/constants.ts';
import {
  findNginx,
  siteConfig,
  spawnInstance,
  startNginx,
  stopInstance,
  type Instance,
} from './multi-instance-cluster.ts';
import { root } from './paths.ts';
import { freePort } from './server.ts';

const INSTANCES = 3;
const ADMIN = { email: 'owner@example.com', password: 'multi-instance-test-password' };
/** Orders one client address may place in the rate limit's window (low, to reach it). */
const ORDERS_PER_ADDRESS = 3;
const SEEN_WITHIN_MS = 1000;

const failures: string[] = [];
function check(condition: boolean, what: string): void {
  if (!condition) failures.push(what);
  console.log(`${condition ? '  ok  ' : '  FAIL'} ${what}`);
}

async function sql<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Calls through nginx

interface Answer {
  status: number;
  body: { success?: boolean; data?: unknown; message?: string } & Record<string, unknown>;
  /** The instance's port that answered (the last one tried when nginx retried). */
  upstream: string;
  setCookie: string[];
}

let base = '';

async function call(
  method: string,
  url: string,
  options: { body?: unknown; address?: string; token?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.address) headers['x-forwarded-for'] = options.address;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    body = { message: text.slice(0, 200) };
  }
  const upstream = (res.headers.get('x-upstream') ?? '').split(',').pop()!.trim();
  return { status: res.status, body, upstream, setCookie: res.headers.getSetCookie() };
}

let addressCounter = 0;
/** A client address of its own (X-Forwarded-For, believed from nginx: TRUST_PROXY). */
function newAddress(): string {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

const customerInfo = {
  firstName: 'Multi',
  lastName: 'Instance',
  email: 'buyer@example.com',
  phone: '+966 50 123 4567',
  address: 'Olaya Street 1',
  district: 'Al Olaya',
  city: 'Riyadh',
  cityId: 'riyadh',
  country: 'Saudi Arabia',
};

function codOrder(productId: string, address: string) {
  return call('POST', '/api/orders', {
    address,
    body: { items: [{ productId, quantity: 1 }], paymentMethod: 'cod', customerInfo },
  });
}

function productInput(name: string, price: number, stock: number) {
  return {
    name: { en: name, ar: `عطر ${name}` },
    description: { en: '', ar: '' },
    longDescription: { en: '', ar: '' },
    concentration: { en: '', ar: '' },
    notes: { top: { en: [], ar: [] }, middle: { en: [], ar: [] }, base: { en: [], ar: [] } },
    price,
    size: '50ml',
    category: 'oriental',
    categoryId: null,
    images: [],
    featured: false,
    stock,
  };
}

/**
 * Reads `url` through nginx until every instance has answered `expected` (by `read`), and says
 * how long that took after `since`; null when some instance still answered otherwise at `limitMs`.
 */
async function seenEverywhere(
  url: string,
  read: (answer: Answer) => unknown,
  expected: unknown,
  since: number,
  limitMs: number,
): Promise<number | null> {
  const seen = new Set<string>();
  while (Date.now() - since <= limitMs) {
    const answer = await call('GET', url);
    if (answer.status === 200 && read(answer) === expected) seen.add(answer.upstream);
    if (seen.size === INSTANCES) return Date.now() - since;
  }
  return null;
}

/** GETs `url` until each instance has answered it once (so each has it in its cache). */
async function warmEverywhere(url: string, read: (answer: Answer) => unknown, expected: unknown) {
  const seen = new Set<string>();
  for (let i = 0; i < 30 && seen.size < INSTANCES; i++) {
    const answer = await call('GET', url);
    if (read(answer) !== expected) {
      throw new Error(`${url} answered ${JSON.stringify(read(answer))}, not ${String(expected)}`);
    }
    seen.add(answer.upstream);
  }
  if (seen.size < INSTANCES) throw new Error(`${url} reached only ${seen.size} instances`);
}

async function expectEdit(
  what: string,
  url: string,
  read: (answer: Answer) => unknown,
  before: unknown,
  after: unknown,
  edit: () => Promise<Answer>,
) {
  await warmEverywhere(url, read, before);
  const answer = await edit();
  const editedAt = Date.now();
  if (answer.status !== 200) {
    check(false, `${what}: the edit answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return;
  }
  const took = await seenEverywhere(url, read, after, editedAt, SEEN_WITHIN_MS);
  check(
    took !== null,
    `${what}, edited through ${answer.upstream}, is seen through all ${INSTANCES} instances within ${SEEN_WITHIN_MS} ms${took === null ? '' : ` (${took} ms)`}`,
  );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const nginx = findNginx();
  if (!serverUrl || !nginx) {
    console.log(
      `Multi-instance test skipped: ${!serverUrl ? 'TEST_DATABASE_URL is not set' : 'nginx is not installed (apt-get install nginx)'} (CI has both).`,
    );
    return 0;
  }
  const started = Date.now();
  execSync('node scripts/build-if-stale.mjs', { cwd: root, stdio: 'inherit' });

  const work = mkdtempSync(path.join(tmpdir(), 'store-multi-'));
  const dbName = `store_multi_${randomBytes(6).toString('hex')}`;
  await sql(serverUrl, `CREATE DATABASE ${dbName}`);
  const dbUrlObject = new URL(serverUrl);
  dbUrlObject.pathname = `/${dbName}`;
  const databaseUrl = dbUrlObject.toString();

  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'shop-media', configs: [] }],
  });
  const { port: s3Port } = await s3.run();

  const instances: Instance[] = [];
  for (let i = 0; i < INSTANCES; i++) {
    instances.push({ port: await freePort(), child: null, output: '' });
  }
  const env = (index: number): Record<string, string> => ({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, `instance-${index + 1}`),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    JWT_SECRET: 'multi-instance-test-jwt-secret-0123456789abcdef',
    SECRET_KEY: 'multi-instance-test-secret-key-0123456789abcdef',
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ORDERS: String(ORDERS_PER_ADDRESS),
    S3_BUCKET: 'shop-media',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  let stopNginx: (() => Promise<void>) | null = null;
  try {
    // The first migrates and seeds; the others start on what it made (docs/OPERATIONS.md).
    await spawnInstance(instances[0]!, env(0));
    await Promise.all(instances.slice(1).map((instance, i) => spawnInstance(instance, env(i + 1))));
    const nginxPort = await freePort();
    stopNginx = await startNginx(
      nginx,
      path.join(work, 'nginx'),
      siteConfig(
        nginxPort,
        instances.map((instance) => instance.port),
      ),
    );
    base = `http://127.0.0.1:${nginxPort}`;
    for (let i = 0; i < 50; i++) {
      if ((await call('GET', '/api/health').catch(() => null))?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`${INSTANCES} instances and nginx up in ${Date.now() - started} ms`);
    await proofs(databaseUrl, instances, env, path.join(work, 'nginx', 'error.log'));
  } catch (error) {
    printExited(instances);
    throw error;
  } finally {
    await stopNginx?.();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await s3.close();
    await sql(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  }

  for (const instance of instances) {
    check(
      !instance.output.includes('already executing a query'),
      `instance ${instance.port} printed no pg warning of a query on a busy connection`,
    );
  }
  console.log(`Multi-instance test took ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length > 0) {
    printExited(instances);
    console.error(`Multi-instance test FAILED:\n  - ${failures.join('\n  - ')}`);
    return 1;
  }
  console.log('Multi-instance test passed.');
  return 0;
}

async function proofs(
  databaseUrl: string,
  instances: Instance[],
  env: (index: number) => Record<string, string>,
  nginxErrorLog: string,
): Promise<void> {
  // --- An admin signed in through one instance is signed in through all of them.
  console.log('Admin session');
  const login = await call('POST', '/api/auth/login', {
    body: ADMIN,
    address: newAddress(),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const token = (login.body.data as { token: string }).token;
  const refreshCookie = login.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
  const verified = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const answer = await call('GET', '/api/auth/verify', { token });
    if (answer.status === 200) verified.add(answer.upstream);
  }
  check(
    verified.size === INSTANCES,
    `signed in through ${login.upstream}, the admin is signed in through all instances (${verified.size})`,
  );

  // --- 50 buyers at once of a product with stock 5.
  console.log('Fifty buyers, five in stock');
  const created = await call('POST', '/api/products', {
    token,
    body: productInput('Last Five', 100, 5),
  });
  if (created.status !== 201) throw new Error(`creating a product answered ${created.status}`);
  const scarce = (created.body.data as { product: { _id: string } }).product._id;
  const rush = await Promise.all(Array.from({ length: 50 }, () => codOrder(scarce, newAddress())));
  const placed = rush.filter((answer) => answer.status === 201);
  const servers = new Set(rush.map((answer) => answer.upstream));
  check(
    placed.length === 5,
    `exactly 5 of 50 concurrent orders succeed (${placed.length}; over ${servers.size} instances; statuses ${[...new Set(rush.map((a) => a.status))].join(', ')})`,
  );
  check(
    rush.every((answer) => answer.status === 201 || answer.status === 409),
    'the other orders are refused as out of stock (409)',
  );
  const scarceAfter = await call('GET', `/api/products/${scarce}`);
  check(
    (scarceAfter.body.data as { stock: number }).stock === 0,
    `stock ends at 0 (${(scarceAfter.body.data as { stock: number }).stock})`,
  );

  // --- Admin edits are seen through every instance within a second.
  console.log('Admin edits reach every instance');
  const priced = await call('POST', '/api/products', {
    token,
    body: productInput('Edited Price', 120, 50),
  });
  const pricedId = (priced.body.data as { product: { _id: string } }).product._id;
  const productPrice = (answer: Answer) => (answer.body.data as { price?: number })?.price;
  await expectEdit('a new price', `/api/products/${pricedId}`, productPrice, 120, 135, () =>
    call('PUT', `/api/products/${pricedId}`, {
      token,
      body: productInput('Edited Price', 135, 50),
    }),
  );

  const hero = (await call('GET', '/api/homepage/hero')).body.data as Record<string, unknown> & {
    title: { en: string; ar: string };
  };
  const heroTitle = (answer: Answer) => (answer.body.data as { title?: { en: string } })?.title?.en;
  await expectEdit(
    'the hero text',
    '/api/homepage/hero',
    heroTitle,
    hero.title.en,
    'Oud at dawn',
    () =>
      call('PUT', '/api/homepage/hero', {
        token,
        body: { ...hero, title: { ...hero.title, en: 'Oud at dawn' } },
      }),
  );

  const translations = (await call('GET', '/api/content/translations')).body.data as {
    en: Record<string, Record<string, unknown>>;
    ar: Record<string, Record<string, unknown>>;
  };
  const navEn = translations.en.nav!;
  const navKey = Object.keys(navEn).find((key) => typeof navEn[key] === 'string')!;
  const navText = (answer: Answer) =>
    (answer.body.data as { en?: { nav?: Record<string, unknown> } })?.en?.nav?.[navKey];
  await expectEdit(
    'a translation',
    '/api/content/translations',
    navText,
    navEn[navKey],
    'Perfumes of the house',
    () =>
      call('PUT', '/api/content/translations', {
        token,
        body: {
          contentUpdates: {
            nav: { en: { ...navEn, [navKey]: 'Perfumes of the house' }, ar: translations.ar.nav },
          },
          changeLog: 'Multi-instance test',
        },
      }),
  );

  const maintenance = (answer: Answer) =>
    (answer.body.data as { maintenanceMode?: boolean })?.maintenanceMode;
  const setMaintenance = (on: boolean) => () =>
    call('PUT', '/api/homepage/section/maintenance', {
      token,
      body: { maintenanceMode: on, maintenanceMessage: { en: '', ar: '' } },
    });
  await expectEdit(
    'maintenance mode on',
    '/api/homepage',
    maintenance,
    false,
    true,
    setMaintenance(true),
  );
  await expectEdit(
    'maintenance mode off',
    '/api/homepage',
    maintenance,
    true,
    false,
    setMaintenance(false),
  );

  // --- An image uploaded through one instance is served by all (from the bucket).
  console.log('Media');
  // Noise, so the upload (hundreds of kB) and its variants pass through nginx's temp files.
  const image = await sharp(randomBytes(800 * 600 * 3), {
    raw: { width: 800, height: 600, channels: 3 },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'bottle.jpg');
  const uploadRes = await fetch(`${base}/api/admin/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await uploadRes.json()) as { data?: { items: { url: string }[] } };
  const mediaUrl = uploaded.data?.items[0]?.url ?? '';
  check(
    uploadRes.status === 201 && mediaUrl !== '',
    `an image of ${Math.round(image.length / 1000)} kB is uploaded (${uploadRes.status})`,
  );
  const mediaServers = new Map<string, number>();
  for (let i = 0; i < 6 && mediaUrl; i++) {
    const res = await fetch(`${base}${mediaUrl}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    const upstream = (res.headers.get('x-upstream') ?? '').split(',').pop()!.trim();
    if (res.status === 200 && res.headers.get('content-type') === 'image/webp' && bytes > 0) {
      mediaServers.set(upstream, bytes);
    }
  }
  check(
    mediaServers.size === INSTANCES && new Set(mediaServers.values()).size === 1,
    `uploaded through ${uploadRes.headers.get('x-upstream')}, it is served the same by all instances (${mediaServers.size})`,
  );

  // --- The sign-in throttle and the order rate limit count across instances.
  console.log('Throttles');
  const intruder = newAddress();
  const tries: Answer[] = [];
  for (let i = 0; i < LOGIN_MAX_FAILED_ATTEMPTS; i++) {
    tries.push(
      await call('POST', '/api/auth/login', {
        address: intruder,
        body: { email: 'nobody@example.com', password: `wrong password ${i}` },
      }),
    );
  }
  const refused = await call('POST', '/api/auth/login', {
    address: intruder,
    body: { email: 'nobody@example.com', password: 'wrong password again' },
  });
  check(
    tries.every((answer) => answer.status === 401) &&
      new Set(tries.map((answer) => answer.upstream)).size === INSTANCES &&
      refused.status === 429,
    `${LOGIN_MAX_FAILED_ATTEMPTS} failed sign-ins spread over the instances, then the next is throttled (${refused.status})`,
  );
  const stocked = await call('POST', '/api/products', {
    token,
    body: productInput('Plenty', 90, 1000),
  });
  const stockedId = (stocked.body.data as { product: { _id: string } }).product._id;
  const shopper = newAddress();
  const burst: Answer[] = [];
  for (let i = 0; i <= ORDERS_PER_ADDRESS; i++) burst.push(await codOrder(stockedId, shopper));
  check(
    burst.slice(0, ORDERS_PER_ADDRESS).every((answer) => answer.status === 201) &&
      burst[ORDERS_PER_ADDRESS]!.status === 429 &&
      new Set(burst.map((answer) => answer.upstream)).size > 1,
    `${ORDERS_PER_ADDRESS} orders from one address through different instances, then 429 (${burst.map((a) => a.status).join(', ')})`,
  );

  // --- Pending online payments expire once, though every instance runs the expiry at once.
  console.log('Expiry of pending payments');
  const held = await call('POST', '/api/products', { token, body: productInput('Held', 100, 10) });
  const heldId = (held.body.data as { product: { _id: string } }).product._id;
  const pending: string[] = [];
  for (let i = 0; i < 4; i++) {
    const started = await call('POST', '/api/paypal/orders', {
      address: newAddress(),
      body: {
        amount: 100,
        currency: 'SAR',
        orderData: {
          items: [{ productId: heldId, quantity: 1 }],
          customerInfo,
          paymentMethod: 'paypal',
        },
      },
    });
    if (started.status === 201)
      pending.push((started.body.data as { orderNumber: string }).orderNumber);
  }
  const heldStock = async () =>
    ((await call('GET', `/api/products/${heldId}`)).body.data as { stock: number }).stock;
  check(pending.length === 4 && (await heldStock()) === 6, 'four online payments hold 4 of 10');
  // Their half hour is over; and every instance is given expiry rounds to run at the same time.
  await sql(
    databaseUrl,
    `UPDATE orders SET expires_at = now() - interval '1 minute' WHERE order_number = ANY($1)`,
    [pending],
  );
  await sql(
    databaseUrl,
    `INSERT INTO jobs (type, payload, max_attempts, key)
     SELECT 'checkout.expire-pending-payments', '{}'::jsonb, 1, 'multi-instance-expiry-' || n
     FROM generate_series(1, ${INSTANCES * 4}) AS n`,
  );
  const expiryDeadline = Date.now() + 15_000;
  let cancelled = 0;
  while (Date.now() < expiryDeadline) {
    const [row] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM orders WHERE order_number = ANY($1) AND status = 'cancelled'`,
      [pending],
    );
    cancelled = row?.n ?? 0;
    const [left] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM jobs WHERE key LIKE 'multi-instance-expiry-%' AND state <> 'done'`,
    );
    if (cancelled === pending.length && left?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check(
    cancelled === pending.length,
    `all ${pending.length} unpaid orders are cancelled (${cancelled})`,
  );
  check(
    (await heldStock()) === 10,
    `their stock is released exactly once: 10 again (${await heldStock()}), after ${INSTANCES * 4} expiry rounds queued at once for ${INSTANCES} instances`,
  );

  // --- PostgreSQL ends every connection (as a restart does): instances reconnect, LISTEN again.
  console.log('PostgreSQL connections ended');
  const ended = await sql<{ pid: number }>(
    databaseUrl,
    `SELECT pg_terminate_backend(pid) AS ended, pid FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const listenDeadline = Date.now() + 10_000;
  let listening = 0;
  while (Date.now() < listenDeadline) {
    const [row] = await sql<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN store_public_cache'`,
    );
    listening = row?.n ?? 0;
    if (listening === INSTANCES) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    instances.every((instance) => instance.child?.exitCode === null) && listening === INSTANCES,
    `after ${ended.length} connections were ended, every instance is up and listening again (${listening})`,
  );
  await expectEdit(
    'a price after the reconnection',
    `/api/products/${pricedId}`,
    productPrice,
    135,
    140,
    () =>
      call('PUT', `/api/products/${pricedId}`, {
        token,
        body: productInput('Edited Price', 140, 50),
      }),
  );

  // --- A rolling restart under load: no acknowledged order lost, no 5xx to the shopper.
  console.log('Rolling restart under load');
  const statuses = new Map<number, number>();
  const acknowledged: string[] = [];
  const networkErrors: string[] = [];
  let running = true;
  const shopperLoop = async (worker: number) => {
    for (let round = 0; running; round++) {
      try {
        const answer =
          round % 3 === 2
            ? await codOrder(stockedId, newAddress())
            : await call(
                'GET',
                round % 3 === 0 ? '/api/products?limit=12' : `/api/products/${stockedId}`,
              );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201)
          acknowledged.push((answer.body.data as { orderNumber: string }).orderNumber);
      } catch (error) {
        networkErrors.push(`worker ${worker}: ${(error as Error).message}`);
      }
    }
  };
  const [before] = await sql<{ stock: number }>(
    databaseUrl,
    'SELECT stock FROM products WHERE id = $1',
    [stockedId],
  );
  const load = Array.from({ length: 8 }, (_, worker) => shopperLoop(worker));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const [index, instance] of instances.entries()) {
    await stopInstance(instance);
    await spawnInstance(instance, env(index));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  running = false;
  await Promise.all(load);
  const [afterRow] = await sql<{ stock: number }>(
    databaseUrl,
    'SELECT stock FROM products WHERE id = $1',
    [stockedId],
  );
  const [foundRow] = await sql<{ n: number }>(
    databaseUrl,
    'SELECT count(*)::int AS n FROM orders WHERE order_number = ANY($1)',
    [acknowledged],
  );
  const stockBefore = before?.stock ?? 0;
  const stockAfter = afterRow?.stock ?? 0;
  const found = foundRow?.n ?? 0;
  const unexpected = [...statuses].filter(([status]) => status !== 200 && status !== 201);
  check(
    unexpected.length === 0 && networkErrors.length === 0,
    `no 5xx, no other error and no connection error during the restart (${JSON.stringify(Object.fromEntries(statuses))}${networkErrors.length ? `; ${networkErrors.slice(0, 3).join('; ')}` : ''})`,
  );
  // The restarts did meet the traffic: nginx found stopped instances and went on to the next.
  const refusedByStopped = (readFileSync(nginxErrorLog, 'utf8').match(/Connection refused/g) ?? [])
    .length;
  check(
    refusedByStopped > 0,
    `nginx met a stopped instance ${refusedByStopped} times and sent those requests on`,
  );
  check(
    acknowledged.length > 0 && found === acknowledged.length,
    `every acknowledged order is in the database (${found} of ${acknowledged.length})`,
  );
  check(
    stockBefore - stockAfter === acknowledged.length,
    `stock moved by exactly the acknowledged orders (${stockBefore - stockAfter})`,
  );

  // --- Still signed in after the restarts; logout through one is logout everywhere.
  console.log('Logout');
  // nginx sends nothing to an instance for fail_timeout after it refused a connection.
  const back = new Set<string>();
  for (let i = 0; i < 100 && back.size < INSTANCES; i++) {
    back.add((await call('GET', '/api/health')).upstream);
    if (back.size < INSTANCES) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stillIn = await everyInstance(() => call('GET', '/api/auth/verify', { token }));
  check(
    stillIn.size === INSTANCES && [...stillIn.values()].every((status) => status === 200),
    `the admin is still signed in through every instance after the restarts (${describe(stillIn)})`,
  );
  const refreshed = await call('POST', '/api/auth/refresh', { cookie: refreshCookie, body: {} });
  const newCookie = refreshed.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
  check(refreshed.status === 200, `the refresh cookie works through nginx (${refreshed.status})`);
  const logout = await call('POST', '/api/auth/logout', { token });
  const out = await everyInstance(() => call('GET', '/api/auth/verify', { token }));
  const refreshAfter = await call('POST', '/api/auth/refresh', { cookie: newCookie, body: {} });
  check(
    logout.status === 200 &&
      out.size === INSTANCES &&
      [...out.values()].every((status) => status === 401) &&
      refreshAfter.status === 401,
    `signed out through ${logout.upstream}, every instance refuses the token (${describe(out)}) and the refresh cookie (${refreshAfter.status})`,
  );
}

/** Calls until each instance has answered once; the status each gave. */
async function everyInstance(request: () => Promise<Answer>): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  for (let i = 0; i < 12 && statuses.size < INSTANCES; i++) {
    const answer = await request();
    if (!statuses.has(answer.upstream)) statuses.set(answer.upstream, answer.status);
  }
  return statuses;
}

/** What an instance that ended on its own printed last: why it ended. */
function printExited(instances: Instance[]) {
  for (const instance of instances) {
    const child = instance.child;
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      console.error(
        `Instance ${instance.port} ended (${child.exitCode ?? child.signalCode}); it printed last:\n${instance.output.slice(-3000)}`,
      );
    }
  }
}

function describe(statuses: Map<string, number>): string {
  return [...statuses].map(([upstream, status]) => `${upstream}: ${status}`).join(', ');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Multi-instance test FAILED:', error);
    process.exit(1);
  },
);
