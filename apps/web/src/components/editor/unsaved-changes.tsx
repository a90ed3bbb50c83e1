import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog';
import { anyDirty, shouldBlockNavigation } from './editor-logic';

export const UNSAVED_TEXTS = {
  title: 'Modifiche non salvate',
  message: 'Ci sono modifiche non salvate. Uscire senza salvare?',
  stay: 'Resta',
  leave: 'Esci senza salvare',
} as const;

/** Tells, when asked, whether an editor holds unsaved edits (read at the moment of leaving). */
export type DirtyCheck = () => boolean;

/**
 * Asks before leaving while `isDirty()` says so: in-app navigation through the router's blocker
 * (a ConfirmDialog "Resta" / "Esci senza salvare"), closing or reloading the tab through the
 * browser's own beforeunload prompt. A router allows one blocker at a time: render one per page.
 */
export function UnsavedChangesPrompt({ isDirty }: { isDirty: DirtyCheck }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => shouldBlockNavigation(isDirty(), currentLocation, nextLocation),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TEXTS.title}
      message={UNSAVED_TEXTS.message}
      cancelLabel={UNSAVED_TEXTS.stay}
      confirmLabel={UNSAVED_TEXTS.leave}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

type Register = (check: DirtyCheck) => () => void;

const ScopeContext = createContext<Register | null>(null);

/**
 * One prompt for a page holding several editors (e.g. one form per entry): each editor inside
 * registers its check here instead of rendering a blocker of its own.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const checks = useRef(new Set<DirtyCheck>());
  const register = useCallback<Register>((check) => {
    checks.current.add(check);
    return () => {
      checks.current.delete(check);
    };
  }, []);
  const isDirty = useCallback(() => anyDirty(checks.current), []);
  return (
    <ScopeContext value={register}>
      {children}
      <UnsavedChangesPrompt isDirty={isDirty} />
    </ScopeContext>
  );
}

/**
 * The unsaved-changes guard of one editor: inside an UnsavedChangesScope it joins the page's
 * prompt (and returns null); alone it returns its own prompt, to be rendered by the editor.
 */
export function useUnsavedChanges(isDirty: DirtyCheck): ReactNode {
  const register = useContext(ScopeContext);
  useEffect(() => register?.(isDirty), [register, isDirty]);
  return useMemo(() => (register ? null : <UnsavedChangesPrompt isDirty={isDirty} />), [register, isDirty]);
}
