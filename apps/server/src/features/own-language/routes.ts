import { success, ZLanguageChoice, ZLocale } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chooseUserLanguage } from '../../lib/member-language.ts';
import type { Access } from '../../plugins/auth.ts';

/**
 * The language a signed-in member or arbitrator chose on the site (RUNNING.md "English"): the
 * site calls it when they switch, and their mails follow it (lib/member-language.ts). GET
 * /api/member/me and /api/arbitrator/profile answer it.
 */
export default async function ownLanguageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes: [string, Access, string][] = [
    ['/member/language', 'member', 'member'],
    ['/arbitrator/language', 'arbitrator', 'arbitrator'],
  ];
  for (const [url, access, tag] of routes) {
    app.put(
      url,
      {
        config: { access },
        schema: {
          tags: [tag],
          summary: 'La lingua scelta sul sito (it, en): quella delle sue e-mail',
          body: ZLanguageChoice,
          response: { 200: success({ language: ZLocale }) },
        },
      },
      async (req) => {
        const language = await req.write((tx, audit) =>
          chooseUserLanguage(tx, audit, req.user!.id, req.body.language),
        );
        return { status: 'success' as const, language };
      },
    );
  }
}
