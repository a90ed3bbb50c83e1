import { z } from 'zod';

/**
 * PostgreSQL `integer` (ids and every other int column) stops at 2³¹−1: a bigger number cannot be
 * stored or looked up, and PostgreSQL answers it with an error instead of "no row". Schemas bound
 * every id and integer the database receives, so such a number is refused before any query.
 */
export const MAX_DB_INT = 2_147_483_647;
export const MAX_DB_ID = MAX_DB_INT;
export const ID_INVALID = 'Identificativo non valido';

/** A database id in a JSON body. */
export const ZId = z
  .number({ error: ID_INVALID })
  .int(ID_INVALID)
  .positive(ID_INVALID)
  .max(MAX_DB_ID, ID_INVALID);

/** A database id in a path or query string (text, coerced). Out of range in a path: 404. */
export const ZIdText = z.coerce
  .number({ error: ID_INVALID })
  .int(ID_INVALID)
  .positive(ID_INVALID)
  .max(MAX_DB_ID, ID_INVALID);

export const ZIdParam = z.object({ id: ZIdText });

/** A record version (an int column) sent back by a save. */
export const ZVersion = z.number().int().positive().max(MAX_DB_INT);
