/** Texts of the admin screens: Content and settings (lazily loaded with the admin area). */
export const adminSite = {} as const;
