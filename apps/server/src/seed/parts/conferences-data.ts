/** In Italy VAT applies to every participant, abroad to Italians only (conferences_country_vat_ck). */
const inItaly = (city: string) => ({ country: 'italy' as const, vatRule: 'all' as const, city });
const abroad = (city: string) => ({ country: 'abroad' as const, vatRule: 'italians' as const, city });
/** From `start` days after DEMO_TODAY, for `days` days. */
const when = (start: number, days: number) => ({ start, days });

/**
 * The demo conferences and the intolerance notes their orders use. The first two have their English
 * titles (`titleEn`, the optionals' too, `workshopsEn` in the workshops' order); the others have none,
 * so the site in English shows both cases: English, and the Italian marked as such.
 */
export const DEMO_CONFERENCES: {
  title: string;
  titleEn?: string;
  country: 'italy' | 'abroad';
  vatRule: 'all' | 'italians';
  city: string;
  start: number;
  days: number;
  price: number;
  active: boolean;
  streaming: boolean;
  optionals: { title: string; price: number; titleEn?: string }[];
  workshops: string[];
  workshopsEn?: string[];
}[] = [
  {
    title: 'Forum Internazionale sui Contratti di Distribuzione 2027',
    titleEn: 'International Forum on Distribution Contracts 2027',
    ...inItaly('Milano'),
    ...when(45, 2),
    price: 45000,
    active: true,
    streaming: true,
    optionals: [
      { title: 'Cena di gala', price: 9000, titleEn: 'Gala dinner' },
      { title: 'Cocktail di benvenuto', price: 2500, titleEn: 'Welcome cocktail' },
    ],
    workshops: ['Clausole arbitrali nei contratti di agenzia', 'Franchising e antitrust'],
    workshopsEn: ['Arbitration clauses in agency contracts', 'Franchising and antitrust'],
  },
  {
    title: 'Giornata di studio sull’Arbitrato Commerciale',
    titleEn: 'Study Day on Commercial Arbitration',
    ...inItaly('Roma'),
    ...when(90, 1),
    price: 25000,
    active: true,
    streaming: false,
    optionals: [{ title: 'Pranzo a buffet', price: 3500, titleEn: 'Buffet lunch' }],
    workshops: ['Redazione del lodo'],
    workshopsEn: ['Drafting the award'],
  },
  {
    title: 'International Distribution Law Conference – Paris',
    ...abroad('Parigi'),
    ...when(150, 3),
    price: 60000,
    active: true,
    streaming: true,
    optionals: [
      { title: 'Visita guidata', price: 4000 },
      { title: 'Cena sociale', price: 7500 },
    ],
    workshops: ['EU vertical block exemption'],
  },
  {
    title: 'Convegno annuale 2026 (archivio)',
    ...abroad('Madrid'),
    ...when(-60, 2),
    price: 40000,
    active: false,
    streaming: false,
    optionals: [{ title: 'Cena di chiusura', price: 6000 }],
    workshops: [],
  },
];

export const INTOLERANCES = [
  'senza glutine',
  'vegetariano',
  'vegano',
  'senza lattosio',
  'allergia alle noci',
  'no crostacei',
];
