import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { echoed } from './read-only.ts';

const ZRead = z.object({
  id: z.number(),
  name: z.string(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  payments: z.array(z.object({ paid_at: z.string().nullable() })),
});
const ZBody = z.strictObject({ ...echoed(ZRead, ['id', 'company', 'payments']), name: z.string() });

describe('echoed', () => {
  it('declares the read-only fields as the GET answers them, each optional', () => {
    expect(ZBody.parse({ name: 'A' })).toEqual({ name: 'A' });
    const echo = { id: 1, name: 'A', company: { id: 2, name: 'B' }, payments: [{ paid_at: null }] };
    expect(ZBody.parse(echo)).toEqual(echo);
    expect(ZBody.safeParse({ name: 'A', id: 'uno' }).success).toBe(false);
  });

  it('is strict inside the echoed objects too, where the read schema is not', () => {
    const hidden = ZBody.safeParse({ name: 'A', company: { id: 2, name: 'B', extra: 1 } });
    expect(hidden.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: ['company'] });
    const inList = ZBody.safeParse({ name: 'A', payments: [{ paid_at: null, refunded: true }] });
    expect(inList.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: ['payments', 0] });
    expect(ZRead.parse({ id: 1, name: 'A', company: { id: 2, name: 'B', extra: 1 }, payments: [] })).toEqual({
      id: 1,
      name: 'A',
      company: { id: 2, name: 'B' },
      payments: [],
    });
  });
});
