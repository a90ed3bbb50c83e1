/**
 * The member site's legal pages a text group of the document area may be published as (decision
 * 0029): at most one live group per page. No zod here: the site's footer takes these on every page.
 */
export const SITE_PAGES = ['privacy', 'terms'] as const;
export type TSitePage = (typeof SITE_PAGES)[number];

/** The admin's options of "Pubblica sul sito"; the site's footer links. */
export const SITE_PAGE_LABELS: Readonly<Record<TSitePage, string>> = {
  privacy: 'Informativa privacy',
  terms: 'Termini e condizioni',
};

/** Where the site shows each page, under /area. */
export const SITE_PAGE_PATHS: Readonly<Record<TSitePage, string>> = {
  privacy: '/privacy',
  terms: '/termini',
};

export const SITE_PAGE_MSG = {
  select: 'Pubblica sul sito',
  no: 'No',
  /** a second group claiming a page (409) */
  taken: (page: TSitePage) => `Un altro testo è già pubblicato come ${SITE_PAGE_LABELS[page]}`,
  /** GET /api/public/pages/{page} while no group is published as it (404) */
  notPublished: {
    privacy: "L'associazione non ha ancora pubblicato l'informativa privacy",
    terms: "L'associazione non ha ancora pubblicato i termini e condizioni",
  } satisfies Record<TSitePage, string>,
  /** any other page name (404) */
  unknownPage: 'Pagina non trovata',
} as const;
