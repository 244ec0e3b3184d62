export const siteSettingsKeys = {
  all: ['site-settings'] as const,
  public: () => [...siteSettingsKeys.all, 'public'] as const,
};
