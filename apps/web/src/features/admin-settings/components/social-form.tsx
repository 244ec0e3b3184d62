import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { socialMediaInputSchema, type AdminSiteSettings } from '@store/shared/schemas/settings';
import { Field, TextInput } from '../../../components/admin/form-field.tsx';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { SettingsCard } from './settings-card.tsx';

type Social = z.input<typeof socialMediaInputSchema>;
const NETWORKS = ['instagram', 'tiktok', 'snapchat', 'twitter', 'facebook', 'youtube'] as const;

export function SocialForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { form, save, onSubmit } = useSettingsGroup<Social>({
    group: 'socialMedia',
    schema: socialMediaInputSchema,
    settings,
    pick: (s) => s.socialMedia,
  });
  const e = form.formState.errors;
  return (
    <SettingsCard
      id="settings-social"
      title={t('settings.social.title')}
      description={t('settings.social.description')}
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={save.isPending}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {NETWORKS.map((network) => (
          <Field
            key={network}
            label={t(`settings.social.${network}`)}
            htmlFor={`social-${network}`}
            error={e[network]?.message}
          >
            <TextInput
              id={`social-${network}`}
              type="url"
              dir="ltr"
              placeholder="https://"
              invalid={Boolean(e[network])}
              data-testid={`settings-social-${network}`}
              {...form.register(network)}
            />
          </Field>
        ))}
      </div>
    </SettingsCard>
  );
}
