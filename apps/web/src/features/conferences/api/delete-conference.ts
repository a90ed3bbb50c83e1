import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { conferenceKeys } from './keys';

/** DELETE /api/conferences/{id}: to the trash; 409 while it has orders. */
export const deleteConference = (id: number) => api.delete(`/api/conferences/${id}`);

export const useDeleteConference = () =>
  useResourceMutation(deleteConference, { settled: [conferenceKeys.lists()] });
