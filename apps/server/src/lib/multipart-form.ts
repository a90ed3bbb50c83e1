import { APPLICATION_MSG, MAX_UPLOAD_BYTES } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { fieldText, uploadRefusal } from '../plugins/files.ts';
import { AppError } from './app-error.ts';

export interface FormFile {
  data: Buffer;
  filename: string;
}

/**
 * A multipart form of named text fields and named files, each file at most `maxBytes`: the whole
 * form is read before anything is stored, so an oversize or unexpected part refuses it all. A field
 * or file of another name is a 400 naming it.
 */
export async function readForm<F extends string, P extends string>(
  req: FastifyRequest,
  spec: { fields: readonly F[]; files: readonly P[]; maxBytes?: number },
): Promise<{ fields: Partial<Record<F, string>>; files: Partial<Record<P, FormFile>> }> {
  if (!req.isMultipart()) throw new AppError('validation', 'Richiesta multipart attesa');
  const maxBytes = spec.maxBytes ?? MAX_UPLOAD_BYTES;
  const fields: Partial<Record<F, string>> = {};
  const files: Partial<Record<P, FormFile>> = {};
  const unexpected = (name: string) =>
    new AppError('validation', APPLICATION_MSG.unknownField, {
      errors: { [name]: APPLICATION_MSG.unknownField },
    });
  const limits = {
    fileSize: maxBytes,
    files: spec.files.length,
    fields: spec.fields.length,
    parts: spec.files.length + spec.fields.length,
    fieldSize: 256 * 1024,
  };
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        if (!(spec.files as readonly string[]).includes(part.fieldname) || part.fieldname in files) {
          part.file.resume();
          throw unexpected(part.fieldname);
        }
        files[part.fieldname as P] = { data: await part.toBuffer(), filename: part.filename };
      } else {
        if (!(spec.fields as readonly string[]).includes(part.fieldname) || part.fieldname in fields) {
          throw unexpected(part.fieldname);
        }
        fields[part.fieldname as F] = fieldText(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw uploadRefusal(err, maxBytes);
  }
  return { fields, files };
}
