import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_STATUSES,
  SUBSCRIPTION_STATUS_LABEL,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusLabel,
  USER_STATUSES,
} from './constants.ts';

describe('subscriptionStatusLabel', () => {
  it('names every status a screen offers in Italian, each differently', () => {
    for (const status of [...USER_STATUSES, ...MEMBERSHIP_STATUSES, ...SUBSCRIPTION_STATUSES]) {
      expect(subscriptionStatusLabel(status), status).not.toBe(status);
    }
    const labels = Object.values(SUBSCRIPTION_STATUS_LABEL);
    expect(new Set(labels).size).toBe(labels.length);
    expect(subscriptionStatusLabel('trialing')).toBe('In prova');
    expect(subscriptionStatusLabel('incomplete_expired')).toBe('Scaduta (incompleta)');
  });

  it('shows a status it does not know as it is, and nothing for none', () => {
    expect(subscriptionStatusLabel('some_new_stripe_status')).toBe('some_new_stripe_status');
    expect(subscriptionStatusLabel(null)).toBe('');
  });
});
