import { APPLICATION_DOCUMENTS, APPLICATION_FILE_HINTS, type TApplicationFile } from '@app/shared';
import { FieldError, Required } from '../components/fields';
import { acceptOf } from './draft';

type Props = {
  id: string;
  field: TApplicationFile;
  label: string;
  required: boolean;
  file: File | undefined;
  error?: string;
  onChange: (file: File | undefined) => void;
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('it-IT', { maximumFractionDigits: 2 })} MiB`;

/** A file of the application, with the formats and the 2 MiB limit said before choosing it. */
export function FileInput({ id, field, label, required, file, error, onChange }: Props) {
  const document = (APPLICATION_DOCUMENTS as readonly string[]).includes(field);
  const hint = document ? APPLICATION_FILE_HINTS.document : APPLICATION_FILE_HINTS.image;
  return (
    <div className={`field file-input${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      <p id={`${id}-hint`} className="hint">
        {hint}
        {file ? ` · scelto: ${file.name} (${sizeOf(file.size)})` : ''}
      </p>
      {error ? <FieldError id={id} message={error} /> : null}
      <input
        id={id}
        type="file"
        accept={acceptOf(field)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(e) => onChange(e.target.files?.[0])}
      />
    </div>
  );
}
