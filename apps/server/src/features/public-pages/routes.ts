import {
  SITE_PAGE_MSG,
  SITE_PAGES,
  success,
  type TSitePage,
  ZPublicPage,
  ZPublicPageParam,
  ZPublicPages,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { inProcessLimits, READ_LIMIT_FACTOR } from '../../lib/public-limits.ts';
import { findPublicPage, publishedPages } from './repository.ts';

const isSitePage = (name: string): name is TSitePage => (SITE_PAGES as readonly string[]).includes(name);

/**
 * The member site's legal pages (decision 0029): the document area's text groups an admin
 * published as the privacy policy or the terms. Title and content as plain text, nothing else.
 */
export default async function publicPagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = await inProcessLimits(fastify);
  const readLimit = limit(READ_LIMIT_FACTOR * app.config.publicWriteLimit);
  const tags = ['public'];

  app.get(
    '/public/pages',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags,
        summary: 'Quali pagine legali del sito sono pubblicate (privacy, terms), per il piè di pagina',
        response: { 200: success({ pages: ZPublicPages }) },
      },
    },
    async () => ({ status: 'success' as const, pages: await publishedPages(app.db) }),
  );

  app.get(
    '/public/pages/:page',
    {
      config: { access: 'public' },
      onRequest: readLimit,
      schema: {
        tags,
        summary:
          "Una pagina legale del sito (privacy, terms): titolo e testo; 404 se l'associazione non l'ha pubblicata",
        params: ZPublicPageParam,
        response: { 200: success({ page: ZPublicPage }) },
      },
    },
    async (req) => {
      const { page } = req.params;
      if (!isSitePage(page)) throw new AppError('not_found', SITE_PAGE_MSG.unknownPage);
      const found = await findPublicPage(app.db, page);
      if (!found) throw new AppError('not_found', SITE_PAGE_MSG.notPublished[page]);
      return { status: 'success' as const, page: found };
    },
  );
}
