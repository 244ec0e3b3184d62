import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PREFIX } from '@store/shared/constants';

/**
 * A new order number, e.g. "MA-7K3M-Q9XA": 8 characters drawn with crypto.randomInt from 31 that
 * cannot be mistaken for each other (about 8.5 × 10^11 possibilities), so numbers cannot be
 * guessed or enumerated, yet read well over the phone.
 */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++)
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `${ORDER_NUMBER_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** An order number as a shopper may type it: any case, spaces around it. */
export function normalizeOrderNumber(input: string): string {
  return input.trim().toUpperCase();
}
