import Papa from 'papaparse';
import { formatStoreDate, type AdminCustomer } from '@store/shared/schemas/admin-orders';

const COLUMNS: [label: string, value: (customer: AdminCustomer) => string | number][] = [
  ['Name', (customer) => customer.name],
  ['Email', (customer) => customer.email],
  ['Phone', (customer) => customer.phone],
  ['Account', (customer) => (customer.hasAccount ? 'account' : 'guest')],
  ['Orders', (customer) => customer.orderCount],
  ['Total spent (SAR)', (customer) => customer.totalSpent.toFixed(2)],
  ['First order (Riyadh)', (customer) => formatStoreDate(customer.firstOrderAt, 'en-GB')],
  ['Last order (Riyadh)', (customer) => formatStoreDate(customer.lastOrderAt, 'en-GB')],
];

/**
 * What a spreadsheet would run as a formula: a cell starting with = @ tab or return, or with + or
 * - followed by anything but a number (a phone in E.164, +9665…, is a number and stays as it is).
 */
const FORMULA = /^[=@\t\r]|^[+-](?![\d\s]*$)/;

/**
 * The customers as a CSV file: a byte-order mark so Excel reads Arabic names, and formulas
 * escaped so no spreadsheet runs one (a name is typed by the shopper).
 */
export function customersCsv(customers: AdminCustomer[]): string {
  const header = Papa.unparse([COLUMNS.map(([label]) => label)], { newline: '\r\n' });
  const rows = customers.map((customer) => COLUMNS.map(([, value]) => value(customer)));
  const body = rows.length
    ? `${Papa.unparse(rows, { escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`
    : '';
  return `\uFEFF${header}\r\n${body}`;
}
