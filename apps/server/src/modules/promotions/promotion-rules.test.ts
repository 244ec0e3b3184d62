import { describe, expect, it } from 'vitest';
import { judge, promotionState, type CodeLine, type PromotionRow } from './promotion-rules.ts';

const now = new Date('2026-03-10T12:00:00Z');
const base: PromotionRow = {
  id: 'p',
  code: 'SAVE10',
  description: '',
  kind: 'percent',
  percentBasisPoints: 1000,
  amountHalalas: null,
  minOrderHalalas: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  timesUsed: 0,
  scope: 'all',
  productIds: [],
  categoryIds: [],
  families: [],
  firstOrderOnly: false,
  combinable: false,
  active: true,
  createdAt: now,
  updatedAt: now,
};
const oud: CodeLine = {
  productId: 'oud',
  quantity: 1,
  unitPriceHalalas: 30_000,
  categoryId: 'cat-men',
  family: 'woody',
};
const rose: CodeLine = {
  productId: 'rose',
  quantity: 2,
  unitPriceHalalas: 10_000,
  categoryId: 'cat-women',
  family: 'floral',
};

function reason(
  promotion: PromotionRow | null,
  lines = [oud, rose],
  customer?: Parameters<typeof judge>[3],
) {
  const verdict = judge(promotion, lines, now, customer);
  return verdict.ok ? 'ok' : verdict.refusal.reason;
}

describe('judge', () => {
  it('applies a running code to every product of the cart', () => {
    const verdict = judge(base, [oud, rose], now);
    expect(verdict).toEqual({
      ok: true,
      discount: {
        code: 'SAVE10',
        rule: { kind: 'percent', percentBasisPoints: 1000 },
        eligibleProductIds: ['oud', 'rose'],
      },
    });
  });

  it('refuses unknown, switched off, not yet started, ended and used-up codes, in that order', () => {
    expect(reason(null)).toBe('unknown');
    expect(reason({ ...base, active: false, endsAt: now })).toBe('inactive');
    expect(reason({ ...base, startsAt: new Date('2026-03-11T00:00:00Z') })).toBe('notStarted');
    // The end is exclusive: a code ending at noon no longer applies at noon.
    expect(reason({ ...base, endsAt: now })).toBe('ended');
    expect(reason({ ...base, endsAt: new Date(now.getTime() + 1) })).toBe('ok');
    expect(reason({ ...base, usageLimit: 3, timesUsed: 3 })).toBe('usedUp');
    expect(reason({ ...base, usageLimit: 3, timesUsed: 2 })).toBe('ok');
  });

  it('names the date of a code not started or ended', () => {
    const verdict = judge({ ...base, endsAt: new Date('2026-03-01T20:59:00Z') }, [oud], now);
    expect(verdict).toMatchObject({
      ok: false,
      refusal: { reason: 'ended', params: { at: '2026-03-01T20:59:00.000Z' } },
    });
  });

  it('restricts to products, categories or families, or excludes them', () => {
    const only = (values: Partial<PromotionRow>) =>
      judge({ ...base, scope: 'only', ...values }, [oud, rose], now);
    expect(only({ productIds: ['rose'] })).toMatchObject({
      discount: { eligibleProductIds: ['rose'] },
    });
    expect(only({ categoryIds: ['cat-men'] })).toMatchObject({
      discount: { eligibleProductIds: ['oud'] },
    });
    expect(only({ families: ['floral'] })).toMatchObject({
      discount: { eligibleProductIds: ['rose'] },
    });
    const except = judge({ ...base, scope: 'except', families: ['woody'] }, [oud, rose], now);
    expect(except).toMatchObject({ discount: { eligibleProductIds: ['rose'] } });
    expect(reason({ ...base, scope: 'only', productIds: ['musk'] })).toBe('notForTheseProducts');
    expect(reason({ ...base, scope: 'except', families: ['woody', 'floral'] })).toBe(
      'notForTheseProducts',
    );
  });

  it('needs the minimum on the goods before any discount', () => {
    expect(reason({ ...base, minOrderHalalas: 50_001 })).toBe('minimumOrder');
    expect(reason({ ...base, minOrderHalalas: 50_000 })).toBe('ok');
    const verdict = judge({ ...base, minOrderHalalas: 60_000 }, [oud, rose], now);
    expect(verdict).toMatchObject({ refusal: { params: { amountHalalas: 60_000 } } });
  });

  it('judges the customer’s own limits only when the customer is known', () => {
    const limited = { ...base, perCustomerLimit: 1, firstOrderOnly: true };
    expect(reason(limited)).toBe('ok');
    expect(reason(limited, [oud], { usesByCustomer: 0, hasPreviousOrder: false })).toBe('ok');
    expect(reason(limited, [oud], { usesByCustomer: 1, hasPreviousOrder: false })).toBe(
      'alreadyUsed',
    );
    expect(reason(limited, [oud], { usesByCustomer: 0, hasPreviousOrder: true })).toBe(
      'firstOrderOnly',
    );
  });
});

describe('promotionState', () => {
  it('reads what a code is now', () => {
    expect(promotionState(base, now)).toBe('active');
    expect(promotionState({ ...base, active: false }, now)).toBe('inactive');
    expect(promotionState({ ...base, endsAt: now }, now)).toBe('expired');
    expect(promotionState({ ...base, startsAt: new Date(now.getTime() + 1) }, now)).toBe(
      'scheduled',
    );
    expect(promotionState({ ...base, usageLimit: 1, timesUsed: 1 }, now)).toBe('used_up');
  });
});
