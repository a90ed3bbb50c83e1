import {
  APPLICATION_FILE_HINTS,
  APPLICATION_FILE_LABELS,
  MEMBERSHIP_LABEL,
  ORDER_STATE_LABELS,
  SITE_PAGE_LABELS,
  SITE_PAGE_MSG,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import itCatalogue from '../locales/it.json';

/**
 * Labels the back-office and the API also show, restated in the site's catalogue so a translator
 * finds them beside their English: the Italian stays the shared one, word for word.
 */
describe("the site's Italian labels agree with the shared ones", () => {
  it('the application files, their hints, the legal pages, the order states, the membership', () => {
    expect(itCatalogue.application.files).toEqual(APPLICATION_FILE_LABELS);
    expect(itCatalogue.application.fileHints).toEqual(APPLICATION_FILE_HINTS);
    expect(itCatalogue.legal.pages).toEqual(SITE_PAGE_LABELS);
    expect(itCatalogue.member.orderStates).toEqual(ORDER_STATE_LABELS);
    expect([itCatalogue.member.active, itCatalogue.member.inactive]).toEqual([
      MEMBERSHIP_LABEL.active,
      MEMBERSHIP_LABEL.inactive,
    ]);
  });

  it("a legal page not yet published begins with the API's own words", () => {
    for (const page of ['privacy', 'terms'] as const) {
      expect(itCatalogue.legal.notPublished[page].startsWith(`${SITE_PAGE_MSG.notPublished[page]}:`)).toBe(
        true,
      );
    }
  });
});
