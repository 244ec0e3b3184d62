import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress.ts';

const at = (hour: number) => `2026-01-04T0${hour}:00:00.000Z`;

describe('the order’s progress', () => {
  it('shows the steps reached with their times and the usual ones still to come', () => {
    expect(
      orderProgress('processing', [
        { status: 'pending', at: at(1) },
        { status: 'confirmed', at: at(2) },
        { status: 'processing', at: at(3) },
      ]),
    ).toEqual([
      { status: 'pending', at: at(1), state: 'done' },
      { status: 'confirmed', at: at(2), state: 'done' },
      { status: 'processing', at: at(3), state: 'current' },
      { status: 'shipped', at: null, state: 'upcoming' },
      { status: 'out_for_delivery', at: null, state: 'upcoming' },
      { status: 'delivered', at: null, state: 'upcoming' },
    ]);
  });

  it('keeps "ready" when the merchant used it, and drops a step the order went past', () => {
    const steps = orderProgress('delivered', [
      { status: 'pending', at: at(1) },
      { status: 'confirmed', at: at(2) },
      { status: 'processing', at: at(3) },
      { status: 'ready', at: at(4) },
      { status: 'shipped', at: at(5) },
      { status: 'delivered', at: at(6) },
    ]);
    expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual([
      'pending:done',
      'confirmed:done',
      'processing:done',
      'ready:done',
      'shipped:done',
      'delivered:current',
    ]);
  });

  it('ends a cancelled order where it ended', () => {
    const steps = orderProgress('cancelled', [
      { status: 'pending', at: at(1) },
      { status: 'confirmed', at: at(2) },
      { status: 'cancelled', at: at(3) },
    ]);
    expect(steps.map((step) => `${step.status}:${step.state}`)).toEqual([
      'pending:done',
      'confirmed:done',
      'cancelled:current',
    ]);
  });

  it('marks the status now even when the history does not tell it', () => {
    expect(orderProgress('confirmed', [{ status: 'pending', at: at(1) }])[1]).toEqual({
      status: 'confirmed',
      at: null,
      state: 'current',
    });
  });
});
