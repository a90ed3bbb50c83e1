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
