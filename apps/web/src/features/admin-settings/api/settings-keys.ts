/** Query keys of the settings screen. */
export const settingsAdminKeys = {
  all: ['admin', 'site-settings'] as const,
  detail: () => [...settingsAdminKeys.all, 'detail'] as const,
  zatca: () => [...settingsAdminKeys.all, 'zatca'] as const,
};
