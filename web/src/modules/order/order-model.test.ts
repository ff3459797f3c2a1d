import { describe, expect, it } from 'vitest';
import { orderActions, secondsUntil } from './order-model';

describe('order actions', () => {
  it('a hold can be confirmed, cancelled, submitted and deleted', () => {
    expect(orderActions({ order_status: 0, enrollment_status: 1, received: 0 })).toEqual({ confirm: true, cancel: true, submitAudit: true, remove: true, adjust: false, editTourists: true });
  });
  it('a confirmed (approved) order only takes adjustment bills', () => {
    expect(orderActions({ order_status: 1, enrollment_status: 0, received: 0 })).toEqual({ confirm: false, cancel: false, submitAudit: false, remove: false, adjust: true, editTourists: true });
  });
  it('a pending audit, money received or waiting credit hold some actions back', () => {
    expect(orderActions({ order_status: 0, enrollment_status: 0, received: 0 }, true)).toMatchObject({ submitAudit: false, cancel: false, remove: false, editTourists: true });
    expect(orderActions({ order_status: 0, enrollment_status: 0, received: 100 }).remove).toBe(false);
    expect(orderActions({ order_status: 0, enrollment_status: 0, received: 0, credit_state: 1 }).submitAudit).toBe(false);
    expect(orderActions({ order_status: 0, enrollment_status: 3, received: 0 }).submitAudit).toBe(false);
    expect(orderActions({ order_status: 0, enrollment_status: 2, received: 0 }).cancel).toBe(false);
  });
  it('counts the seconds to a hold deadline', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(secondsUntil('2025-01-01T01:00:30Z', now)).toBe(3630);
    expect(secondsUntil('2024-12-31T23:00:00Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
  });
});
