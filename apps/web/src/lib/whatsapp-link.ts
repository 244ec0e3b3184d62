/** The WhatsApp number with every non-digit removed (spec section 5). */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/** A wa.me link for the number, or null when it holds no digits. */
export function whatsappLink(number: string): string | null {
  const digits = whatsappDigits(number);
  return digits ? `https://wa.me/${digits}` : null;
}
