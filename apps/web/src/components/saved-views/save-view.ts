import type { TSavedView, TSavedViewList, TSavedViewState } from '@app/shared';
import { postField, useResourceMutation } from '../../lib/resource-api';
import { savedViewKeys } from './keys';

type NewView = { list: TSavedViewList; name: string; shared: boolean; state: TSavedViewState };

/** POST /api/saved-views: the list's current state under a name; the views reload. */
export const saveView = (view: NewView) => postField<TSavedView>('/api/saved-views', 'view', { view });

export const useSaveView = (list: TSavedViewList) =>
  useResourceMutation(saveView, { success: [savedViewKeys.list(list)] });
