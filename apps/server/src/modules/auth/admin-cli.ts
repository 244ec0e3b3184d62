import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createUser, findUserByEmail, resetPassword } from './admin-users.service.ts';
import { generatedPasswordNotice } from './first-admin.ts';
import { generatePassword, passwordProblem } from './passwords.ts';

export const ADMIN_USAGE = `Usage:
  npm run admin -- create <email> [--first-name <name>] [--last-name <name>]
  npm run admin -- reset-password <email>

The password is asked for on a terminal; scripts pass it in NEW_ADMIN_PASSWORD or on standard
input (first line). Leave it empty to have a strong one generated and shown once. A reset ends all
of the user's sessions. With the embedded database, stop the server first.`;

export type AdminCommand =
  | { name: 'create'; email: string; firstName?: string; lastName?: string }
  | { name: 'reset-password'; email: string };

export interface AdminCliIo {
  /** The new password as typed or piped; empty means "generate one". */
  readPassword(): Promise<string>;
  print(text: string): void;
  printError(text: string): void;
}

const emailSchema = z.email();

/** Reads `create <email> …` or `reset-password <email>`; a string is the reason it cannot. */
export function parseAdminCommand(args: string[]): AdminCommand | string {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    });
  } catch (error) {
    return (error as Error).message;
  }
  const [name, email, ...extra] = parsed.positionals;
  if (name !== 'create' && name !== 'reset-password') return ADMIN_USAGE;
  if (!email || extra.length > 0) return ADMIN_USAGE;
  if (!emailSchema.safeParse(email.trim()).success) return `Not an email address: ${email}`;
  if (name === 'reset-password') {
    if (parsed.values['first-name'] !== undefined || parsed.values['last-name'] !== undefined) {
      return ADMIN_USAGE;
    }
    return { name, email };
  }
  return {
    name,
    email,
    firstName: parsed.values['first-name'],
    lastName: parsed.values['last-name'],
  };
}

/** The chosen password, or a generated one (returned so it is printed once). */
async function choosePassword(
  io: AdminCliIo,
): Promise<{ password: string; generated: boolean } | null> {
  let typed;
  try {
    typed = await io.readPassword();
  } catch (error) {
    io.printError((error as Error).message);
    return null;
  }
  if (typed === '') return { password: generatePassword(), generated: true };
  const problem = passwordProblem(typed);
  if (problem) {
    io.printError(problem);
    return null;
  }
  return { password: typed, generated: false };
}

/** Runs one admin command; the exit code is returned. */
export async function runAdminCommand(
  db: Db,
  command: AdminCommand,
  io: AdminCliIo,
  now: Date = new Date(),
): Promise<number> {
  const existing = await findUserByEmail(db, command.email);
  if (command.name === 'create' && existing) {
    io.printError(`A user with the email ${existing.email} already exists.`);
    return 1;
  }
  if (command.name === 'reset-password' && !existing) {
    io.printError(`No user with the email ${command.email}.`);
    return 1;
  }

  const chosen = await choosePassword(io);
  if (!chosen) return 1;

  if (command.name === 'create') {
    const user = await createUser(db, { ...command, password: chosen.password }, now);
    if (!user) {
      io.printError(`A user with the email ${command.email} already exists.`);
      return 1;
    }
    io.print(`Created the administrator ${user.email}.\n`);
    if (chosen.generated) {
      io.print(generatedPasswordNotice('Generated password.', user.email, chosen.password));
    }
    return 0;
  }

  const reset = await resetPassword(db, command.email, chosen.password, now);
  if (!reset) {
    io.printError(`No user with the email ${command.email}.`);
    return 1;
  }
  const sessions = reset.endedSessions === 1 ? '1 session' : `${reset.endedSessions} sessions`;
  io.print(`Changed the password of ${reset.user.email}; ended ${sessions}.\n`);
  if (chosen.generated) {
    io.print(generatedPasswordNotice('Generated password.', reset.user.email, chosen.password));
  }
  return 0;
}
