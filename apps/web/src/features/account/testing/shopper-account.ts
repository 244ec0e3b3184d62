import type { ShopperProfile } from '@store/shared/schemas/accounts';

/** The signed-in shopper of the account tests: a verified mobile, no name, email or opt-ins. */
export const SHOPPER_ACCOUNT: ShopperProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  name: null,
  phone: '+966551234567',
  phoneVerifiedAt: '2026-03-01T10:00:00.000Z',
  email: null,
  emailVerifiedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  marketing: { email: null, sms: null, whatsapp: null },
};
