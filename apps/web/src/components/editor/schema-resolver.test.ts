import { ZJudicialTextUpdate } from '@app/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

type Values = { title: string; content: string | null };
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe("the shared schema as the form's resolver", () => {
  const resolver = schemaResolver<Values>(ZJudicialTextUpdate);

  it('puts each refused field under its name with the schema message', async () => {
    const result = await resolver({ title: '', content: null }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      title: { message: 'Campo obbligatorio' },
      content: { message: 'Campo obbligatorio' },
    });
  });

  it("hands valid values on as the form's own", async () => {
    const values = { title: 'Titolo', content: 'Prima riga\nSeconda riga' };
    const result = await resolver(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });
});
