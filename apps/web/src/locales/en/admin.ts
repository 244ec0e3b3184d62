/** Texts of the admin shell: menu, top bar, list states, screens still to come (lazily loaded). */
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
  comingLater: {
    badge: 'Coming in a later release',
    message:
      'This screen is not built yet. It is coming in a later release; until then, nothing here changes the store.',
    plannedTitle: 'What it will do',
    backToDashboard: 'Back to the dashboard',
  },
  plans: {
    dashboard:
      'Revenue, order count and average order value for today, 7 and 30 days; orders by status; recent orders and low-stock products.',
    products:
      'The catalogue with search, filters and stock; create and edit products in English and Arabic side by side; bulk stock updates and the inventory report.',
    categories:
      'Merchandising categories in English and Arabic: order them by dragging, switch them on and off.',
    media: 'Upload product and page images by drag and drop, see where each one is used.',
    content:
      'The home page (hero, about, collections, visibility, maintenance) and the translated texts, with history and rollback.',
    settings: 'Site information, contact details, social links, email, shipping and VAT.',
    orders:
      'Orders with filters and search, their details and status history, invoices in either language.',
    customers: 'Customers derived from their orders: contact details, order count, total spent.',
    payments: 'Every payment transaction with its provider, amounts and status.',
    paymentReports: 'Payments by day, week or month and by method, with a chart and CSV export.',
    paymentSettings: 'The PayPal connection: mode, credentials, settlement currency and rate.',
    monitoring: 'Server health, request and error rates, recent errors and active admin sessions.',
    auditLog: 'Every change an administrator made: who, what, when, before and after.',
  },
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
  },
} as const;
