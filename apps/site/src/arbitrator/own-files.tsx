import {
  APPLICATION_DOCUMENTS,
  APPLICATION_FILES,
  APPLICATION_MSG,
  MAX_UPLOAD_BYTES,
  MSG,
  type TApplicationFile,
  type TArbitratorProfile,
} from '@app/shared';
import { useState } from 'react';
import { acceptOf, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../application/draft';
import { FieldError } from '../components/fields';
import { errorText } from '../components/status';
import { useT } from '../i18n/provider';
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
  if (file.size > MAX_UPLOAD_BYTES) return MSG.tooLarge;
  return null;
}

/** The record's files: each downloaded as it is kept, or replaced by a new one (sent at once). */
export function OwnFiles({ files, onSaved }: Props) {
  const { t } = useT();
  return (
    <section className="panel" aria-labelledby="files-title">
      <h2 id="files-title">{t('arbitrator.files')}</h2>
      <p className="hint">{t('arbitrator.filesHint')}</p>
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
  const { t, message } = useT();
  const id = `own-${field}`;
  const label = t(`application.files.${field}`);

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
      setDone(t('arbitrator.fileSaved', { name: file.name }));
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
      <h3>{label}</h3>
      <p>
        {current ? (
          <button type="button" className="button-link" onClick={download}>
            {t('arbitrator.download', { name: current.original_name })}
            <span className="visually-hidden"> ({label})</span>
          </button>
        ) : (
          t('arbitrator.noFile')
        )}
      </p>
      <label htmlFor={id}>{t('arbitrator.newFile', { label })}</label>
      <p id={`${id}-hint`} className="hint">
        {t(isDocument(field) ? 'application.fileHints.document' : 'application.fileHints.image')}
      </p>
      {error ? <FieldError id={id} message={message(error)} /> : null}
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
