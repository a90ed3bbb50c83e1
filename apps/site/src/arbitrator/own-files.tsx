import {
  APPLICATION_DOCUMENTS,
  APPLICATION_FILE_HINTS,
  APPLICATION_FILE_LABELS,
  APPLICATION_FILES,
  APPLICATION_MSG,
  MAX_UPLOAD_BYTES,
  type TApplicationFile,
  type TArbitratorProfile,
} from '@app/shared';
import { useState } from 'react';
import { acceptOf, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../application/draft';
import { FieldError } from '../components/fields';
import { errorText } from '../components/status';
import { ApiError, api, downloadFile } from '../lib/api';

type Props = {
  files: TArbitratorProfile['files'];
  onSaved: (profile: TArbitratorProfile) => void;
};

const isDocument = (f: TApplicationFile) => (APPLICATION_DOCUMENTS as readonly string[]).includes(f);

/** What the page can tell before sending: the kind by the name's extension, and the size. */
function refusal(field: TApplicationFile, file: File): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed = isDocument(field) ? DOCUMENT_EXTENSIONS : IMAGE_EXTENSIONS;
  if (!allowed.includes(ext))
    return isDocument(field) ? APPLICATION_MSG.notDocument : APPLICATION_MSG.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return 'Il file supera il limite di 2 MiB';
  return null;
}

/** The record's files: each downloaded as it is kept, or replaced by a new one (sent at once). */
export function OwnFiles({ files, onSaved }: Props) {
  return (
    <section className="panel" aria-labelledby="files-title">
      <h2 id="files-title">Documenti e fotografia</h2>
      <p className="hint">Scegliere un nuovo file lo sostituisce subito a quello attuale.</p>
      <ul className="own-files">
        {APPLICATION_FILES.map((field) => (
          <OwnFile key={field} field={field} current={files[field]} onSaved={onSaved} />
        ))}
      </ul>
    </section>
  );
}

function OwnFile({
  field,
  current,
  onSaved,
}: {
  field: TApplicationFile;
  current: TArbitratorProfile['files'][TApplicationFile];
  onSaved: Props['onSaved'];
}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `own-${field}`;

  const replace = async (file: File | undefined) => {
    setDone(null);
    if (!file) return;
    const refused = refusal(field, file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const { arbitrator } = await api<{ arbitrator: TArbitratorProfile }>(`/arbitrator/files/${field}`, {
        method: 'PUT',
        body,
      });
      onSaved(arbitrator);
      setDone(`File salvato: ${file.name}`);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(0, String(err));
      setError(apiError.errors[field] ?? errorText(apiError));
    } finally {
      setBusy(false);
    }
  };

  const download = () =>
    downloadFile(`/arbitrator/files/${field}`, current?.original_name ?? field).catch((err) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );

  return (
    <li className={`own-file${error ? ' field-invalid' : ''}`}>
      <h3>{APPLICATION_FILE_LABELS[field]}</h3>
      <p>
        {current ? (
          <button type="button" className="button-link" onClick={download}>
            Scarica {current.original_name}
            <span className="visually-hidden"> ({APPLICATION_FILE_LABELS[field]})</span>
          </button>
        ) : (
          'Nessun file caricato'
        )}
      </p>
      <label htmlFor={id}>Nuovo file: {APPLICATION_FILE_LABELS[field]}</label>
      <p id={`${id}-hint`} className="hint">
        {isDocument(field) ? APPLICATION_FILE_HINTS.document : APPLICATION_FILE_HINTS.image}
      </p>
      {error ? <FieldError id={id} message={error} /> : null}
      <input
        id={id}
        type="file"
        accept={acceptOf(field)}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => {
          void replace(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {done ? (
        <p className="notice notice-ok" role="status">
          {done}
        </p>
      ) : null}
    </li>
  );
}
