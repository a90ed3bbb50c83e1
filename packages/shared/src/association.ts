import { z } from 'zod';
import { ZStoredFileName } from './files.ts';

/**
 * The image types a logo may be: raster only. POST /api/upload already refuses SVG (it can carry
 * script); GIF, AVIF and BMP, which it takes for other images, are refused here too.
 */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The file picker's filter for the logo. */
export const LOGO_ACCEPT = LOGO_CONTENT_TYPES.join(',');
export const MSG_LOGO_TYPE = "Il logo deve essere un'immagine PNG, JPEG o WebP";
export const MSG_LOGO_MISSING = 'Il file indicato non esiste: caricalo di nuovo';

export const isLogoType = (contentType: string) =>
  (LOGO_CONTENT_TYPES as readonly string[]).includes(contentType);

/**
 * GET /api/association/logo answers it under `logo`; PUT takes it back: the stored name of an
 * uploaded image (POST /api/upload), or null for no logo.
 */
export const ZAssociationLogo = z.strictObject({ file: ZStoredFileName.nullable() });
export type TAssociationLogo = z.infer<typeof ZAssociationLogo>;

/** The association's contact address: the Reply-To of every mail to members and bookers. */
export const CONTACT_EMAIL_MSG = {
  invalid: 'Indirizzo e-mail non valido, es. segreteria@associazione.it',
} as const;

/**
 * GET /api/association/contact answers it under `contact`; PUT takes it back: the address members
 * and bookers write to (their replies to the product's mails go there), or null for none.
 * An empty string counts as none.
 */
export const ZAssociationContact = z.strictObject({
  email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, CONTACT_EMAIL_MSG.invalid)
      .email(CONTACT_EMAIL_MSG.invalid)
      .nullable(),
  ),
});
export type TAssociationContact = z.infer<typeof ZAssociationContact>;
/** What GET and PUT answer: the stored address, or null. */
export const ZAssociationContactRead = z.object({ email: z.string().nullable() });
