/** Placeholder until the full list lands (same shape). */
export const SAUDI_REGIONS = [
  { code: 'SA-01', en: 'Riyadh', ar: 'الرياض' },
  { code: 'SA-02', en: 'Makkah', ar: 'مكة المكرمة' },
  { code: 'SA-03', en: 'Madinah', ar: 'المدينة المنورة' },
  { code: 'SA-04', en: 'Eastern Province', ar: 'الشرقية' },
  { code: 'SA-05', en: 'Al-Qassim', ar: 'القصيم' },
  { code: 'SA-06', en: "Ha'il", ar: 'حائل' },
  { code: 'SA-07', en: 'Tabuk', ar: 'تبوك' },
  { code: 'SA-08', en: 'Northern Borders', ar: 'الحدود الشمالية' },
  { code: 'SA-09', en: 'Jazan', ar: 'جازان' },
  { code: 'SA-10', en: 'Najran', ar: 'نجران' },
  { code: 'SA-11', en: 'Al-Bahah', ar: 'الباحة' },
  { code: 'SA-12', en: 'Al-Jawf', ar: 'الجوف' },
  { code: 'SA-14', en: 'Asir', ar: 'عسير' },
] as const;
export type SaudiRegionCode = (typeof SAUDI_REGIONS)[number]['code'];

export interface SaudiCity {
  id: string;
  region: SaudiRegionCode;
  en: string;
  ar: string;
  aka?: readonly string[];
}
export const SAUDI_CITIES: readonly SaudiCity[] = [
  { id: 'riyadh', region: 'SA-01', en: 'Riyadh', ar: 'الرياض' },
  { id: 'al-kharj', region: 'SA-01', en: 'Al Kharj', ar: 'الخرج', aka: ['Kharj'] },
  { id: 'jeddah', region: 'SA-02', en: 'Jeddah', ar: 'جدة', aka: ['Jedda', 'Jiddah'] },
  { id: 'makkah', region: 'SA-02', en: 'Makkah', ar: 'مكة المكرمة', aka: ['Mecca', 'مكه'] },
  { id: 'madinah', region: 'SA-03', en: 'Madinah', ar: 'المدينة المنورة', aka: ['Medina'] },
  { id: 'dammam', region: 'SA-04', en: 'Dammam', ar: 'الدمام' },
  { id: 'al-khobar', region: 'SA-04', en: 'Al Khobar', ar: 'الخبر', aka: ['Khobar'] },
  { id: 'abha', region: 'SA-14', en: 'Abha', ar: 'أبها' },
];
