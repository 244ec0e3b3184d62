import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { z } from 'zod';
import { contactInfoInputSchema, type AdminSiteSettings } from '@store/shared/schemas/settings';
import { Field, TextInput, Toggle } from '../../../components/admin/form-field.tsx';
import { useSettingsGroup } from '../hooks/use-settings-group.ts';
import { BilingualInput } from '../../../components/admin/bilingual-input.tsx';
import { SettingsCard } from './settings-card.tsx';

type Contact = z.input<typeof contactInfoInputSchema>;

export function ContactForm({ settings }: { settings: AdminSiteSettings }) {
  const { t } = useTranslation('adminSite');
  const { form, save, onSubmit } = useSettingsGroup<Contact>({
    group: 'contactInfo',
    schema: contactInfoInputSchema,
    settings,
    pick: (s) => s.contactInfo,
  });
  const { register, formState, control } = form;
  const e = formState.errors;
  return (
    <SettingsCard
      id="settings-contact"
      title={t('settings.contact.title')}
      description={t('settings.contact.description')}
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      saving={save.isPending}
    >
      <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        <Field
          label={t('settings.contact.email')}
          htmlFor="contact-email"
          required
          error={e.email?.message}
        >
          <TextInput
            id="contact-email"
            type="email"
            dir="ltr"
            autoComplete="email"
            invalid={Boolean(e.email)}
            data-testid="settings-contact-email"
            {...register('email')}
          />
        </Field>
        <Field
          label={t('settings.contact.phone')}
          htmlFor="contact-phone"
          required
          error={e.phone?.message}
        >
          <TextInput
            id="contact-phone"
            type="tel"
            dir="ltr"
            invalid={Boolean(e.phone)}
            data-testid="settings-contact-phone"
            {...register('phone')}
          />
        </Field>
        <Field
          label={t('settings.contact.whatsapp')}
          htmlFor="contact-whatsapp"
          error={e.whatsapp?.message}
        >
          <TextInput
            id="contact-whatsapp"
            type="tel"
            dir="ltr"
            invalid={Boolean(e.whatsapp)}
            data-testid="settings-contact-whatsapp"
            {...register('whatsapp')}
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="whatsappEnabled"
        render={({ field }) => (
          <Toggle
            checked={field.value}
            onChange={field.onChange}
            label={t('settings.contact.whatsappEnabled')}
            description={t('settings.contact.whatsappEnabledHint')}
            testId="settings-whatsapp-enabled"
          />
        )}
      />
      <BilingualInput
        id="contact-address"
        label={t('settings.contact.address')}
        multiline
        rows={2}
        form={form}
        name="address"
      />
      <BilingualInput
        id="contact-hours"
        label={t('settings.contact.workingHours')}
        multiline
        rows={2}
        form={form}
        name="workingHours"
      />
    </SettingsCard>
  );
}
