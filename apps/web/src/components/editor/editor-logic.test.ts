import { MSG } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  anyDirty,
  failureMessage,
  fieldIssues,
  firstIssues,
  flattenErrors,
  sameRecord,
  shouldBlockNavigation,
  staleRecovery,
  valueAt,
  zodIssues,
} from './editor-logic';

const values = {
  user: { name: 'Anna', phone: null },
  billing_information: { vat: '' },
  rows: [{ title: 'Uno', documents: [{ file: [{ language: 'it' }] }] }],
};

describe('server field errors onto the form', () => {
  it('reads dotted paths through objects and arrays, undefined when a step is missing', () => {
    expect(valueAt(values, 'user.name')).toBe('Anna');
    expect(valueAt(values, 'user.phone')).toBeNull();
    expect(valueAt(values, 'rows.0.documents.0.file.0.language')).toBe('it');
    expect(valueAt(values, 'rows.3.title')).toBeUndefined();
    expect(valueAt(values, 'user.name.first')).toBeUndefined();
  });

  it('keeps the names the form holds, null values included, and drops the others', () => {
    const issues = fieldIssues(
      {
        'user.phone': 'Telefono non valido',
        'user.password': 'Troppo corta',
        'billing_information.vat': 'No',
      },
      values,
    );
    expect(issues).toEqual([
      { path: 'user.phone', message: 'Telefono non valido' },
      { path: 'billing_information.vat', message: 'No' },
    ]);
  });

  it('takes the wire envelope away ("expert.name" → "name")', () => {
    expect(fieldIssues({ 'expert.name': 'Campo obbligatorio' }, { name: '' }, { prefix: 'expert.' })).toEqual(
      [{ path: 'name', message: 'Campo obbligatorio' }],
    );
  });

  it('lets the editor map names itself, leaving out what it cannot place', () => {
    const toField = (key: string) => (key === 'section.title' ? 'title' : null);
    expect(fieldIssues({ 'section.title': 'Troppo lungo', 'section.x': 'No' }, {}, { toField })).toEqual([
      { path: 'title', message: 'Troppo lungo' },
    ]);
  });

  it('answers nothing when the error has no field errors', () => {
    expect(fieldIssues(undefined, values)).toEqual([]);
  });
});

describe('schema errors', () => {
  it("flattens react-hook-form's nested errors in form order, skipping refs", () => {
    const errors = {
      user: { name: { type: 'too_small', message: 'Campo obbligatorio', ref: { name: 'user.name' } } },
      rows: [undefined, { title: { message: 'Troppo lungo' } }],
    };
    expect(flattenErrors(errors)).toEqual([
      { path: 'user.name', message: 'Campo obbligatorio' },
      { path: 'rows.1.title', message: 'Troppo lungo' },
    ]);
  });

  it('turns zod issues into paths, and keeps the first issue of each field for the resolver', () => {
    const issues = [
      { code: 'custom', path: ['rows', 0, 'title'], message: 'Primo' },
      { code: 'too_big', path: ['rows', 0, 'title'], message: 'Secondo' },
      { code: 'invalid_type', path: ['category_id'], message: 'Required' },
    ];
    expect(zodIssues(issues)).toEqual([
      { path: 'rows.0.title', message: 'Primo' },
      { path: 'rows.0.title', message: 'Secondo' },
      { path: 'category_id', message: 'Required' },
    ]);
    expect(firstIssues(issues)).toEqual({
      'rows.0.title': { type: 'custom', message: 'Primo' },
      category_id: { type: 'invalid_type', message: 'Required' },
    });
  });
});

describe('the message of a failed save', () => {
  it("shows the editor's own text when it has one, else the server's, else the generic one", () => {
    const error = new ApiError(400, 'Partita IVA non valida');
    expect(failureMessage(error, MSG.somethingWrong)).toBe('Qualcosa è andato storto');
    expect(failureMessage(error)).toBe('Partita IVA non valida');
    expect(failureMessage('boom')).toBe(MSG.somethingWrong);
    expect(failureMessage(new ApiError(500, ''))).toBe(MSG.somethingWrong);
  });
});

describe('the 412 strategy', () => {
  const stale = new ApiError(412, 'Il record è stato modificato da un altro amministratore', {
    status: 'error',
    user: { id: 7, version: 4 },
  });

  it('restarts from the record the server sent under its key', () => {
    expect(staleRecovery(stale, 'user')).toEqual({ kind: 'current', record: { id: 7, version: 4 } });
  });

  it('lets the editor find the current record itself', () => {
    const recovery = staleRecovery(stale, (error) => {
      const user = error.current<{ id: number; version: number }>('user');
      return user ? { user, extra: true } : undefined;
    });
    expect(recovery).toEqual({ kind: 'current', record: { user: { id: 7, version: 4 }, extra: true } });
  });

  it('loads the record again when the answer has none, no key is known, or it is no 412', () => {
    expect(staleRecovery(new ApiError(412, 'x', { status: 'error' }), 'section')).toEqual({
      kind: 'refetch',
    });
    expect(staleRecovery(stale, undefined)).toEqual({ kind: 'refetch' });
    expect(staleRecovery(new ApiError(400, 'x', { user: { id: 7 } }), 'user')).toEqual({ kind: 'refetch' });
  });
});

describe('a newer record from the server', () => {
  it('is the same record when the versions match, whatever else changed', () => {
    expect(sameRecord({ id: 1, version: 3, name: 'a' }, { id: 1, version: 3, name: 'b' })).toBe(true);
    expect(sameRecord({ id: 1, version: 3 }, { id: 1, version: 4 })).toBe(false);
  });

  it('compares the content of records without a version', () => {
    expect(sameRecord({ settings: { vat: '1' }, missing: [] }, { settings: { vat: '1' }, missing: [] })).toBe(
      true,
    );
    expect(sameRecord({ settings: { vat: '1' } }, { settings: { vat: '2' } })).toBe(false);
    expect(sameRecord(null, null)).toBe(true);
  });
});

describe('leaving with unsaved edits', () => {
  const here = { pathname: '/users/7', search: '' };

  it('asks only when something is unsaved and the page really changes', () => {
    expect(shouldBlockNavigation(true, here, { pathname: '/users', search: '' })).toBe(true);
    expect(shouldBlockNavigation(true, here, { pathname: '/users/7', search: '?tab=testi' })).toBe(true);
    expect(shouldBlockNavigation(true, here, { pathname: '/users/7', search: '' })).toBe(false);
    expect(shouldBlockNavigation(false, here, { pathname: '/users', search: '' })).toBe(false);
  });

  it('counts a page of several editors as unsaved when any of them is', () => {
    expect(anyDirty([() => false, () => true])).toBe(true);
    expect(anyDirty([() => false])).toBe(false);
    expect(anyDirty([])).toBe(false);
  });
});
