import { integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone, set by the database when the row is written. */
export function createdAtColumn() {
  return timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
}

export function updatedAtColumn() {
  return timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
}

/** created_at and updated_at, for tables whose rows change after they are written. */
export function timestampColumns() {
  return { createdAt: createdAtColumn(), updatedAt: updatedAtColumn() };
}

/**
 * The id of the row this one belongs to (an order's line, a parcel's event, a user's session):
 * always set, and the row is deleted with it.
 */
export function belongsTo(name: string, parent: () => AnyPgColumn) {
  return uuid(name).notNull().references(parent, { onDelete: 'cascade' });
}

/**
 * A line as bought, copied from the product so that it reads alone after the product changes or
 * goes: an order's line, and a return's line copied from it. No foreign key to the product.
 */
export function purchasedLineColumns() {
  return {
    productId: uuid('product_id').notNull(),
    productNameEn: text('product_name_en').notNull(),
    productNameAr: text('product_name_ar').notNull(),
    productImage: text('product_image'),
    unitPriceHalalas: integer('unit_price_halalas').notNull(),
    quantity: integer('quantity').notNull(),
  };
}
