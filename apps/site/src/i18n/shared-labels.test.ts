import {
  ATTENDANCE_LABELS,
  BILLING_HINTS,
  BILLING_LABELS,
  DOCUMENT_TYPE_LABELS,
  INVOICE_TYPE_LABELS,
  ORDER_STATE_LABELS,
  SITE_PAGE_LABELS,
  TERRITORY_LABELS,
} from '@app/shared';
import { expect, it } from 'vitest';
import italian from '../locales/it.json';

/**
 * The site's Italian words for what the back-office also names (billing fields, order states, …)
 * are the back-office's own, kept in packages/shared: the catalogue copies them so English can sit
 * beside them, and this holds the copy to the source.
 */
it('says in Italian what the back-office says', () => {
  const { common } = italian;
  expect(common.billing.labels).toEqual(BILLING_LABELS);
  expect(common.billing.hints).toMatchObject(BILLING_HINTS);
  expect(common.billing.territories).toEqual(TERRITORY_LABELS);
  expect(common.billing.invoiceTypes).toEqual(INVOICE_TYPE_LABELS);
  expect(common.attendance).toEqual(ATTENDANCE_LABELS);
  expect(common.orderStates).toEqual(ORDER_STATE_LABELS);
  expect(common.documentTypes).toEqual(DOCUMENT_TYPE_LABELS);
  expect(common.sitePages).toEqual(SITE_PAGE_LABELS);
});
