import type { TSection, TSectionUpdate } from '@app/shared';
import { saveRecord, useResourceMutation } from '../../../lib/resource-api';
import { sectionKeys } from './keys';

type SaveInput = { id: number | null; section: TSectionUpdate; version?: number };

/** POST /api/sections (new) or PUT /api/sections/{id} with If-Match; body `{ section }`. */
export const saveSection = ({ id, section, version }: SaveInput) =>
  saveRecord<TSection>('/api/sections', { id, version }, 'section', { section });

export const useSaveSection = () =>
  useResourceMutation(saveSection, {
    cache: (saved) => [sectionKeys.detail(saved.id), saved],
    success: [sectionKeys.lists()],
  });
