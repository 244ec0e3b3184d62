import { formatSar } from '@store/shared/money';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { Ltr } from './ltr.tsx';

/** An amount in SAR, formatted for the page language, never reversed in RTL text. */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const { language } = useLanguage();
  return <Ltr className={className}>{formatSar(amount, language)}</Ltr>;
}
