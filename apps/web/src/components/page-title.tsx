import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { APP_NAME } from '../lib/app-name';

type PageTitleState = { title: string; setTitle: (title: string) => void };

const PageTitleContext = createContext<PageTitleState>({ title: '', setTitle: () => {} });

/** Holds the title of the current page for the layout's top bar. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  const value = useMemo(() => ({ title, setTitle }), [title]);
  return <PageTitleContext value={value}>{children}</PageTitleContext>;
}

/** Every page calls this once: it names the top bar and the browser tab. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title, setTitle]);
}

/** The title set by the current page (for the layout). */
export function useCurrentPageTitle(): string {
  return useContext(PageTitleContext).title;
}
