/** Texts of the admin screens: Dashboard, orders and customers (lazily loaded with the admin area). */
export const adminSales = {} as const;
