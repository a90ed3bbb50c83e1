/**
 * Runs a write a unique index may refuse (two saves of the same value at once): PostgreSQL's 23505,
 * on the error from node-postgres or on its cause through drizzle, becomes `conflict()`, a 409 the
 * caller words, instead of a 500. Anything else goes on as it was thrown.
 */
export async function uniqueOr<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } } | null;
    if (e?.code === '23505' || e?.cause?.code === '23505') throw conflict();
    throw err;
  }
}
