import type { TJudicialDocument, TJudicialDocumentUpdate } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

type SaveInput = { id: number | null; version?: number; judicial_document: TJudicialDocumentUpdate };

/** POST /api/judicial_documents (new) or PUT /api/judicial_documents/{id} with If-Match. */
export const saveJudicialDocument = ({ id, version, judicial_document }: SaveInput) =>
  saveRecord<TJudicialDocument>('/api/judicial_documents', { id, version }, 'judicial_document', {
    judicial_document,
  });

export const useSaveJudicialDocument = () =>
  useResourceMutation(saveJudicialDocument, { success: [documentAreaKeys.documents()] });
