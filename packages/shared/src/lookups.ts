import { z } from 'zod';

export const ZCategory = z.object({ id: z.number().int(), name: z.string() });
export const ZLanguage = z.object({ code: z.string(), name: z.string() });
export const ZCountry = z.object({ id: z.number().int(), name: z.string() });
export const ZExpertRef = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });
export type TCategory = z.infer<typeof ZCategory>;
export type TLanguage = z.infer<typeof ZLanguage>;
export type TCountry = z.infer<typeof ZCountry>;
export type TExpertRef = z.infer<typeof ZExpertRef>;
