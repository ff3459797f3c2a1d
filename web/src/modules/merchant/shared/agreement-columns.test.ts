import { describe, expect, it } from 'vitest';
import { agreementTone } from './agreement-columns';

describe('agreement row tone', () => {
  it('expired muted, ending within 30 days yellow, otherwise plain', () => {
    expect(agreementTone({ validity: 'expired', end_date: '2025-01-01' }, '2025-06-01')).toBe('muted');
    expect(agreementTone({ validity: 'active', end_date: '2025-06-20' }, '2025-06-01')).toBe('warning');
    expect(agreementTone({ validity: 'active', end_date: '2025-12-31' }, '2025-06-01')).toBeUndefined();
    expect(agreementTone({ validity: 'pending', end_date: '2025-06-02' }, '2025-06-01')).toBeUndefined();
  });
});
