/**
 * The printed documents' colours: the tax invoice and its notes, and the packing slip. Shipping
 * labels print black only (thermal printers).
 */
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
/** The fill behind headings and table heads. */
export const SHADE = '#f1ede6';
/** The store's bronze: titles and the rule under them. */
export const ACCENT = '#6b4e1f';
