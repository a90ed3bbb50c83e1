import type { TJudicialText, TJudicialTextUpdate } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { documentAreaKeys } from './keys';

type SaveInput = { id: number | null; version?: number; judicial_text: TJudicialTextUpdate };

/** POST /api/judicial_texts (new) or PUT /api/judicial_texts/{id} with If-Match. */
export const saveJudicialText = ({ id, version, judicial_text }: SaveInput) =>
  saveRecord<TJudicialText>('/api/judicial_texts', { id, version }, 'judicial_text', { judicial_text });

export const useSaveJudicialText = () =>
  useResourceMutation(saveJudicialText, { success: [documentAreaKeys.texts()] });
