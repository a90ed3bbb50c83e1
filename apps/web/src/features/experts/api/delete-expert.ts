import { api } from '../../../lib/api-client';
import { useResourceMutation } from '../../../lib/resource-api';
import { expertKeys } from './keys';

/** DELETE /api/experts/{id}: to the trash. */
export const deleteExpert = (id: number) => api.delete(`/api/experts/${id}`);

export const useDeleteExpert = () => useResourceMutation(deleteExpert, { settled: [expertKeys.lists()] });
