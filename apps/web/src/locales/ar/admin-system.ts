/** Texts of the admin screens: Media, payments, monitoring and audit log (lazily loaded with the admin area). */
export const adminSystem = {} as const;
