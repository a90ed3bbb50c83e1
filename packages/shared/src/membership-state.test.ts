import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_LABEL, membershipState, userStatusConflict } from './membership-state.ts';

describe('membershipState: the company subscription decides', () => {
  it('is Attiva while the subscription is active or in trial, whatever else the user holds', () => {
    expect(membershipState({ company: 'Acme', status: 'active' })).toEqual({
      active: true,
      label: 'Attiva',
      reason: "Abbonamento dell'azienda Acme: Attiva.",
    });
    expect(membershipState({ company: 'Acme', status: 'trialing' })).toMatchObject({
      active: true,
      reason: "Abbonamento dell'azienda Acme: In prova.",
    });
  });

  it('is Non Attiva for any other status, without a subscription and without a company', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'past_due']) {
      expect(membershipState({ company: 'Acme', status }).label).toBe(MEMBERSHIP_LABEL.inactive);
    }
    expect(membershipState({ company: 'Acme', status: 'canceled' }).reason).toBe(
      "Abbonamento dell'azienda Acme: Annullata.",
    );
    expect(membershipState({ company: 'Acme', status: null })).toEqual({
      active: false,
      label: 'Non Attiva',
      reason: "L'azienda Acme non ha un abbonamento.",
    });
    expect(membershipState({ company: null, status: null }).reason).toBe('Non appartiene a nessuna azienda.');
  });
});

describe('userStatusConflict', () => {
  it('names the subscription status when the user status differs from it', () => {
    expect(userStatusConflict('active', 'canceled')).toBe(
      "Diverso dall'abbonamento dell'azienda («Annullata»): per la membership vale l'abbonamento.",
    );
  });

  it('says nothing when they agree or one is missing', () => {
    expect(userStatusConflict('trialing', 'trialing')).toBeNull();
    expect(userStatusConflict(null, 'active')).toBeNull();
    expect(userStatusConflict('active', null)).toBeNull();
  });
});
