import type { ReactNode } from 'react';
import { useT } from '../i18n/provider';
import { rich } from '../i18n/rich';

/**
 * Form fields with their label, hint and error tied to the control (aria-describedby), the error
 * also marking it invalid. Required fields carry a visible asterisk (the form explains it) and
 * aria-required; the browser's own validation is off (noValidate): the shared rules speak instead.
 */

interface Common {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function Frame({ id, label, error, hint, required, className, children }: Common & { children: ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={id} message={error} /> : null}
      {children}
    </div>
  );
}

export const Required = () => (
  <span className="required" aria-hidden="true">
    {' '}
    *
  </span>
);

/** "I campi con * sono obbligatori.": above a form whose required fields carry the asterisk. */
export function RequiredNote() {
  const { t } = useT();
  return (
    <p className="muted">
      {rich(t('common.requiredNote'), { star: (star) => <span aria-hidden="true">{star}</span> })}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  );
}

type InputProps = Common & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  autoCapitalize?: string;
  spellCheck?: boolean;
};

export function TextField({ value, onChange, type = 'text', ...props }: InputProps) {
  const { id, error, hint, required, autoComplete, inputMode, maxLength, autoCapitalize, spellCheck } = props;
  return (
    <Frame {...props}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        autoCapitalize={autoCapitalize}
        spellCheck={spellCheck}
      />
    </Frame>
  );
}

export function TextArea({
  value,
  onChange,
  rows = 2,
  ...props
}: Common & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  const { id, error, hint, required } = props;
  return (
    <Frame {...props}>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Frame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...props
}: Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** the empty choice's text; none: no empty choice */
  placeholder?: string;
  autoComplete?: string;
}) {
  const { id, error, hint, required, autoComplete } = props;
  return (
    <Frame {...props}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        autoComplete={autoComplete}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChange,
  error,
  hint,
  disabled,
  required,
}: Omit<Common, 'className'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className={`check${error ? ' field-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <div>
        <label htmlFor={id}>
          {label}
          {required ? <Required /> : null}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="hint">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={id} message={error} /> : null}
      </div>
    </div>
  );
}
