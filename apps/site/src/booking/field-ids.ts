/**
 * The element ids of the booking form's fields (the billing page's too): where an error is shown
 * and where the summary's link leads.
 */
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
