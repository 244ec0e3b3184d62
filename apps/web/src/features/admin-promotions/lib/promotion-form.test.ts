import { describe, expect, it } from 'vitest';
import { EMPTY_PROMOTION_FORM, formProblems, inputOf } from './promotion-form.ts';

const form = { ...EMPTY_PROMOTION_FORM, code: 'eid25', percent: '25' };

describe('the discount code form', () => {
  it('sends numbers typed in Arabic-Indic digits and Riyadh times as instants', () => {
    expect(
      inputOf({ ...form, percent: '١٢٫٥', startsAt: '2026-03-01T00:00', minOrder: '٣٠٠' }),
    ).toMatchObject({ percent: 12.5, minOrder: 300, startsAt: '2026-02-28T21:00:00.000Z' });
  });

  it('names each absurd value with the server’s problem', () => {
    const problems = (change: Partial<typeof form>) =>
      formProblems({ ...form, ...change }).map((p) => p.problem);
    expect(problems({})).toEqual([]);
    expect(problems({ percent: '150' })).toEqual(['percentRange']);
    expect(problems({ percent: 'abc' })).toEqual(['percentRange']);
    expect(problems({ kind: 'fixed', amount: '0' })).toEqual(['amountPositive']);
    expect(problems({ kind: 'fixed', amount: '-5' })).toEqual(['amountPositive']);
    expect(problems({ startsAt: '2026-03-02T00:00', endsAt: '2026-03-01T00:00' })).toEqual([
      'endsBeforeStarts',
    ]);
    expect(problems({ usageLimit: '0' })).toEqual(['limitInvalid']);
    expect(problems({ scope: 'only' })).toEqual(['scopeEmpty']);
    expect(problems({ code: '' })).toEqual(['codeRequired']);
  });
});
