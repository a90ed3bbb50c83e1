// The bench's baseline for the public catalogue: a bare Fastify + pg route, no hooks, no schemas,
// running the very statements the product's GET /api/public/conferences sent (recorded by the bench
// and passed in BASELINE_STATEMENTS, a JSON file), prepared per connection as the product does, and
// answering the same envelope. `node bench/baseline-catalogue.mjs` with DATABASE_URL and PORT.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'apps/server/package.json'));
const Fastify = require('fastify');
const pg = require('pg');

// dates stay yyyy-MM-dd, as the product answers them
pg.types.setTypeParser(1082, (v) => v);
const statements = JSON.parse(readFileSync(process.env.BASELINE_STATEMENTS, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

app.get('/catalogue', async () => {
  let rows = [];
  for (const [i, s] of statements.entries()) {
    ({ rows } = await pool.query({ name: `baseline_${i}`, text: s.text, values: s.values }));
  }
  return { status: 'success', conferences: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`baseline catalogue on ${process.env.PORT}`);
