import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  type HostedProviderName,
  PROVIDER_MODES,
  type ProviderMode,
} from '@store/shared/schemas/payment-providers';
import { AlertIcon } from '../../../components/ui/icons/alert-icon.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { RadioCards } from './radio-cards.tsx';

/** Simulator, test or live, each with what it means for this provider; a warning before live. */
export function ProviderModeChoice({
  provider,
  mode,
  input,
}: {
  provider: HostedProviderName;
  mode: ProviderMode;
  input: UseFormRegisterReturn<'mode'>;
}) {
  const { t } = useTranslation('adminSystem');
  return (
    <>
      <RadioCards
        legend={t('paymentProviders.mode.legend')}
        options={PROVIDER_MODES}
        chosen={mode}
        input={input}
        testId={(value) => `${provider}-mode-${value}`}
        label={(value) => t(`paymentProviders.mode.${value}.label`)}
        description={(value) => t(`paymentProviders.mode.${value}.${provider}`)}
        warnOn="live"
      />
      {mode === 'live' && (
        <div
          role="alert"
          data-testid={`${provider}-live-warning`}
          className="flex gap-3 border border-warning/40 bg-warning/10 px-4 py-3"
        >
          <AlertIcon size={20} className="mt-0.5 shrink-0 text-warning" />
          <p className="text-sm text-ink">
            {t('paymentProviders.liveWarning', {
              provider: t(`paymentProviders.names.${provider}`),
            })}
          </p>
        </div>
      )}
    </>
  );
}
