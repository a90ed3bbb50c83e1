import { MAX_BODY_BYTES, MAX_UPLOAD_BYTES } from './constants.ts';

/** "Il file supera il limite di 10 MiB": the limit of the upload at hand, in MiB. */
export const fileTooLargeText = (maxBytes: number) =>
  `Il file supera il limite di ${maxBytes / 1024 / 1024} MiB`;

/** User-facing Italian texts, exact: tests and clients compare them letter by letter. */
export const MSG = {
  required: 'Campo obbligatorio',
  requiredEn: 'Required',
  somethingWrong: 'Qualcosa è andato storto',
  confirmDelete: 'Confermi la cancellazione?',
  internal: 'Errore interno',
  invalidData: 'Dati non validi',
  unauthorized: 'Sessione non valida o scaduta',
  forbidden: 'Accesso riservato agli amministratori',
  notFound: 'Risorsa non trovata',
  stale: 'Il record è stato modificato da un altro amministratore: ricarica per vedere la versione attuale',
  badCredentials: 'Email o password non corrette',
  tooManyAttempts: 'Troppi tentativi di accesso: riprova più tardi',
  /** a file over POST /api/upload's limit; an upload with its own limit says it with fileTooLargeText */
  tooLarge: fileTooLargeText(MAX_UPLOAD_BYTES),
  /** a multipart form with more fields (or parts) than an upload takes */
  tooManyFields: 'Troppi campi nel modulo',
  /** a multipart form with a second file */
  oneFileOnly: 'Un solo file per caricamento',
  /** a body sent as multipart/form-data that is not one: no boundary, a part cut off, bad headers */
  badMultipart: 'Il corpo della richiesta non è un modulo multipart valido',
  unsupportedType: 'Tipo di file non consentito',
  badJson: 'Il corpo della richiesta non è un JSON valido',
  emptyJson: 'Il corpo della richiesta è vuoto: JSON atteso',
  /** a JSON body over MAX_BODY_BYTES (uploads have their own limit, tooLarge) */
  bodyTooLarge: `Richiesta troppo grande (massimo ${MAX_BODY_BYTES / 1024 / 1024} MiB)`,
  unsupportedMediaType: 'Formato della richiesta non supportato: invia JSON (application/json)',
  badContentLength: 'La lunghezza della richiesta non corrisponde a Content-Length',
  /** a path with a malformed escape (%C0%AE) or too long to route */
  badUrl: 'Indirizzo non valido',
  uriTooLong: 'Indirizzo troppo lungo',
  unavailable: 'Servizio temporaneamente non disponibile',
  /** a save sent a field it may not set with a value other than the record's */
  readOnlyField: 'Campo non modificabile',
  /** a save sent a field its route does not know */
  unknownField: 'Campo non previsto',
} as const;
