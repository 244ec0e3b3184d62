import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Ltr } from './ltr.tsx';
import { TextWithSlot } from './text-with-slot.tsx';

const MILLILITRES = /^\s*(\d+(?:[.,]\d+)?)\s*ml\s*$/i;

/**
 * A product's size in the page language: "100 ml" reads "100 مل" in Arabic. Sizes in another
 * shape (a set, "3 × 10 ml") are shown as written, left to right.
 */
export function ProductSize({ size }: { size: string }) {
  const { t } = useTranslation();
  const amount = MILLILITRES.exec(size)?.[1];
  if (!amount) return <Ltr>{size}</Ltr>;
  return (
    <TextWithSlot
      translate={(slot) => t('units.millilitres', { amount: slot })}
      slot={<Ltr>{amount}</Ltr>}
    />
  );
}
