/** نصوص إطار لوحة الإدارة: القائمة والشريط العلوي وحالات القوائم والشاشات القادمة. */
export const admin = {
  brand: 'الإدارة',
  documentTitle: 'الإدارة',
  nav: {
    label: 'قائمة الإدارة',
    dashboard: 'لوحة التحكم',
    products: 'المنتجات',
    categories: 'التصنيفات',
    media: 'مكتبة الوسائط',
    content: 'المحتوى',
    settings: 'الإعدادات',
    orders: 'الطلبات',
    customers: 'العملاء',
    payments: 'المدفوعات',
    paymentReports: 'تقارير المدفوعات',
    paymentSettings: 'إعدادات مزوّد الدفع',
    paymentEvents: 'أحداث الدفع',
    monitoring: 'المراقبة',
    auditLog: 'سجل التدقيق',
  },
  groups: {
    overview: 'نظرة عامة',
    catalogue: 'الكتالوج',
    sales: 'المبيعات',
    payments: 'المدفوعات',
    site: 'الموقع',
    system: 'النظام',
  },
  topBar: {
    openMenu: 'فتح قائمة الإدارة',
    closeMenu: 'إغلاق قائمة الإدارة',
    signedInAs: 'مسجّل الدخول باسم',
    signOut: 'تسجيل الخروج',
    viewStore: 'عرض المتجر',
    roles: {
      admin: 'مدير',
    },
  },
  welcome: 'أهلًا، {{name}}',
  dialog: {
    close: 'إغلاق',
    cancel: 'إلغاء',
  },
  form: {
    required: 'مطلوب',
    english: 'الإنجليزية',
    arabic: 'العربية',
  },
  table: {
    sortable: 'رتّب حسب هذا العمود',
    sortedAsc: 'مرتب تصاعديًا',
    sortedDesc: 'مرتب تنازليًا',
  },
  sortable: {
    instructions:
      'لنقل عنصر اضغط مسافة، ثم حرّكه بمفاتيح الأسهم، ثم اضغط مسافة مرة أخرى لإفلاته أو Escape للإلغاء.',
    picked: 'تم التقاط العنصر في الموضع {{position}}.',
    over: 'فوق الموضع {{position}}.',
    dropped: 'أُفلت في الموضع {{position}}.',
    cancelled: 'أُلغي النقل.',
  },
  states: {
    loading: 'جارٍ التحميل…',
    emptyTitle: 'لا شيء هنا بعد',
    errorTitle: 'تعذّر تحميل هذه القائمة',
    retry: 'إعادة المحاولة',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'لا توجد صفحة إدارة بهذا العنوان.',
    backToDashboard: 'العودة إلى لوحة التحكم',
  },
} as const;
