import {
  ACCOUNT_PASSWORD_MSG,
  APPLICATION_MSG,
  ARBITRATOR_PROFILE_MSG,
  BILLING_MSG,
  BILLING_RULES_MSG,
  BOOKING_MSG,
  BOOKING_REFUSAL,
  CHECKIN_MSG,
  COMMON_PASSWORD_MESSAGE,
  catalogueGaps,
  fileTooLargeText,
  MEMBER_MSG,
  MSG,
  membershipState,
  ORDER_PAYMENT_MSG,
  PASSWORD_RESET_MSG,
  SITE_PAGE_MSG,
  WAITING_LIST_MSG,
} from '@app/shared';
import en from '@app/shared/locales/en.json';
import it from '@app/shared/locales/it.json';
import { describe, expect, it as test } from 'vitest';
import { tooManyRequests } from '../lib/public-limits.ts';
import { translateMessage, untranslated } from './locale.ts';

/**
 * The messages public and member routes answer, as services and schemas word them, each with its
 * English in the shared catalogue: a new one without its translation fails here even before a
 * route walk meets it (locale-walk.test.ts).
 */
const texts = (messages: Record<string, unknown>, skip: string[] = []) =>
  Object.entries(messages)
    .filter(([key, value]) => !skip.includes(key) && typeof value === 'string')
    .map(([, value]) => value as string);

const PUBLIC_MESSAGES: string[] = [
  ...texts(MSG, ['requiredEn', 'somethingWrong', 'confirmDelete']),
  ...texts(BOOKING_REFUSAL),
  BOOKING_REFUSAL.conferenceSeatsLeft(1),
  BOOKING_REFUSAL.conferenceSeatsLeft(3),
  BOOKING_REFUSAL.workshopFull('Mediazione'),
  BOOKING_REFUSAL.workshopSeatsLeft('Mediazione', 1),
  BOOKING_REFUSAL.workshopSeatsLeft('Mediazione', 4),
  ...texts(BOOKING_MSG),
  ...texts(BILLING_MSG),
  ...texts(BILLING_RULES_MSG),
  BILLING_RULES_MSG.territory('UE'),
  BILLING_RULES_MSG.territory('Italy'),
  ...texts(WAITING_LIST_MSG, ['hours', 'settingsSaved', 'conferenceNotFound']),
  WAITING_LIST_MSG.offerTooMany(1),
  WAITING_LIST_MSG.offerTooMany(2),
  ...texts(ORDER_PAYMENT_MSG),
  ...texts(PASSWORD_RESET_MSG),
  ...texts(ACCOUNT_PASSWORD_MSG),
  COMMON_PASSWORD_MESSAGE,
  ...texts(APPLICATION_MSG, ['rejectReasonRequired', 'alreadyApproved', 'alreadyRejected']),
  ...texts(ARBITRATOR_PROFILE_MSG),
  ...texts(MEMBER_MSG),
  MEMBER_MSG.membershipInactive(membershipState({ company: 'Studio Rossi', status: null }).reason),
  MEMBER_MSG.membershipInactive(membershipState({ company: 'Studio Rossi', status: 'past_due' }).reason),
  MEMBER_MSG.membershipInactive(membershipState({ company: null, status: null }).reason),
  SITE_PAGE_MSG.unknownPage,
  ...Object.values(SITE_PAGE_MSG.notPublished),
  CHECKIN_MSG.ticketNotFound,
  CHECKIN_MSG.certificateNotYet,
  CHECKIN_MSG.certificateUnpaid,
  fileTooLargeText(2 * 1024 * 1024),
];

describe('the API catalogue', () => {
  test('holds the same keys in Italian and English', () => {
    expect(catalogueGaps(it, en)).toEqual({ missingInB: [], missingInA: [] });
  });

  test('translates every message a public or member route answers', () => {
    untranslated.clear();
    const english = PUBLIC_MESSAGES.map((text) => translateMessage(text, 'en'));
    expect([...untranslated]).toEqual([]);
    // and none comes out Italian, inner parts included
    for (const text of english) expect(text).not.toMatch(/\b(non|della|per il|azienda)\b/);
  });

  test('puts the parts of a message in English too: a reason, a number, an amount', () => {
    const reason = membershipState({ company: 'Studio Rossi', status: 'past_due' }).reason;
    expect(translateMessage(MEMBER_MSG.membershipInactive(reason), 'en')).toBe(
      'Documents are reserved to members whose membership fee is paid. Subscription of the company Studio Rossi: Payment overdue. You can renew it from the member area.',
    );
    expect(translateMessage(ORDER_PAYMENT_MSG.tooSmallForCard, 'en')).toBe(
      'Amount below the minimum for card payment (€0.50): pay by bank transfer',
    );
    expect(translateMessage('Testo troppo lungo (massimo 10.000 caratteri)', 'en')).toBe(
      'Text too long (at most 10,000 characters)',
    );
    expect(translateMessage(tooManyRequests(90).message, 'en')).toBe(
      'Too many requests from this address: try again in 2 minutes',
    );
    expect(translateMessage(tooManyRequests(30).message, 'en')).toBe(
      'Too many requests from this address: try again in 1 minute',
    );
    expect(translateMessage(BILLING_RULES_MSG.territory('UE'), 'en')).toBe(
      'The territory does not match the country: for the country given it is «European Union»',
    );
  });
});
