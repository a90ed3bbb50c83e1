/** Texts of the users screens. */
export const USER_TABS = [
  'Dettagli Utente',
  'Membership',
  'Dettagli Azienda',
  'Informazioni di fatturazione',
] as const;
export const BILLING_NOTE =
  'Completa le informazioni di fatturazione prima di modificare i dati della membership.';
