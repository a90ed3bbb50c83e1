import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** GET /api/files/{name} (admin only): the stored document, saved under its original name. */
export async function downloadFile(name: string): Promise<void> {
  saveBlob(await apiBlob(`/api/files/${encodeURIComponent(name)}`, { method: 'GET' }), name);
}
