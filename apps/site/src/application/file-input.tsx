import { APPLICATION_DOCUMENTS, type TApplicationFile, type TLocale } from '@app/shared';
import { FieldError, Required } from '../components/fields';
import { number } from '../i18n/format';
import { useT } from '../i18n/provider';
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

const sizeOf = (bytes: number, locale: TLocale) =>
  bytes < 1024 * 1024
    ? `${number(Math.max(1, Math.round(bytes / 1024)), locale)} kB`
    : `${number(Math.round((bytes / 1024 / 1024) * 100) / 100, locale)} MiB`;

/** A file of the application, with the formats and the 2 MiB limit said before choosing it. */
export function FileInput({ id, field, label, required, file, error, onChange }: Props) {
  const { t, locale, message } = useT();
  const document = (APPLICATION_DOCUMENTS as readonly string[]).includes(field);
  const hint = t(document ? 'application.fileHints.document' : 'application.fileHints.image');
  return (
    <div className={`field file-input${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      <p id={`${id}-hint`} className="hint">
        {hint}
        {file ? ` · ${t('application.chosen', { name: file.name, size: sizeOf(file.size, locale) })}` : ''}
      </p>
      {error ? <FieldError id={id} message={message(error)} /> : null}
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
