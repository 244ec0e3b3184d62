import { admin as arAdmin } from './ar/admin.ts';
import { auth as arAuth } from './ar/auth.ts';
import { admin } from './en/admin.ts';
import { auth } from './en/auth.ts';

/**
 * The texts of the sign-in page and the admin area, in both languages. Only the lazy admin chunks
 * import this file (through `useAdminAreaTexts`), so none of it loads on the storefront. A later
 * admin screen adds its namespace here, in both languages; the parity test covers these too.
 */
export const adminAreaTexts = {
  en: { auth, admin },
  ar: { auth: arAuth, admin: arAdmin },
} as const;
