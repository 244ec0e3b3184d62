import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@store/shared/schemas/accounts';
import { nationalAddress } from '@store/shared/saudi/address';
import type { Db } from '../../db/client.ts';
import { shopperAccounts, shopperAddresses } from './accounts.table.ts';

type AddressRow = typeof shopperAddresses.$inferSelect;

/** An address already checked (`savedAddressProblems`): what is stored. */
export interface AddressFields {
  label: string;
  cityId: string;
  district: string;
  street: string;
  buildingNumber: string;
  postalCode: string;
  additionalNumber: string;
  shortAddress: string;
}

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    cityId: row.cityId,
    district: row.district,
    street: row.street,
    buildingNumber: row.buildingNumber,
    postalCode: row.postalCode,
    additionalNumber: row.additionalNumber,
    shortAddress: row.shortAddress,
    isDefault: row.isDefault,
  };
}

/** The National Address numbers in their one form (RRRD2929, 12345), or null when not given. */
function stored(fields: AddressFields) {
  const part = (name: keyof typeof nationalAddress) =>
    fields[name] ? nationalAddress[name](fields[name]) : null;
  return {
    label: fields.label,
    cityId: fields.cityId,
    district: fields.district,
    street: fields.street,
    buildingNumber: part('buildingNumber'),
    postalCode: part('postalCode'),
    additionalNumber: part('additionalNumber'),
    shortAddress: part('shortAddress'),
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, accountId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(shopperAddresses)
    .where(eq(shopperAddresses.accountId, accountId))
    .orderBy(desc(shopperAddresses.isDefault), desc(shopperAddresses.createdAt));
  return rows.map(toSavedAddress);
}

export async function defaultAddress(db: Db, accountId: string): Promise<SavedAddress | null> {
  const [row] = await db
    .select()
    .from(shopperAddresses)
    .where(and(eq(shopperAddresses.accountId, accountId), eq(shopperAddresses.isDefault, true)));
  return row ? toSavedAddress(row) : null;
}

async function clearDefault(tx: Db, accountId: string, except?: string) {
  await tx
    .update(shopperAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(shopperAddresses.accountId, accountId),
        eq(shopperAddresses.isDefault, true),
        except ? ne(shopperAddresses.id, except) : undefined,
      ),
    );
}

export type AddressOutcome =
  { ok: true; address: SavedAddress } | { ok: false; refusal: 'tooMany' | 'notFound' };

/**
 * Saves a new address; the account's first is its default, and `makeDefault` moves the default
 * to it. Refused past MAX_SAVED_ADDRESSES. The caller holds a transaction.
 */
export async function addAddress(
  tx: Db,
  accountId: string,
  fields: AddressFields,
  makeDefault: boolean,
  now: Date,
): Promise<AddressOutcome> {
  // The account's row is the lock: two saves at once count one after the other.
  await tx
    .select({ id: shopperAccounts.id })
    .from(shopperAccounts)
    .where(eq(shopperAccounts.id, accountId))
    .for('update');
  const existing = await tx
    .select({ id: shopperAddresses.id })
    .from(shopperAddresses)
    .where(eq(shopperAddresses.accountId, accountId));
  if (existing.length >= MAX_SAVED_ADDRESSES) return { ok: false, refusal: 'tooMany' };
  const isDefault = makeDefault || existing.length === 0;
  if (isDefault) await clearDefault(tx, accountId);
  const [row] = await tx
    .insert(shopperAddresses)
    .values({ accountId, ...stored(fields), isDefault, createdAt: now, updatedAt: now })
    .returning();
  return { ok: true, address: toSavedAddress(row!) };
}

/** Changes an address of the account's; `makeDefault` moves the default to it (never away). */
export async function updateAddress(
  tx: Db,
  accountId: string,
  id: string,
  fields: AddressFields,
  makeDefault: boolean,
  now: Date,
): Promise<AddressOutcome> {
  if (makeDefault) await clearDefault(tx, accountId, id);
  const [row] = await tx
    .update(shopperAddresses)
    .set({ ...stored(fields), ...(makeDefault ? { isDefault: true } : {}), updatedAt: now })
    .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.accountId, accountId)))
    .returning();
  return row ? { ok: true, address: toSavedAddress(row) } : { ok: false, refusal: 'notFound' };
}

export async function makeDefaultAddress(
  tx: Db,
  accountId: string,
  id: string,
  now: Date,
): Promise<AddressOutcome> {
  await clearDefault(tx, accountId, id);
  const [row] = await tx
    .update(shopperAddresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.accountId, accountId)))
    .returning();
  return row ? { ok: true, address: toSavedAddress(row) } : { ok: false, refusal: 'notFound' };
}

/**
 * Deletes an address of the account's. When it was the default, the oldest remaining one becomes
 * the default, so an account with addresses always has one.
 */
export async function removeAddress(tx: Db, accountId: string, id: string): Promise<boolean> {
  const [removed] = await tx
    .delete(shopperAddresses)
    .where(and(eq(shopperAddresses.id, id), eq(shopperAddresses.accountId, accountId)))
    .returning();
  if (!removed) return false;
  if (removed.isDefault) {
    const [next] = await tx
      .select({ id: shopperAddresses.id })
      .from(shopperAddresses)
      .where(eq(shopperAddresses.accountId, accountId))
      .orderBy(asc(shopperAddresses.createdAt))
      .limit(1);
    if (next) {
      await tx
        .update(shopperAddresses)
        .set({ isDefault: true })
        .where(eq(shopperAddresses.id, next.id));
    }
  }
  return true;
}
