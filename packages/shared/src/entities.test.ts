import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  detailPath,
  ENTITIES,
  ENTITY_KINDS,
  ENTITY_LABELS,
  type EntityDef,
  entityLabel,
  entityUrl,
  fillRoute,
  kindOfAuditEntity,
  kindOfSearchKind,
  listPath,
  routePrefix,
  SEARCH_KINDS,
  TRASH_KINDS,
} from './entities.ts';

const defs = Object.entries(ENTITIES) as [string, EntityDef][];
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('entity registry', () => {
  it('names every kind in Italian, singular and plural', () => {
    for (const [kind, def] of defs) {
      expect(kind).toMatch(/^[a-z_]+$/);
      expect(def.label.trim(), kind).not.toBe('');
      expect(def.plural.trim(), kind).not.toBe('');
    }
  });

  it('gives each record page its own route, and lists apart from pages', () => {
    const details = defs.flatMap(([, d]) => (d.detail ? [d.detail] : []));
    expect(duplicates(details)).toEqual([]);
    for (const [kind, def] of defs) {
      for (const route of [def.list, def.detail]) {
        if (route) expect(route, kind).toMatch(/^\/[a-z-]+(\/[a-z-]+|\/:[A-Za-z]+)*$/);
      }
      if (def.detail) expect(def.detail.match(/:/g), kind).toHaveLength(1);
      if (def.detail) expect(routePrefix(def.detail), kind).not.toBe(def.list);
      // a list shared by several kinds is a page of its own that shows them all, none has a detail
      const sharing = defs.filter(([, d]) => d.list && d.list === def.list);
      if (sharing.length > 1) expect(sharing.map(([, d]) => d.detail)).toEqual(sharing.map(() => null));
    }
    const lists = new Set(defs.flatMap(([, d]) => (d.list ? [d.list] : [])));
    for (const detail of details) expect(lists.has(detail)).toBe(false);
  });

  it('maps each audit entity and each search kind to one record type', () => {
    const audit = defs.flatMap(([, d]) => [...d.audit]);
    expect(duplicates(audit)).toEqual([]);
    for (const [kind, def] of defs) {
      expect(def.audit.length, kind).toBeGreaterThan(0);
      for (const name of def.audit) expect(kindOfAuditEntity(name)).toBe(kind);
      if (def.search) expect(kindOfSearchKind(def.search)).toBe(kind);
    }
    expect(duplicates(defs.flatMap(([, d]) => (d.search ? [d.search] : [])))).toEqual([]);
    expect(kindOfAuditEntity('nope')).toBeUndefined();
  });

  it('derives the trash, search and activity kinds with their labels', () => {
    expect(TRASH_KINDS).toEqual({
      section: 'Sezione',
      judicial_document: 'Documento giudiziario',
      judicial_text: 'Testo giudiziario',
      conference: 'Conferenza',
      coupon: 'Coupon',
      order: 'Ordine',
      user: 'Utente',
      expert: 'Esperto',
      company: 'Azienda',
      subscription: 'Membership',
      manual_transfer: 'Bonifico',
      arbitrator: 'Arbitrator',
    });
    expect(SEARCH_KINDS).toEqual({
      conference: 'Conferenza',
      order: 'Ordine',
      user: 'Utente',
      company: 'Azienda',
      membership: 'Membership',
      arbitrator: 'Arbitrator',
    });
    expect(Object.keys(ACTIVITY_KINDS)).toEqual(ENTITY_KINDS.filter((k) => ENTITIES[k].activity));
    expect(ENTITY_LABELS).toMatchObject({
      ...TRASH_KINDS,
      mail: 'Email',
      bank_statement_line: 'Riga estratto conto',
      invoice_settings: 'Impostazioni fatturazione',
      payment: 'Pagamento membership',
    });
    expect(entityLabel('invoice')).toBe('Fattura');
    expect(entityLabel('unknown_thing')).toBe('unknown_thing');
  });

  it('builds links: the record page, else its list, else none', () => {
    expect(entityUrl('section', 3)).toBe('/document/3');
    expect(entityUrl('conference', '4')).toBe('/conference/4');
    expect(entityUrl('order', 5)).toBe('/order/5');
    expect(entityUrl('user', 6)).toBe('/users/6');
    expect(entityUrl('expert', 7)).toBe('/experts/7');
    expect(entityUrl('subscription', 'sub_1')).toBe('/memberships/sub_1');
    expect(entityUrl('arbitrator', 8)).toBe('/arbitrators/8');
    expect(entityUrl('mail', 9)).toBe('/mail/9');
    expect(entityUrl('invoice', 10)).toBe('/invoices/10');
    expect(entityUrl('manual_transfer', 9)).toBe('/manual-transfers');
    expect(entityUrl('judicial_text', 1)).toBe('/document-area');
    expect(entityUrl('bank_statement_line', 1)).toBe('/manual-transfers/statement');
    expect(entityUrl('language', 1)).toBe('/categories-languages');
    expect(entityUrl('invoice_settings', 1)).toBe('/invoice-settings');
    expect(entityUrl('company', 1)).toBeNull();
    expect(entityUrl('prices', 'conference')).toBeNull();
    expect(entityUrl('nope', 1)).toBeNull();
    expect(detailPath('subscription', 'sub/1')).toBe('/memberships/sub%2F1');
    expect(detailPath('manual_transfer', 1)).toBeNull();
    expect(listPath('subscription', { q: 'Beta & Figli' })).toBe('/memberships?q=Beta%20%26%20Figli');
    // a list that needs its parent cannot be linked without it
    expect(listPath('order')).toBeNull();
    expect(fillRoute('/orders/:conferenceId', 4)).toBe('/orders/4');
    expect(routePrefix('/document/:id')).toBe('/document/');
  });
});
