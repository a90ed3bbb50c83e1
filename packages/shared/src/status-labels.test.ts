import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_STATUSES,
  SUBSCRIPTION_STATUS_LABEL,
  SUBSCRIPTION_STATUS_PLURAL,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusLabel,
  subscriptionStatusPlural,
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

describe('subscriptionStatusPlural', () => {
  it('names every status once, for counts ("4 Attive"), each differently', () => {
    expect(Object.keys(SUBSCRIPTION_STATUS_PLURAL).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
    const labels = Object.values(SUBSCRIPTION_STATUS_PLURAL);
    expect(new Set(labels).size).toBe(labels.length);
    expect(subscriptionStatusPlural('active')).toBe('Attive');
    expect(subscriptionStatusPlural('canceled')).toBe('Annullate');
    expect(subscriptionStatusPlural('some_new_stripe_status')).toBe('some_new_stripe_status');
  });
});
