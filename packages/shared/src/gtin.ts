/**
 * A GS1 trade item number (the barcode under a bottle): 8, 12, 13 or 14 digits whose last digit
 * checks the others (weights 3 and 1 alternating from the right). A mistyped digit fails it.
 */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
