import {
  smsSenderIdSchema,
  smsSettingProblemOf,
  type SmsSettingProblem,
} from '@store/shared/schemas/sms';
import { parseMobile } from '@store/shared/saudi/mobile';
import type { TFunction } from '../../../lib/i18n/translation-keys.ts';

export function problemText(t: TFunction<'adminSms'>, problem: SmsSettingProblem): string {
  return t(`problems.${problem}`);
}

/** A message the server sent for a field, in the page language when it is one we know. */
export function serverProblemText(t: TFunction<'adminSms'>, message: string): string {
  const problem = smsSettingProblemOf(message);
  return problem ? problemText(t, problem) : message;
}

/** The sender name's problem by the server's own schema, worded for the page; null when fine. */
export function senderIdProblem(t: TFunction<'adminSms'>, senderId: string): string | null {
  const parsed = smsSenderIdSchema.safeParse(senderId);
  if (parsed.success) return null;
  return serverProblemText(t, parsed.error.issues[0]?.message ?? '');
}

/** Whether the number typed is a Saudi mobile, by the rules the server parses it with. */
export function mobileProblem(t: TFunction<'adminSms'>, to: string): string | null {
  return parseMobile(to) ? null : problemText(t, 'invalidMobile');
}
