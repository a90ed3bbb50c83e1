import { DISTRIBUTION_CASES_MAX } from '@app/shared';
import { TextArea, TextField } from '../components/fields';
import { useT } from '../i18n/provider';

type Case = { title: string; description: string };
type Props = {
  cases: Case[];
  errors: Record<string, string>;
  onChange: (cases: Case[]) => void;
  fieldId: (path: string) => string;
};

/** The distribution cases of the application: a title and a description each, added and removed. */
export function CaseFields({ cases, errors, onChange, fieldId }: Props) {
  const { t, message } = useT();
  const error = (path: string) => (errors[path] ? message(errors[path]) : undefined);
  const update = (index: number, part: keyof Case, value: string) =>
    onChange(cases.map((c, i) => (i === index ? { ...c, [part]: value } : c)));
  return (
    <section className="form-section">
      <h2>{t('application.cases')}</h2>
      <p className="hint">{t('application.casesHint')}</p>
      {cases.map((c, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cases have no id; removing re-renders the rest
        <fieldset key={index} className="case">
          <legend>{t('application.case', { n: index + 1 })}</legend>
          <TextField
            id={fieldId(`distribution_cases.${index}.title`)}
            label={t('application.caseTitle')}
            value={c.title}
            maxLength={200}
            onChange={(v) => update(index, 'title', v)}
            error={error(`distribution_cases.${index}.title`)}
          />
          <TextArea
            id={fieldId(`distribution_cases.${index}.description`)}
            label={t('application.caseDescription')}
            value={c.description}
            onChange={(v) => update(index, 'description', v)}
            error={error(`distribution_cases.${index}.description`)}
          />
          <button
            type="button"
            className="button button-small"
            onClick={() => onChange(cases.filter((_, i) => i !== index))}
          >
            {t('application.removeCase', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      {cases.length < DISTRIBUTION_CASES_MAX ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onChange([...cases, { title: '', description: '' }])}
        >
          {t('application.addCase')}
        </button>
      ) : null}
    </section>
  );
}
