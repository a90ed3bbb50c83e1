import {
  type BaseSyntheticEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { type ApiError, isApiError, isStaleError } from '../../lib/api-client';
import { useSnackbar } from '../snackbar';
import { StaleDialog } from '../stale-dialog';
import {
  type FieldIssue,
  failureMessage,
  fieldIssues,
  flattenErrors,
  sameRecord,
  staleRecovery,
  valueAt,
  zodIssues,
} from './editor-logic';
import { schemaResolver } from './schema-resolver';
import { useUnsavedChanges } from './unsaved-changes';

export type EditorMessages = {
  /** Snackbar after a save, e.g. "Utente Salvato". */
  saved: string;
  /** Snackbar after a refused save; without it the server's message is shown. */
  failed?: string;
  /** Snackbar when the form does not pass the schema: a text, or one made from the issues; none by default. */
  invalid?: string | ((issues: FieldIssue[]) => string | undefined);
};

export type UseEditorOptions<TValues extends FieldValues, TOutput, TRecord> = {
  /**
   * The shared zod schema: it checks the form's values (any object: a form may hold null where the
   * schema wants a choice, to say "Campo obbligatorio") and its output is what `save` receives.
   */
  schema: z.ZodType<TOutput>;
  /**
   * 'change' (default): the schema is the form's resolver (errors follow the typing after a Save).
   * 'save': checked on Save only, for forms too large to re-render on every submit state change.
   */
  validate?: 'change' | 'save';
  /** react-hook-form's mode with validate 'change'. */
  mode?: Mode;
  /** The loaded record; null while creating one. A newer one replaces the form while nothing is edited. */
  record: TRecord | null;
  /** The form's values for a record; null gives the empty form of a new one. */
  toValues: (record: TRecord | null) => TValues;
  /**
   * Saves through the caller's mutation (create vs update, If-Match from `base`, the record the edit
   * started from) and resolves with the record as saved, which becomes the new base.
   */
  save: (values: TOutput, base: TRecord | null) => Promise<TRecord>;
  messages: EditorMessages;
  /** The key of the current record in a 412 answer (`error.current(key)`), e.g. 'user'. */
  staleKey?: string;
  /** The current record out of a 412 answer, when it is not simply under a key. */
  staleRecord?: (error: ApiError) => TRecord | undefined;
  /** Loads the record again: after a 412 without the current record, and to refresh the page's data. */
  refetch?: () => Promise<TRecord | undefined>;
  /** The envelope in front of the server's field names, e.g. 'expert.' for "expert.name". */
  fieldPrefix?: string;
  /** Maps a server field name onto a form field (null: no field shows it); replaces fieldPrefix. */
  toField?: (serverKey: string, values: TValues) => string | null;
  /**
   * After a save the form shows the record as saved ('reload', default: the server's normalised
   * values); 'keep' leaves the values on screen (a large form whose lists would otherwise remount).
   */
  afterSave?: 'reload' | 'keep';
  /** After a save and its snackbar, e.g. to go to the new record's address. */
  onSaved?: (saved: TRecord) => void;
  /** The fields in error (from the schema or the server), e.g. to open the tab holding the first. */
  onErrors?: (issues: FieldIssue[]) => void;
};

export type Editor<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>;
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  /** Unsaved edits on screen. */
  dirty: boolean;
  /** Counts the times the form restarted from a record (Ricarica, a newer record): a key for lists. */
  loads: number;
  /** The stale-version dialog and the unsaved-changes prompt: render them inside the editor. */
  dialogs: ReactNode;
};

const isFieldOf = <T extends FieldValues>(values: T, path: string): path is FieldPath<T> =>
  valueAt(values, path) !== undefined;

/**
 * The one editor shell: the form starts from the loaded record and the shared schema, Save goes
 * through the caller's mutation, the server's field errors land on their fields, a 412 opens the
 * StaleDialog ("Ricarica" restarts from the record the server sent, or loads it again), the result
 * is told through the snackbar, and leaving with unsaved edits asks first.
 */
export function useEditor<TValues extends FieldValues, TOutput, TRecord>(
  options: UseEditorOptions<TValues, TOutput, TRecord>,
): Editor<TValues> {
  const { schema, validate = 'change', record, toValues, mode } = options;
  const snackbar = useSnackbar();
  const latest = useRef(options);
  latest.current = options;

  const resolver = useMemo(
    () => (validate === 'change' ? schemaResolver<TValues>(schema) : undefined),
    [validate, schema],
  );
  const form = useForm<TValues>({
    resolver,
    mode,
    // the whole values are also a valid partial of them
    defaultValues: toValues(record) as DefaultValues<TValues>,
  });
  const base = useRef(record);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [stale, setStale] = useState<ApiError | null>(null);
  const [loads, setLoads] = useState(0);

  const dirty = form.formState.isDirty;
  const dirtyRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const isDirty = useCallback(() => dirtyRef.current, []);
  const guard = useUnsavedChanges(isDirty);

  /** Errors set by hand (validate 'save', server answers): cleared before the next Save. */
  const shown = useRef<FieldPath<TValues>[]>([]);
  const showIssues = useCallback(
    (issues: FieldIssue[]) => {
      if (shown.current.length > 0) form.clearErrors(shown.current);
      const values = form.getValues();
      shown.current = [];
      for (const { path, message } of issues) {
        if (!isFieldOf(values, path)) continue;
        shown.current.push(path);
        form.setError(path, { message });
      }
    },
    [form],
  );

  /**
   * A record becomes the base of the edit and the form's values (nothing left unsaved); with
   * `values: 'kept'` the values on screen stay and become the baseline instead.
   */
  const adopt = useCallback(
    (next: TRecord, values: 'record' | 'kept' = 'record') => {
      base.current = next;
      shown.current = [];
      dirtyRef.current = false;
      if (values === 'kept') {
        form.reset(form.getValues(), { keepValues: true });
        return;
      }
      form.reset(latest.current.toValues(next));
      setLoads((count) => count + 1);
    },
    [form],
  );

  // A newer record from the server (a refetch, a save made elsewhere) replaces an untouched form;
  // with edits on screen the base stays, and the save answers 412 if it is really outdated.
  useEffect(() => {
    if (record === null || sameRecord(record, base.current)) return;
    if (!dirtyRef.current && !savingRef.current) adopt(record);
  }, [record, adopt]);

  const reportInvalid = (issues: FieldIssue[]) => {
    const { messages, onErrors } = latest.current;
    if (issues.length > 0) onErrors?.(issues);
    const text = typeof messages.invalid === 'function' ? messages.invalid(issues) : messages.invalid;
    if (text) snackbar.show(text, 'error');
  };

  const persist = async (values: TOutput) => {
    if (savingRef.current) return;
    const current = latest.current;
    savingRef.current = true;
    setSaving(true);
    try {
      const saved = await current.save(values, base.current);
      adopt(saved, current.afterSave === 'keep' ? 'kept' : 'record');
      snackbar.show(current.messages.saved);
      current.onSaved?.(saved);
    } catch (error) {
      if (isStaleError(error)) {
        setStale(error);
        return;
      }
      const formValues = form.getValues();
      const { toField, fieldPrefix } = current;
      const issues = fieldIssues(isApiError(error) ? error.errors : undefined, formValues, {
        prefix: fieldPrefix,
        toField: toField ? (key) => toField(key, formValues) : undefined,
      });
      showIssues(issues);
      if (issues.length > 0) current.onErrors?.(issues);
      snackbar.show(failureMessage(error, current.messages.failed), 'error');
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  /** The schema's output for the mutation, or the issues on their fields. */
  const check = async (values: TValues): Promise<{ ok: true; data: TOutput } | { ok: false }> => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { ok: true, data: parsed.data };
    const issues = zodIssues(parsed.error.issues);
    showIssues(issues);
    reportInvalid(issues);
    return { ok: false };
  };

  const submitChecked = form.handleSubmit(
    async (values) => {
      const result = await check(values);
      if (result.ok) await persist(result.data);
    },
    (errors) => reportInvalid(flattenErrors(errors)),
  );
  const submitOnSave = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const result = await check(form.getValues());
    if (!result.ok) return;
    showIssues([]);
    await persist(result.data);
  };

  const reload = async () => {
    const error = stale;
    setStale(null);
    const { refetch, staleKey, staleRecord } = latest.current;
    const recovery = staleRecovery<TRecord>(error, staleRecord ?? staleKey);
    if (recovery.kind === 'current') {
      adopt(recovery.record);
      // the page around the form (title, other tabs) catches up in the background
      void refetch?.();
      return;
    }
    const fresh = await refetch?.();
    if (fresh) adopt(fresh);
  };

  return {
    form,
    submit: validate === 'change' ? submitChecked : submitOnSave,
    saving,
    dirty,
    loads,
    dialogs: (
      <>
        <StaleDialog error={stale} onReload={reload} onClose={() => setStale(null)} />
        {guard}
      </>
    ),
  };
}
