import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TaxDocument } from '@store/shared/schemas/tax-documents';
import {
  describedBy,
  Field,
  SelectInput,
  TextArea,
  TextInput,
} from '../../../components/admin/form-field.tsx';
import { FormDialog } from '../../../components/admin/form-dialog.tsx';
import { taxDocumentPath } from '../../../config/admin-sections.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { newIdempotencyKey, parseSarAmount } from '../../../lib/sar-amount.ts';
import { adminTaxDocuments as englishTexts } from '../../../locales/en/admin-tax-documents.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useIssueTaxNote } from '../api/issue-tax-note.ts';
import { taxDocumentFormat } from '../lib/tax-document-format.ts';

type RefusalKey = keyof typeof englishTexts.note.refusals;
/** A debit note may add up to this much (the server's own limit). */
const MAX_DEBIT_SAR = 10_000_000;

/**
 * A credit or debit note amending an invoice, by hand: a price corrected down or up, or the
 * correction of a document ZATCA rejected. Mounted while open: one opening, one note, one key.
 */
export function IssueNoteDialog({
  invoice,
  onClose,
}: {
  invoice: TaxDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminTaxDocuments');
  const { language } = useLanguage();
  const format = taxDocumentFormat(language);
  const navigate = useNavigate();
  const issue = useIssueTaxNote(invoice.id);
  const [key] = useState(() => newIdempotencyKey('note'));
  const [kind, setKind] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const max = kind === 'credit' ? invoice.totals.payable : MAX_DEBIT_SAR;
  const parsed = parseSarAmount(amount, max);
  const amountError =
    submitted && !parsed.ok
      ? t(`note.errors.${parsed.error}`, { max: format.money(max) })
      : undefined;
  const reasonError = submitted && !reason.trim() ? t('note.reasonRequired') : undefined;
  const busy = issue.isPending;

  const refusalText = (error: Error): string => {
    const refusal = error instanceof ApiError ? error.reason : null;
    if (!refusal || !(refusal.key in englishTexts.note.refusals)) return error.message;
    const { remaining, number } = refusal.params;
    return t(`note.refusals.${refusal.key as RefusalKey}`, {
      number,
      remaining: typeof remaining === 'number' ? format.money(remaining / 100) : remaining,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.ok || !reason.trim() || busy) return;
    setFailure(null);
    issue.mutate(
      { kind, amount: parsed.sar, reason: reason.trim(), idempotencyKey: key },
      {
        onSuccess: (note) => {
          toast.success(t('note.issued', { number: note.number }));
          onClose();
          void navigate(taxDocumentPath(note.id));
        },
        onError: (error) => setFailure(refusalText(error)),
      },
    );
  };

  return (
    <FormDialog
      title={t('note.title', { number: invoice.number })}
      description={t('note.description')}
      testId="issue-note-dialog"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      confirm={{
        label: busy ? t('note.confirming') : t('note.confirm'),
        testId: 'issue-note-confirm',
      }}
      failure={{ title: t('note.failed'), message: failure, testId: 'issue-note-failure' }}
    >
      <Field label={t('note.kind')} htmlFor={`${id}-kind`}>
        <SelectInput
          id={`${id}-kind`}
          value={kind}
          disabled={busy}
          onChange={(event) => setKind(event.target.value as 'credit' | 'debit')}
          data-testid="issue-note-kind"
        >
          <option value="credit">{t('note.credit')}</option>
          <option value="debit">{t('note.debit')}</option>
        </SelectInput>
      </Field>
      <Field
        label={t('note.amount')}
        htmlFor={`${id}-amount`}
        hint={kind === 'credit' ? t('note.amountHint', { max: format.money(max) }) : undefined}
        error={amountError}
      >
        <TextInput
          id={`${id}-amount`}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          invalid={Boolean(amountError)}
          aria-describedby={describedBy(`${id}-amount`, {
            error: amountError,
            hint: kind === 'credit',
          })}
          disabled={busy}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="issue-note-amount"
        />
      </Field>
      <Field label={t('note.reason')} htmlFor={`${id}-reason`} error={reasonError}>
        <TextArea
          id={`${id}-reason`}
          rows={2}
          maxLength={300}
          value={reason}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(`${id}-reason`, { error: reasonError })}
          disabled={busy}
          placeholder={t('note.reasonPlaceholder')}
          onChange={(event) => setReason(event.target.value)}
          data-testid="issue-note-reason"
        />
      </Field>
    </FormDialog>
  );
}
