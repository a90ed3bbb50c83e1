import { success, ZFileInfo, ZStoredFileName, ZUploadResult } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  isDocument,
  isImage,
  loadFile,
  loadFileInfo,
  readUpload,
  sendFile,
  storeFile,
} from '../../plugins/files.ts';

const ZName = z.object({ name: ZStoredFileName });

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/upload',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['files'],
        summary: 'Carica un file (multipart, campo file, max 2 MiB): documenti doc/docx/pdf o immagini',
        consumes: ['multipart/form-data'],
        response: { 200: success(ZUploadResult.shape) },
      },
    },
    async (req) => {
      const upload = await readUpload(req);
      const stored = await req.write(async (tx, audit) => {
        const file = await storeFile(tx, upload.data, upload.filename || 'file', req.user?.id ?? null);
        audit.record({
          entity: 'file',
          entityId: file.name,
          action: 'upload',
          after: {
            name: file.name,
            contentType: file.contentType,
            size: file.size,
            original_name: file.originalName,
          },
        });
        return file;
      });
      return { status: 'success' as const, file: stored.name, original_name: stored.originalName };
    },
  );

  app.get(
    '/image/:name',
    {
      config: { access: 'public' },
      schema: { tags: ['files'], summary: 'Immagine caricata', params: ZName },
    },
    async (req, reply) => {
      const file = await loadFile(app.db, req.params.name);
      if (!file || !isImage(file.contentType)) throw new AppError('not_found');
      return sendFile(reply, file, 'inline', req.headers['if-none-match']);
    },
  );

  app.get(
    '/files/:name',
    {
      config: { access: 'admin' },
      schema: { tags: ['files'], summary: 'Documento caricato (solo amministratori)', params: ZName },
    },
    async (req, reply) => {
      const file = await loadFile(app.db, req.params.name);
      if (
        !file ||
        !(
          isDocument(file.contentType) ||
          file.contentType === 'application/msword' ||
          isImage(file.contentType)
        )
      ) {
        throw new AppError('not_found');
      }
      return sendFile(reply, file, 'attachment', req.headers['if-none-match']);
    },
  );

  app.get(
    '/files/:name/info',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['files'],
        summary: 'Nome originale, tipo e dimensione di un file caricato (solo amministratori)',
        params: ZName,
        response: { 200: success({ file: ZFileInfo }) },
      },
    },
    async (req) => {
      const file = await loadFileInfo(app.db, req.params.name);
      if (!file) throw new AppError('not_found');
      return {
        status: 'success' as const,
        file: {
          name: file.name,
          original_name: file.originalName,
          content_type: file.contentType,
          size: file.size,
        },
      };
    },
  );
}
