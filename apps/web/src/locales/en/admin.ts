/** Texts of the admin shell: menu, top bar, shared admin components, list states (lazily loaded). */
export const admin = {
  brand: 'Admin',
  documentTitle: 'Admin',
  nav: {
    label: 'Admin menu',
    dashboard: 'Dashboard',
    products: 'Products',
    categories: 'Categories',
    media: 'Media library',
    content: 'Content',
    settings: 'Settings',
    orders: 'Orders',
    customers: 'Customers',
    payments: 'Payments',
    paymentReports: 'Payment reports',
    paymentSettings: 'Payment-provider settings',
    paymentEvents: 'Payment events',
    monitoring: 'Monitoring',
    auditLog: 'Audit log',
  },
  groups: {
    overview: 'Overview',
    catalogue: 'Catalogue',
    sales: 'Sales',
    payments: 'Payments',
    site: 'Site',
    system: 'System',
  },
  topBar: {
    openMenu: 'Open the admin menu',
    closeMenu: 'Close the admin menu',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    viewStore: 'View the store',
    roles: {
      admin: 'Administrator',
    },
  },
  welcome: 'Welcome, {{name}}',
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
  },
  form: {
    required: 'required',
    english: 'English',
    arabic: 'Arabic',
  },
  table: {
    sortable: 'Sort by this column',
    sortedAsc: 'sorted ascending',
    sortedDesc: 'sorted descending',
  },
  sortable: {
    instructions:
      'To move an item, press Space, move it with the arrow keys, then press Space again to drop it or Escape to cancel.',
    picked: 'Picked up the item at position {{position}}.',
    over: 'Over position {{position}}.',
    dropped: 'Dropped at position {{position}}.',
    cancelled: 'Moving cancelled.',
  },
  states: {
    loading: 'Loading…',
    emptyTitle: 'Nothing here yet',
    errorTitle: 'This list could not be loaded',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    message: 'There is no admin page at this address.',
    backToDashboard: 'Back to the dashboard',
  },
} as const;
