import { BILLING_LABELS, type TBillingField } from '@app/shared';
import { type BookingDraft, isPersonInvoice } from './draft';

/**
 * Errors by field path, as the server's 400 names them ("participants.0.email",
 * "billing_information.vat") or the shared schema finds them first: each is shown beside its field
 * (by the field's element id) and listed, with a link, in the summary above the submit button.
 */

export type ErrorMap = Record<string, string>;

export interface ErrorItem {
  /** the id of the field the message belongs to */
  id: string;
  label: string;
  message: string;
}

/** The element ids of the form's fields. */
export const ids = {
  participant: (i: number, part: string) => `p${i}-${part}`,
  optional: (i: number, optionalId: number) => `p${i}-optional-${optionalId}`,
  notes: (i: number, optionalId: number) => `p${i}-optional-${optionalId}-notes`,
  billing: (f: string) => `billing-${f}`,
  contact: 'contact-email',
  coupon: 'coupon-code',
  privacy: 'privacy',
  summary: 'booking-errors',
};

const PARTICIPANT_PARTS: Record<string, string> = {
  name: 'Nome',
  surname: 'Cognome',
  email: 'E-mail',
  phone: 'Telefono',
  attendance: 'Modalità di partecipazione',
  workshops: 'Workshop',
  optionals: 'Extra',
};

/** company.* is derived from the billing fields (draft.ts): its errors belong there. */
function companyField(part: string, draft: BookingDraft): TBillingField | null {
  if (part !== 'name') return part in BILLING_LABELS ? (part as TBillingField) : null;
  return isPersonInvoice(draft.billing) ? 'name' : 'company_name';
}

/** Where a path's message goes: a field's id and the words the summary names it with. */
function locate(path: string, draft: BookingDraft, optionalTitles: Map<number, string>) {
  const [head, index, part, sub, subPart] = path.split('.');
  if (head === 'participants' && index !== undefined && /^\d+$/.test(index)) {
    const i = Number(index);
    const who = `Partecipante ${i + 1}`;
    if (part === 'optionals' && sub !== undefined) {
      const chosen = Object.entries(draft.participants[i]?.optionals ?? {}).filter(
        ([, o]) => Number(o.quantity) > 0,
      );
      const optionalId = Number(chosen[Number(sub)]?.[0]);
      if (optionalId) {
        const title = optionalTitles.get(optionalId) ?? 'Extra';
        return subPart === 'intolerances'
          ? { id: ids.notes(i, optionalId), label: `${who}: intolleranze per ${title}` }
          : { id: ids.optional(i, optionalId), label: `${who}: ${title}` };
      }
    }
    if (part && part in PARTICIPANT_PARTS) {
      return { id: ids.participant(i, part), label: `${who}: ${PARTICIPANT_PARTS[part]}` };
    }
    return { id: ids.participant(i, 'name'), label: who };
  }
  if (head === 'billing_information' || head === 'company') {
    const field = head === 'company' ? companyField(index ?? '', draft) : (index as TBillingField);
    if (field && field in BILLING_LABELS) return { id: ids.billing(field), label: BILLING_LABELS[field] };
    return { id: ids.billing('territory'), label: 'Dati di fatturazione' };
  }
  if (head === 'contact_email') return { id: ids.contact, label: 'E-mail per la conferma' };
  if (head === 'coupon_code') return { id: ids.coupon, label: 'Codice coupon' };
  if (head === 'privacy_accepted') return { id: ids.privacy, label: 'Informativa sulla privacy' };
  if (head === 'participants') return { id: ids.participant(0, 'name'), label: 'Partecipanti' };
  return { id: ids.summary, label: 'Prenotazione' };
}

/** The messages by field id (the first for each field) and the summary's list. */
export function placeErrors(errors: ErrorMap, draft: BookingDraft, optionalTitles: Map<number, string>) {
  const byId: Record<string, string> = {};
  const items: ErrorItem[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const { id, label } = locate(path, draft, optionalTitles);
    if (byId[id]) continue;
    byId[id] = message;
    items.push({ id, label, message });
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
