import { describe, expect, it } from 'vitest';
import {
  CARRIER_IDS,
  MANUAL_CARRIERS,
  manualCarriersUpdateSchema,
  manualTrackingSchema,
  normalizeTrackingNumber,
  shipmentRequestSchema,
  trackingNumberProblem,
  trackingUrl,
} from './carriers.ts';

describe('tracking numbers', () => {
  it("accepts each carrier's example, and what carriers answered in OTO's documented examples", () => {
    for (const id of CARRIER_IDS) {
      expect(trackingNumberProblem(id, MANUAL_CARRIERS[id].example), id).toBeNull();
    }
    // SMSA (OTO's trackShipment and orderDetails examples), Naqel, SPL V2 (OTO's print example).
    expect(trackingNumberProblem('smsa', '293083993106')).toBeNull();
    expect(trackingNumberProblem('naqel', '289812708')).toBeNull();
    expect(trackingNumberProblem('spl', 'GNTUPD0042953826')).toBeNull();
  });

  it('normalises what is typed or pasted before checking it', () => {
    expect(normalizeTrackingNumber(' 2906 9213 4777 ')).toBe('290692134777');
    expect(normalizeTrackingNumber('٢٩٠٦٩٢١٣٤٧٧٧')).toBe('290692134777');
    expect(normalizeTrackingNumber('۲۹۰۶۹۲۱۳۴۷۷۷')).toBe('290692134777');
    expect(normalizeTrackingNumber('rr123456789sa')).toBe('RR123456789SA');
    expect(trackingNumberProblem('smsa', '2906 9213 4777')).toBeNull();
  });

  it('says why a number is refused', () => {
    expect(trackingNumberProblem('smsa', '   ')).toBe('required');
    expect(trackingNumberProblem('custom', 'A'.repeat(61))).toBe('tooLong');
    expect(trackingNumberProblem('aramex', '4415#0360123')).toBe('characters');
    expect(trackingNumberProblem('smsa', 'ABC123')).toBe('shape');
    expect(trackingNumberProblem('naqel', '1234')).toBe('shape');
    expect(trackingNumberProblem('custom', 'DLV/2041-a')).toBeNull();
  });

  it('checks and normalises in the schema the admin and the server share', () => {
    const parsed = manualTrackingSchema.safeParse({
      carrier: 'smsa',
      trackingNumber: '2906 9213 4777',
    });
    expect(parsed.success && parsed.data.trackingNumber).toBe('290692134777');
    const refused = manualTrackingSchema.safeParse({ carrier: 'smsa', trackingNumber: 'X' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['trackingNumber']);
  });
});

describe('tracking pages', () => {
  it("puts the normalised number, URL-encoded, in the carrier's page", () => {
    expect(trackingUrl('smsa', '290692134777')).toBe(
      'https://www.smsaexpress.com/trackingdetails?tracknumbers=290692134777',
    );
    expect(trackingUrl('aramex', '44150360123')).toBe(
      'https://www.aramex.com/track/results?ShipmentNumber=44150360123',
    );
    expect(trackingUrl('custom', 'a/b c', 'https://courier.example/t/{tracking}')).toBe(
      'https://courier.example/t/A%2FBC',
    );
  });

  it("uses the merchant's page in place of the carrier's, and has none for a custom courier without one", () => {
    expect(trackingUrl('jt', 'JT123456789', 'https://jt.example/?n={tracking}')).toBe(
      'https://jt.example/?n=JT123456789',
    );
    expect(trackingUrl('custom', 'DLV-1')).toBeNull();
    expect(trackingUrl('naqel', '289812708')).toBe('https://www.naqelexpress.com/en/sa/tracking/');
  });

  it('takes only https templates from the merchant', () => {
    const ok = manualCarriersUpdateSchema.safeParse({
      customName: { en: 'Riyadh bikes', ar: 'دراجات الرياض' },
      templates: { custom: 'https://bikes.example/track/{tracking}' },
    });
    expect(ok.success).toBe(true);
    for (const bad of ['http://bikes.example/{tracking}', 'javascript:alert(1)', 'not a url']) {
      const parsed = manualCarriersUpdateSchema.safeParse({
        customName: { en: '', ar: '' },
        templates: { custom: bad },
      });
      expect(parsed.success, bad).toBe(false);
    }
  });
});

describe('shipment requests', () => {
  const request = {
    reference: 'MA-7K3M-Q9XA',
    recipient: {
      name: 'سارة',
      phone: '0501234567',
      city: 'Riyadh',
      addressLine: 'King Fahd Road 12',
    },
    items: [{ name: 'Oud Royal', quantity: 1, unitPriceHalalas: 45000 }],
    totalHalalas: 45000,
  };

  it('fills the defaults', () => {
    const parsed = shipmentRequestSchema.parse(request);
    expect(parsed.codHalalas).toBe(0);
    expect(parsed.recipient.country).toBe('SA');
    expect(parsed.weightGrams).toBe(500);
  });

  it('refuses a cash-on-delivery amount above the total, and a reference a provider could not take', () => {
    expect(shipmentRequestSchema.safeParse({ ...request, codHalalas: 45001 }).success).toBe(false);
    expect(shipmentRequestSchema.safeParse({ ...request, reference: 'a b' }).success).toBe(false);
  });
});
