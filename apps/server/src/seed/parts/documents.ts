import { judicialDocuments, judicialTexts, sections } from '../../db/schema/index.ts';
import { replaceTree, type SectionTree } from '../../features/sections/repository.ts';
import { insertChunked, type SeedContext } from '../context.ts';

const SECTION_TITLES = [
  'Clausole arbitrali',
  'contratti di agenzia',
  'Modelli di NDA',
  'Regolamenti arbitrali',
  'Distribuzione selettiva',
  'Joint venture',
];
const CHAPTER_TITLES = ['Introduzione', 'Modelli', 'Giurisprudenza', 'Prassi', 'Allegati'];
const DOCUMENT_TITLES = ['Modello base', 'Versione commentata', 'Checklist', 'Nota operativa', 'Formulario'];

/** The demo association's privacy policy: paragraphs separated by a blank line, as the site shows them. */
const DEMO_PRIVACY = [
  'Questa informativa descrive come l’associazione tratta i dati personali di chi prenota una conferenza, si candida come arbitro o accede all’area soci (Regolamento UE 2016/679).',
  'Titolare del trattamento è l’associazione. I dati (nome, cognome, e-mail, telefono, dati di fatturazione e, per le candidature, curriculum e lettere di referenza) servono a gestire prenotazioni, pagamenti, fatture e candidature, e ad adempiere agli obblighi di legge.',
  'I dati sono conservati per il tempo richiesto dagli obblighi fiscali e non sono ceduti a terzi, salvo i fornitori che ci aiutano a erogare il servizio (pagamenti con carta, posta elettronica certificata, fatturazione elettronica).',
  'Puoi chiedere in ogni momento di accedere ai tuoi dati, correggerli o cancellarli, scrivendo all’associazione.',
  'Testo dimostrativo: l’associazione lo sostituisce con il proprio da Area Documentale → Testi.',
].join('\n\n');
/** The same in English, for the site in English. */
const DEMO_PRIVACY_EN = [
  'This notice describes how the association processes the personal data of those who book a conference, apply as an arbitrator or use the members’ area (EU Regulation 2016/679).',
  'The association is the data controller. The data (name, surname, e-mail, telephone, billing details and, for applications, CV and letters of reference) are used to handle bookings, payments, invoices and applications, and to meet legal obligations.',
  'The data are kept for as long as tax law requires and are not passed on to third parties, except the providers who help us run the service (card payments, certified e-mail, electronic invoicing).',
  'You may ask at any time to access, correct or erase your data by writing to the association.',
  'Demonstration text: the association replaces it with its own from Area Documentale → Testi.',
].join('\n\n');

/**
 * Sections (6 × scale) across the categories, each with chapters, documents and language files
 * pointing at the stored demo PDFs; 3 judicial documents and 4 judicial texts for the document area,
 * the last one published as the site's privacy policy.
 */
export async function seedDocuments(ctx: SeedContext) {
  const { tx, faker, refs, scale } = ctx;
  const experts = (refs.expertIds as number[] | undefined) ?? [];
  const languages = refs.languageCodes.slice(0, 3);

  const heads = Array.from({ length: 6 * scale }, (_, i) => ({
    categoryId: refs.categoryIds[i % refs.categoryIds.length],
    title: scale === 1 ? SECTION_TITLES[i] : `${SECTION_TITLES[i % SECTION_TITLES.length]} ${i + 1}`,
  }));
  const ids: number[] = [];
  await insertChunked(heads, 500, async (chunk) => {
    const rows = await tx.insert(sections).values(chunk).returning({ id: sections.id });
    ids.push(...rows.map((r) => r.id));
  });

  for (const [i, id] of ids.entries()) {
    const tree: SectionTree = Array.from({ length: 2 + (i % 3) }, (_, c) => ({
      title: CHAPTER_TITLES[c],
      content: faker.lorem.paragraph(),
      documents: Array.from({ length: 1 + ((i + c) % 3) }, (_, d) => ({
        title: DOCUMENT_TITLES[(c + d) % DOCUMENT_TITLES.length],
        expert_id: experts.length > 0 && d % 2 === 0 ? experts[(i + c + d) % experts.length] : null,
        file: Object.fromEntries(
          languages
            .slice(0, 1 + ((i + d) % languages.length))
            .map((code, l) => [code, refs.pdfs[(i + c + d + l) % refs.pdfs.length]]),
        ),
      })),
    }));
    await replaceTree(tx, id, tree);
  }
  refs.sectionIds = ids;

  await tx.insert(judicialDocuments).values([
    { title: 'Sentenza Cass. civ. n. 1234/2025', file: refs.pdfs[0] },
    { title: 'Lodo arbitrale CAM 2024', file: refs.pdfs[1] },
    { title: 'Ordinanza Trib. Milano', file: refs.pdfs[2] },
  ]);
  await tx.insert(judicialTexts).values([
    { title: 'Massime sulla clausola compromissoria', content: faker.lorem.paragraphs(2, '\n') },
    { title: 'Principi in materia di agenzia', content: faker.lorem.paragraphs(3, '\n') },
    { title: 'Note sulla distribuzione selettiva', content: faker.lorem.paragraphs(2, '\n') },
    // the site's /area/privacy (decision 0029): a fixed text, the same on every seed
    {
      title: 'Informativa sul trattamento dei dati personali',
      content: DEMO_PRIVACY,
      sitePage: 'privacy',
      titleEn: 'Privacy notice',
      contentEn: DEMO_PRIVACY_EN,
    },
  ]);
}
