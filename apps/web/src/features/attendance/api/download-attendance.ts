import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** GET /api/conferences/{id}/attendance/csv | xlsx, saved under the server's name. */
export async function downloadAttendance({ id, format }: { id: number; format: 'csv' | 'xlsx' }) {
  const file = await apiBlob(`/api/conferences/${id}/attendance/${format}`, { method: 'GET' });
  saveBlob(file, `presenze-conferenza-${id}.${format}`);
}

export const useDownloadAttendance = () => useMutation({ mutationFn: downloadAttendance });
