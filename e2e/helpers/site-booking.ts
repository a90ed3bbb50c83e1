import { type Locator, type Page, request } from '@playwright/test';
import { baseURL, expect } from '../fixtures';
import { countryId } from './booking';

/**
 * The member site's booking form filled as a visitor fills it (one participant, an Italian law
 * firm), and a card booking of a test's own made through the public API.
 */

const box = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

let counter = 0;
const tag = () => `${Date.now().toString(36)}${++counter}`;

/**
 * Warnings count as faults too: the site's console stays silent. Only the site's pages (/area/) are
 * watched: a test that passes through the back-office leaves its console to the back-office's tests.
 */
export function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && new URL(page.url()).pathname.startsWith('/area/')) warnings.push(m.text());
  });
  return warnings;
}

/** One in-person participant and the firm's billing data, privacy accepted; the full price is € 300. */
export async function fillBooking(page: Page) {
  const t = tag();
  const first = page.getByRole('group', { name: /^Partecipante 1/ });
  await box(first, 'Nome').fill('Carla');
  await box(first, 'Cognome').fill('Neri');
  await box(first, 'E-mail').fill(`carla.${t}@studio-carta.example`);
  await select(page, 'Territorio').selectOption({ label: 'Italia' });
  await select(page, 'Tipo fattura').selectOption({ label: 'Studio legale' });
  await box(page, 'Ragione sociale').fill(`Studio Legale Neri ${t}`);
  await box(page, 'Indirizzo').fill('Via Manzoni 12');
  await box(page, 'CAP').fill('20121');
  await box(page, 'Città').fill('Milano');
  await expect(select(page, 'Paese')).toHaveValue(/\d+/);
  await box(page, 'Partita IVA').fill('06363391001');
  await box(page, 'Codice fiscale').fill('06363391001');
  await box(page, 'Codice destinatario').fill('M5UXCR1');
  await page.getByLabel(/Ho letto l’informativa sulla privacy/).check();
  const summary = page.getByRole('region', { name: 'Riepilogo' });
  await expect(summary.locator('.price-total')).toHaveText(/Totale\s*€\s300,00/);
}

export interface CardBooking {
  order_id: number;
  order_url: string;
  checkout_url: string;
}

/** One participant booked by card with no token (a Swiss firm): the order awaits Stripe's event. */
export async function bookByCard(conferenceId: number): Promise<CardBooking> {
  const visitor = await request.newContext({ baseURL: baseURL() });
  try {
    const t = tag();
    const res = await visitor.post('/api/public/orders', {
      data: {
        conference_id: conferenceId,
        company: { name: `Studio Carta ${t}`, country: null },
        billing_information: {
          territory: 'Extra UE',
          invoice_type: 'company',
          company_name: `Studio Carta ${t}`,
          address: 'Rue du Rhône 1',
          postal_code: '1204',
          city: 'Ginevra',
          country: await countryId(visitor, 'CH'),
        },
        participants: [
          {
            name: 'Pietro',
            surname: 'Carta',
            email: `pietro.${t}@studio-carta.example`,
            attendance: 'in_person',
          },
        ],
        payment_method: 'card',
        privacy_accepted: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = await res.json();
    expect(body.payment).toMatchObject({ method: 'card' });
    return {
      order_id: body.order.order_id,
      order_url: body.order_url,
      checkout_url: body.payment.checkout_url,
    };
  } finally {
    await visitor.dispose();
  }
}

/** The order page's path under the site's origin, from the API's absolute order_url. */
export const orderPath = (orderUrl: string) => new URL(orderUrl).pathname;
