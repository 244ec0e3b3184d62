import type { Db } from '../../db/client.ts';
import { createUser, hasAdministrator } from './admin-users.service.ts';
import { generatePassword } from './passwords.ts';

/** Used when ADMIN_EMAIL is unset; example.com is reserved, so it can never be someone's address. */
export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

export type FirstAdminOutcome =
  { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * With no administrator in the database, creates one: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password handed to `print` (the console, never the logger) this once and never again.
 * There is no built-in credential (DESIGN.md, "Where we deliberately differ from the spec").
 */
export async function ensureFirstAdmin(
  db: Db,
  credentials: { adminEmail: string | undefined; adminPassword: string | undefined },
  print: (text: string) => void,
  now: Date = new Date(),
): Promise<FirstAdminOutcome> {
  if (await hasAdministrator(db)) return { created: false };
  const email = credentials.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const generatedPassword = credentials.adminPassword ? null : generatePassword();
  const password = credentials.adminPassword ?? generatedPassword!;
  const user = await createUser(db, { email, password }, now);
  if (!user) {
    // Either a concurrent start created it first, or a user of another role holds the email.
    if (!(await hasAdministrator(db))) {
      print(
        `No administrator was created: ${email} belongs to a user without the admin role. ` +
          'Create one with: npm run admin -- create <email>\n',
      );
    }
    return { created: false };
  }
  print(
    generatedPassword
      ? generatedPasswordNotice(
          'An administrator was created with a generated password.',
          user.email,
          generatedPassword,
          `Change it with: npm run admin -- reset-password ${user.email}`,
        )
      : `Created the first administrator, ${user.email}, from ADMIN_EMAIL and ADMIN_PASSWORD.\n`,
  );
  return { created: true, email: user.email, generatedPassword };
}

/** A generated password, framed so it stands out on the console; it is shown this once only. */
export function generatedPasswordNotice(
  headline: string,
  email: string,
  password: string,
  footer?: string,
): string {
  const rule = '='.repeat(72);
  return [
    rule,
    `${headline} It is shown this once only:`,
    `  Email:    ${email}`,
    `  Password: ${password}`,
    ...(footer ? [footer] : []),
    rule,
    '',
  ].join('\n');
}
