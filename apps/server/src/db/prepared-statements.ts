import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Prepared statements per connection (decision record 0008). Each parameterised query gets a name
 * derived from its text, so node-postgres parses it once per connection and then only binds and
 * executes it: PostgreSQL stops re-parsing the list queries on every request (the users page's
 * SQL alone went from 2 970 to 8 800 transactions/s in pgbench).
 *
 * Only queries with parameters are named: the extended protocol that naming forces takes one
 * statement per query, and migrations send several at once without parameters. Pattern searches
 * (LIKE) stay unnamed: after five runs PostgreSQL may keep a generic plan, and a plan made without
 * the pattern guessed 0.5 % of users for "%ann%" and walked the surname index (20 ms instead of the
 * trigram index's 2 ms). Other statements keep PostgreSQL's own choice (plan_cache_mode auto),
 * which drops a generic plan costlier than the custom ones. Each connection
 * names at most MAX_NAMED_PER_CONNECTION texts, so server memory stays bounded whatever the
 * variety of queries; past it, queries run unnamed as before.
 */
export const MAX_NAMED_PER_CONNECTION = 500;

const PATTERN_SEARCH = /\bi?like\b/i;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const names = new WeakMap<pg.Client, Set<string>>();

function statementName(client: pg.Client, config: QueryConfig, values: unknown): string | undefined {
  if (typeof config.text !== 'string' || config.name !== undefined || typeof config.submit === 'function') {
    return undefined;
  }
  if (PATTERN_SEARCH.test(config.text)) return undefined;
  const params = values ?? config.values;
  if (!Array.isArray(params) || params.length === 0) return undefined;
  const name = `s_${createHash('sha1').update(config.text).digest('base64url')}`;
  let known = names.get(client);
  if (!known) {
    known = new Set();
    names.set(client, known);
  }
  if (!known.has(name)) {
    if (known.size >= MAX_NAMED_PER_CONNECTION) return undefined;
    known.add(name);
  }
  return name;
}

/** A pg client that names the parameterised queries it is given as config objects (Drizzle's way). */
export class PreparingClient extends pg.Client {}

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
Object.defineProperty(PreparingClient.prototype, 'query', {
  value(this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (config && typeof config === 'object') {
      const name = statementName(this, config as QueryConfig, rest[0]);
      if (name) return query.call(this, { ...config, name }, ...rest);
    }
    return query.call(this, config, ...rest);
  },
  writable: true,
  configurable: true,
});
