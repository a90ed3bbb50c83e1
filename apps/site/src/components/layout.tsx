import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { FALLBACK_NAME, useAssociationName } from '../lib/association';

/**
 * Every public page the site has, in the header. The members' sign-in (/accedi) joins this list
 * when its page exists.
 */
const NAV = [
  { href: '/', label: 'Home' },
  { href: '/conferenze', label: 'Conferenze' },
  { href: '/esperti', label: 'Esperti' },
  { href: '/candidatura', label: 'Candidati arbitro' },
] as const;

export function Layout({ children }: { children: ReactNode }) {
  const name = useAssociationName();
  const [location] = useLocation();
  // a new page starts at its top (the heading takes the focus: page-heading.tsx); a block body,
  // as Chromium's scrollTo now answers a promise, which React would take for a cleanup
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <header className="site-header">
        <div className="bar">
          <Link href="/" className="brand">
            {name || FALLBACK_NAME}
          </Link>
          <nav className="site-nav" aria-label="Sezioni del sito">
            <ul>
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} aria-current={isCurrent(location, item.href) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="contenuto" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="bar">
          <p>{name || FALLBACK_NAME}</p>
          <p>Prenotazioni online con pagamento tramite bonifico bancario.</p>
        </div>
      </footer>
    </>
  );
}

const isCurrent = (location: string, href: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
