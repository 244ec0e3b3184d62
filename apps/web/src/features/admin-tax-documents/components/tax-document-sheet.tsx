import type { ReactNode } from 'react';
import { directionOf, type Language, type LocalizedText } from '@store/shared/locales';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { cx } from '../../../lib/class-names.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { KeyIn } from '../../../lib/i18n/translation-keys.ts';
import { formatIssueStamp, taxDocumentFormat } from '../lib/tax-document-format.ts';
import { QrCode } from './qr-code.tsx';

export const SHEET_ID = 'tax-document-sheet';

type SheetKey = Extract<KeyIn<'adminTaxDocuments'>, `sheet.${string}`>;

/**
 * Both languages of every label of the sheet: the page's own first (at the start), the other at
 * the end, each in its own direction. The document reads the same to an Arabic and an English
 * reader, as ZATCA's simplified tax invoice does.
 */
function useBilingual() {
  const { language } = useLanguage();
  const { i18n } = useTranslation();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const fixed = {
    en: i18n.getFixedT('en', 'adminTaxDocuments'),
    ar: i18n.getFixedT('ar', 'adminTaxDocuments'),
  };
  return {
    language,
    other,
    text: (key: SheetKey, lang: Language) => fixed[lang](key),
  };
}

function BiLabel({ labelKey, className }: { labelKey: SheetKey; className?: string }) {
  const bi = useBilingual();
  return (
    <span
      className={cx(
        'flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-ink-muted',
        className,
      )}
    >
      <span lang={bi.language}>{bi.text(labelKey, bi.language)}</span>
      <span lang={bi.other} dir={directionOf(bi.other)}>
        {bi.text(labelKey, bi.other)}
      </span>
    </span>
  );
}

function Field({
  labelKey,
  children,
  testId,
}: {
  labelKey: SheetKey;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="border-b border-line py-2 last:border-b-0" data-testid={testId}>
      <dt>
        <BiLabel labelKey={labelKey} />
      </dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** A text the seller entered in both languages: the page's first, the other under it. */
function BiText({ text, className }: { text: LocalizedText; className?: string }) {
  const bi = useBilingual();
  const first = text[bi.language];
  const second = text[bi.other];
  return (
    <span className={className}>
      <span lang={bi.language} className="block">
        {first || second}
      </span>
      {first && second && first !== second && (
        <span lang={bi.other} dir={directionOf(bi.other)} className="block text-ink-soft">
          {second}
        </span>
      )}
    </span>
  );
}

function addressLine(seller: TaxDocument['seller'], lang: Language, country: string): string {
  const { address } = seller;
  const street = [address.buildingNumber, address.street[lang]].filter(Boolean).join(' ');
  const city = [address.city[lang], address.postalCode].filter(Boolean).join(' ');
  const extra = address.additionalNumber ? ` (${address.additionalNumber})` : '';
  return [street, address.district[lang], city + extra, country]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
}

/**
 * The document as printed: seller, number and date, buyer, lines, totals and the QR code, every
 * label in Arabic and English. Numbers, amounts and identifiers stay left to right in both.
 */
export function TaxDocumentSheet({ document }: { document: TaxDocument }) {
  const { t } = useTranslation('adminTaxDocuments');
  const bi = useBilingual();
  const format = taxDocumentFormat(bi.language);
  const { seller, totals } = document;
  const note = document.kind !== 'invoice';
  const address = (lang: Language) => addressLine(seller, lang, bi.text('sheet.country', lang));

  return (
    <article
      id={SHEET_ID}
      data-testid="tax-document-sheet"
      data-kind={document.kind}
      className="border border-line bg-paper px-4 py-6 text-ink sm:px-8 sm:py-8 print:border-0 print:p-0"
    >
      <header className="flex flex-col-reverse gap-6 border-b-2 border-ink pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-2xl leading-tight sm:text-3xl" data-testid="sheet-title">
            <span lang={bi.language} className="block">
              {bi.text(`sheet.titles.${document.kind}`, bi.language)}
            </span>
            <span
              lang={bi.other}
              dir={directionOf(bi.other)}
              className="mt-1 block text-xl text-ink-soft sm:text-2xl"
            >
              {bi.text(`sheet.titles.${document.kind}`, bi.other)}
            </span>
          </h2>
          <p className="mt-4 text-lg font-medium" data-testid="sheet-seller-name">
            <BiText text={seller.legalName} />
          </p>
        </div>
        <figure className="mx-auto shrink-0 sm:mx-0">
          <QrCode
            value={document.qr}
            label={t('qrAlt', { number: document.number })}
            className="size-48 sm:size-56 print:size-40"
          />
          <figcaption className="mt-1 text-center">
            <BiLabel labelKey="sheet.qr" className="justify-center" />
          </figcaption>
        </figure>
      </header>

      <div className="mt-5 grid gap-x-8 sm:grid-cols-2 print:grid-cols-2">
        <dl data-testid="sheet-seller">
          <Field labelKey="sheet.seller">
            <BiText text={seller.legalName} />
          </Field>
          <Field labelKey="sheet.vatNumber" testId="sheet-vat-number">
            <Ltr className="font-mono tracking-wide">{seller.vatNumber}</Ltr>
          </Field>
          <Field labelKey="sheet.crNumber" testId="sheet-cr-number">
            <Ltr className="font-mono tracking-wide">{seller.crNumber}</Ltr>
          </Field>
          <Field labelKey="sheet.address" testId="sheet-address">
            <span lang={bi.language} className="block">
              {address(bi.language)}
            </span>
            <span lang={bi.other} dir={directionOf(bi.other)} className="block text-ink-soft">
              {address(bi.other)}
            </span>
          </Field>
        </dl>
        <dl data-testid="sheet-document">
          <Field labelKey="sheet.number" testId="sheet-number">
            <Ltr className="font-mono">{document.number}</Ltr>
          </Field>
          <Field labelKey="sheet.issued" testId="sheet-issued">
            <Ltr className="tabular-nums">{formatIssueStamp(document.issuedAt)}</Ltr>
          </Field>
          <Field labelKey="sheet.buyer" testId="sheet-buyer">
            <bdi>{document.buyer.name || document.buyerName}</bdi>
          </Field>
          {note && document.original && (
            <Field labelKey="sheet.original" testId="sheet-original">
              <Ltr className="font-mono">{document.original.number}</Ltr>
            </Field>
          )}
          {note && document.reason && (
            <Field labelKey="sheet.reason" testId="sheet-reason">
              <bdi>{document.reason}</bdi>
            </Field>
          )}
        </dl>
      </div>

      <div className="mt-6 overflow-x-auto print:overflow-visible">
        <table
          className="w-full min-w-[40rem] border-collapse text-sm print:min-w-0"
          data-testid="sheet-lines"
        >
          <thead>
            <tr className="border-y-2 border-ink align-bottom">
              <LineHead labelKey="sheet.item" />
              <LineHead labelKey="sheet.quantity" numeric />
              <LineHead labelKey="sheet.unitPrice" numeric />
              <LineHead labelKey="sheet.discount" numeric />
              <LineHead labelKey="sheet.vatRate" numeric />
              <LineHead labelKey="sheet.vat" numeric />
              <LineHead labelKey="sheet.lineTotal" numeric />
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index} className="border-b border-line align-top" data-testid="sheet-line">
                <td className="py-2 pe-3">
                  <BiText text={line.name} />
                </td>
                <Num>{format.number(line.quantity)}</Num>
                <Num>{format.money(line.unitPrice)}</Num>
                <Num>{format.money(line.discount)}</Num>
                <Num>{format.percent(line.vatRate)}</Num>
                <Num>{format.money(line.vat)}</Num>
                <Num strong>{format.money(line.total)}</Num>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl
        className="ms-auto mt-5 w-full max-w-md text-sm print:max-w-[55%]"
        data-testid="sheet-totals"
      >
        <Total labelKey="sheet.taxExclusive" value={format.money(totals.taxExclusive)} />
        {totals.discount > 0 && (
          <Total labelKey="sheet.discount" value={format.money(totals.discount)} />
        )}
        <Total labelKey="sheet.vatTotal" value={format.money(totals.vat)} />
        <Total
          labelKey="sheet.taxInclusive"
          value={format.money(totals.taxInclusive)}
          strong={totals.payable === totals.taxInclusive}
        />
        {totals.payable !== totals.taxInclusive && (
          <Total labelKey="sheet.payable" value={format.money(totals.payable)} strong />
        )}
      </dl>
    </article>
  );
}

function LineHead({ labelKey, numeric = false }: { labelKey: SheetKey; numeric?: boolean }) {
  const bi = useBilingual();
  return (
    <th
      scope="col"
      className={cx(
        'px-2 py-2 text-xs font-semibold text-ink-soft first:ps-0 last:pe-0',
        numeric ? 'text-end' : 'text-start',
      )}
    >
      <span lang={bi.language} className="block">
        {bi.text(labelKey, bi.language)}
      </span>
      <span lang={bi.other} dir={directionOf(bi.other)} className="block font-normal">
        {bi.text(labelKey, bi.other)}
      </span>
    </th>
  );
}

function Num({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  return (
    <td
      className={cx(
        'px-2 py-2 text-end whitespace-nowrap tabular-nums last:pe-0',
        strong && 'font-semibold',
      )}
    >
      <Ltr>{children}</Ltr>
    </td>
  );
}

function Total({
  labelKey,
  value,
  strong = false,
}: {
  labelKey: SheetKey;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={
        strong
          ? 'mt-1 flex items-end justify-between gap-4 border-t-2 border-ink pt-2 text-base font-semibold'
          : 'flex items-end justify-between gap-4 border-b border-line py-1.5'
      }
      data-testid="sheet-total"
    >
      <dt className="min-w-0 flex-1">
        <BiLabel labelKey={labelKey} className={strong ? 'text-ink' : undefined} />
      </dt>
      <dd className="shrink-0 tabular-nums">
        <Ltr>{value}</Ltr>
      </dd>
    </div>
  );
}
