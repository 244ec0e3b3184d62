/** Texts of the admin screens: Products and categories (lazily loaded with the admin area). */
export const adminCatalog = {} as const;
