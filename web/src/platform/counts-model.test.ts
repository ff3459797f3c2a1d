import { describe, expect, it } from 'vitest';
import { countsFromResponse } from './counts-model';

describe('message counts', () => {
  it('reads /api/v1/message/counts', () => {
    expect(countsFromResponse({ agencyData: { number: 5 }, orderNotificationNum: { number: 1 }, orderNotificationTotalNum: { number: 7 }, failedReminder: '' }))
      .toEqual({ agency: 5, orderNotification: 1, orderNotificationTotal: 7, failedReminder: '' });
    expect(countsFromResponse(null)).toEqual({});
  });
});
