import { BILLING_FIELD_NAMES, type TBillingField } from '@app/shared';
import type { ErrorItem } from '../components/error-summary';
import type { Translator } from '../i18n/translator';
import { type BookingDraft, isPersonInvoice } from './draft';
import { ids } from './field-ids';

/**
 * Errors by field path, as the server's 400 names them ("participants.0.email",
 * "billing_information.vat") or the shared schema finds them first: each is shown beside its field
 * (by the field's element id) and listed, with a link, in the summary above the submit button.
 * Messages are read in the page's language (the shared schemas word them in Italian).
 */

export type ErrorMap = Record<string, string>;

/** A participant's fields, by the catalogue key of the words naming them. */
const PARTICIPANT_PARTS: Record<string, string> = {
  name: 'common.name',
  surname: 'common.surname',
  email: 'common.email',
  phone: 'common.phone',
  attendance: 'booking.attendance',
  workshops: 'common.workshop',
  optionals: 'booking.extras',
};

const isBillingField = (name: string | null | undefined): name is TBillingField =>
  (BILLING_FIELD_NAMES as readonly string[]).includes(name ?? '');

/** company.* is derived from the billing fields (draft.ts): its errors belong there. */
function companyField(part: string, draft: BookingDraft): TBillingField | null {
  if (part !== 'name') return isBillingField(part) ? part : null;
  return isPersonInvoice(draft.billing) ? 'name' : 'company_name';
}

/** Where a path's message goes: a field's id and the words the summary names it with. */
function locate(path: string, draft: BookingDraft, optionalTitles: Map<number, string>, t: Translator['t']) {
  const [head, index, part, sub, subPart] = path.split('.');
  if (head === 'participants' && index !== undefined && /^\d+$/.test(index)) {
    const i = Number(index);
    const who = t('booking.participant', { n: i + 1 });
    if (part === 'optionals' && sub !== undefined) {
      const chosen = Object.entries(draft.participants[i]?.optionals ?? {}).filter(
        ([, o]) => Number(o.quantity) > 0,
      );
      const optionalId = Number(chosen[Number(sub)]?.[0]);
      if (optionalId) {
        const title = optionalTitles.get(optionalId) ?? t('booking.extras');
        return subPart === 'intolerances'
          ? { id: ids.notes(i, optionalId), label: t('booking.errors.intolerances', { who, title }) }
          : { id: ids.optional(i, optionalId), label: t('booking.errors.field', { who, field: title }) };
      }
    }
    if (part && part in PARTICIPANT_PARTS) {
      const field = t(PARTICIPANT_PARTS[part]);
      return { id: ids.participant(i, part), label: t('booking.errors.field', { who, field }) };
    }
    return { id: ids.participant(i, 'name'), label: who };
  }
  if (head === 'billing_information' || head === 'company') {
    const field = head === 'company' ? companyField(index ?? '', draft) : (index as TBillingField);
    if (isBillingField(field)) return { id: ids.billing(field), label: t(`common.billing.labels.${field}`) };
    return { id: ids.billing('territory'), label: t('booking.billing') };
  }
  if (head === 'contact_email') return { id: ids.contact, label: t('booking.contactEmail') };
  if (head === 'coupon_code') return { id: ids.coupon, label: t('booking.coupon') };
  if (head === 'privacy_accepted') return { id: ids.privacy, label: t('booking.errors.privacy') };
  if (head === 'participants') return { id: ids.participant(0, 'name'), label: t('booking.participants') };
  return { id: ids.summary, label: t('booking.errors.booking') };
}

/** The messages by field id (the first for each field) and the summary's list, in the page's language. */
export function placeErrors(
  errors: ErrorMap,
  draft: BookingDraft,
  optionalTitles: Map<number, string>,
  { t, message }: Pick<Translator, 't' | 'message'>,
) {
  const byId: Record<string, string> = {};
  const items: ErrorItem[] = [];
  for (const [path, text] of Object.entries(errors)) {
    const { id, label } = locate(path, draft, optionalTitles, t);
    if (byId[id]) continue;
    byId[id] = message(text);
    items.push({ id, label, message: byId[id] });
  }
  return { byId, items };
}

/** zod's issues as a path → message map (the first message of each path). */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorMap {
  const out: ErrorMap = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    out[path] ??= issue.message;
  }
  return out;
}
