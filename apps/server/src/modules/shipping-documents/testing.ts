/** Fixtures for tests of the printed shipping documents: a Riyadh order of two parcels. */
import type { PartyAddress } from './party-address.ts';
import type { PackingSlipData } from './packing-slip-pdf.ts';
import type { ShippingLabelData } from './shipping-label-pdf.ts';

/** Both parties are in Riyadh. */
function inRiyadh(): Pick<PartyAddress, 'city' | 'region' | 'country'> {
  return {
    city: { en: 'Riyadh', ar: 'الرياض' },
    region: { en: 'Riyadh Region', ar: 'منطقة الرياض' },
    country: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  };
}

export function sampleRecipient(): PartyAddress {
  return {
    name: 'سارة عبدالله القحطاني',
    phone: '+966512345678',
    addressAsEntered: 'حي الملقا، شارع أنس بن مالك، فيلا ١٢ بجوار مسجد الملقا',
    district: 'الملقا',
    street: 'أنس بن مالك',
    buildingNumber: '2929',
    additionalNumber: '7788',
    postalCode: '13521',
    shortAddress: 'RRRD2929',
    ...inRiyadh(),
  };
}

export function sampleStoreAddress(): PartyAddress {
  return {
    name: 'Al Waha Perfumes',
    phone: '+966112345678',
    addressAsEntered: '2322 King Fahd Road, Al Olaya',
    district: 'Al Olaya',
    street: 'King Fahd Road',
    buildingNumber: '2322',
    additionalNumber: '8811',
    postalCode: '12214',
    shortAddress: 'RAOA2322',
    ...inRiyadh(),
  };
}

export function sampleLabel(overrides: Partial<ShippingLabelData> = {}): ShippingLabelData {
  return {
    language: 'ar',
    store: {
      name: { en: 'Al Waha Perfumes', ar: 'عطور الواحة' },
      phone: '+966112345678',
      address: sampleStoreAddress(),
    },
    recipient: sampleRecipient(),
    orderNumber: 'MA-7K3M-Q9XA',
    carrier: { en: 'SMSA Express', ar: 'سمسا' },
    trackingNumber: '290019283746',
    parcel: { index: 1, count: 2 },
    weightGrams: 1250,
    cashOnDeliveryHalalas: 125_000,
    // 00:30 on the 10th in Riyadh, still the 9th in UTC.
    shippedOn: new Date('2025-03-09T21:30:00Z'),
    ...overrides,
  };
}

export function sampleSlip(overrides: Partial<PackingSlipData> = {}): PackingSlipData {
  return {
    language: 'ar',
    store: {
      name: { en: 'Al Waha Perfumes', ar: 'عطور الواحة' },
      phone: '+966112345678',
      email: 'orders@alwaha.example',
    },
    orderNumber: 'MA-7K3M-Q9XA',
    // 00:15 on the 10th in Riyadh.
    placedAt: new Date('2025-03-09T21:15:00Z'),
    recipient: sampleRecipient(),
    shippingMethod: 'سمسا - توصيل خلال ٢-٣ أيام',
    items: [
      { name: 'عطر العود الملكي ١٠٠ مل', quantity: 1, sku: 'OUD-ROYAL-100' },
      { name: 'دهن الورد الطائفي 12 مل', quantity: 2, sku: 'ROSE-TAIF-12' },
      { name: 'Musk Al Tahara (gift)', quantity: 3, sku: null },
    ],
    notes: 'الرجاء الاتصال قبل التوصيل، والتغليف كهدية إن أمكن.',
    paymentNote: 'الدفع عند الاستلام: يحصّل 1,250.00 ر.س',
    ...overrides,
  };
}

/** A slip in English for the same order. */
export function sampleEnglishSlip(overrides: Partial<PackingSlipData> = {}): PackingSlipData {
  return sampleSlip({
    language: 'en',
    shippingMethod: 'SMSA Express, 2-3 days',
    notes: 'Please call before delivery, and gift-wrap if possible.',
    paymentNote: 'Cash on delivery: collect 1,250.00 SAR',
    ...overrides,
  });
}

/** `count` lines of an order, some with long names that wrap. */
export function manyItems(count: number): PackingSlipData['items'] {
  return Array.from({ length: count }, (_, i) => ({
    name:
      i % 7 === 3
        ? `عطر تجريبي رقم ${i + 1} بإصدار محدود من مجموعة الشتاء الفاخرة، زجاجة كريستال منقوشة يدويًا مع علبة هدية`
        : `عطر تجريبي رقم ${i + 1}`,
    quantity: (i % 3) + 1,
    sku: `SMP-${String(i + 1).padStart(3, '0')}`,
  }));
}

/** An address far longer than a label has room for. */
export function longAddress(): PartyAddress {
  const recipient = sampleRecipient();
  return {
    ...recipient,
    name: 'الأميرة نورة بنت عبدالرحمن بن فيصل بن تركي آل سعود القحطاني الدوسري',
    addressAsEntered: Array.from(
      { length: 6 },
      () =>
        'مجمع الواحة السكني، البوابة الشمالية، العمارة رقم ٤ الدور الثالث شقة ١٧، خلف مدارس الرواد وأمام حديقة الحي',
    ).join('، '),
    district: 'حي الملك عبدالله بن عبدالعزيز الجديد المخطط الشمالي',
    street: 'طريق الأمير محمد بن سلمان بن عبدالعزيز الفرعي الغربي',
  };
}
