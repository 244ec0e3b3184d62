import type { FastifyInstance } from 'fastify';
import { SAUDI_REGIONS } from '@store/shared/saudi/places';
import { methodInput, setShippingZones, zoneInput } from '../modules/shipping/testing.ts';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SiteSettings } from '@store/shared/schemas/settings';
import type { Db } from '../db/client.ts';
import { demoSettings } from '../db/seed/demo-settings.ts';
import { products, orders, payments, settings } from '../db/schema.ts';

/** Helpers shared by the checkout tests (not a test file itself). */

let productCount = 0;

/** A product of its own for one test, so tests never share stock. */
export async function insertProduct(
  db: Db,
  values: {
    stock: number;
    priceHalalas?: number;
    isActive?: boolean;
    inStockOverride?: boolean;
    /** A free sample at checkout, with this many vials (decision 036). */
    sampleStock?: number;
  },
): Promise<{ id: string; nameEn: string; nameAr: string; priceHalalas: number }> {
  productCount++;
  const [row] = await db
    .insert(products)
    .values({
      nameEn: `Test Oud ${productCount}`,
      nameAr: `عود تجريبي ${productCount}`,
      notes: {
        top: { en: [], ar: [] },
        middle: { en: [], ar: [] },
        base: { en: [], ar: [] },
      },
      priceHalalas: values.priceHalalas ?? 45000,
      family: 'woody',
      images: [{ url: `/images/test-${productCount}.webp` }],
      stock: values.stock,
      isActive: values.isActive ?? true,
      inStockOverride: values.inStockOverride ?? null,
      sampleable: values.sampleStock !== undefined,
      sampleStock: values.sampleStock ?? 0,
    })
    .returning();
  return {
    id: row!.id,
    nameEn: row!.nameEn,
    nameAr: row!.nameAr,
    priceHalalas: row!.priceHalalas,
  };
}

/** A product's sample vials left. */
export async function sampleStockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ sampleStock: products.sampleStock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.sampleStock;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function orderByNumber(db: Db, orderNumber: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [payment] = order
    ? await db.select().from(payments).where(eq(payments.orderId, order.id))
    : [];
  return { order: order!, payment };
}

export const customer = {
  firstName: 'Noura',
  lastName: 'Al-Harbi',
  email: 'noura@example.com',
  phone: '+966 50 123 4567',
  address: 'Tahlia Street 12',
  city: 'Riyadh',
  postalCode: '12241',
  country: 'Saudi Arabia',
  notes: '',
  countryCode: 'SA',
  cityId: 'riyadh',
  district: 'Al Olaya',
};

/**
 * The zone "All of Saudi Arabia" and its standard method, made by migration 0007 from the flat
 * fee of earlier versions (0 SAR, free from 200 SAR on a fresh store).
 */
export const DEFAULT_SHIPPING_ZONE_ID = '00000000-0000-4000-8000-000000000019';
export const STANDARD_DELIVERY_ID = '00000000-0000-4000-8000-000000000191';

/** What migration 0007 makes on a fresh store, to put back after a test changed the zones. */
export async function restoreDefaultShipping(app: FastifyInstance): Promise<void> {
  await setShippingZones(app, [
    zoneInput({
      name: { en: 'All of Saudi Arabia', ar: 'جميع مناطق المملكة' },
      regions: SAUDI_REGIONS.map((region) => region.code),
      methods: [methodInput({ rule: { type: 'flat', priceHalalas: 0 }, freeAboveHalalas: 20000 })],
    }),
  ]);
}

/** The body of `POST /api/orders` for a cash-on-delivery order of one product by `customer`. */
export function codOrderBody(productId: string, quantity = 1, language: 'en' | 'ar' = 'en') {
  return {
    items: [{ productId, quantity }],
    customerInfo: customer,
    paymentMethod: 'cod',
    language,
  };
}

/** Stored site settings with some changed (commerce, emailSettings); returns a restore function. */
export async function changeSettings(
  db: Db,
  change: (current: SiteSettings) => SiteSettings,
): Promise<() => Promise<void>> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'site'));
  const before = (row?.value ?? demoSettings) as SiteSettings;
  await db
    .update(settings)
    .set({ value: change(structuredClone(before)) })
    .where(eq(settings.key, 'site'));
  return async () => {
    await db.update(settings).set({ value: before }).where(eq(settings.key, 'site'));
  };
}

export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-checkout-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The .eml files written for an order (no SMTP configured). */
export function outboxMessages(dataDir: string, orderNumber: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.includes(orderNumber))
    .sort()
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'));
}

/** A header of a raw message, with RFC 2047 encoded words decoded. */
export function mailHeader(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line?.slice(name.length + 1).trim() ?? '';
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}

/** The decoded text/plain part of a raw message. */
export function mailText(raw: string): string {
  return mailPart(raw, 'plain');
}

/** The decoded text/html part of a raw message. */
export function mailHtml(raw: string): string {
  return mailPart(raw, 'html');
}

function mailPart(raw: string, subtype: 'plain' | 'html'): string {
  const match = new RegExp(
    `Content-Type: text\\/${subtype}[^\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*?Content-Transfer-Encoding: ([\\w-]+)\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n(?:--|$)`,
    'i',
  ).exec(raw);
  expect(match, `a text/${subtype} part`).not.toBeNull();
  const [, encoding, body] = match!;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!, 'base64').toString('utf8');
  if (encoding!.toLowerCase() === 'quoted-printable') {
    const bytes = body!
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body!;
}
