import type { BlobResult } from './api-client';

/** Hands a downloaded file to the browser as a save. */
export function saveBlob({ blob, fileName }: BlobResult, fallbackName = 'download'): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
