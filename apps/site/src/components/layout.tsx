import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../i18n/provider';
import { FALLBACK_NAME, useAssociation } from '../lib/association';
import { useSessionKind } from '../lib/member-session';
import { LanguageSwitch } from './language-switch';
import { LegalLinks } from './legal-links';

/** Every public page the site has, in the header; then the members' sign-in, or their area once signed in. */
const NAV = [
  { href: '/', label: 'layout.home' },
  { href: '/conferenze', label: 'layout.conferences' },
  { href: '/esperti', label: 'layout.experts' },
  { href: '/candidatura', label: 'layout.applyArbitrator' },
] as const;

export function Layout({ children }: { children: ReactNode }) {
  const { name, card_payments: card, logo_url: logo } = useAssociation();
  const [location] = useLocation();
  const kind = useSessionKind();
  const { t } = useT();
  const nav = [
    ...NAV,
    kind === 'arbitrator'
      ? { href: '/arbitro', label: 'layout.arbitratorArea' }
      : kind === 'member'
        ? { href: '/socio', label: 'layout.memberArea' }
        : { href: '/accedi', label: 'layout.signIn' },
  ];
  // a new page starts at its top (the heading takes the focus: page-heading.tsx); a block body,
  // as Chromium's scrollTo now answers a promise, which React would take for a cleanup
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return (
    <>
      <a className="skip-link" href="#contenuto">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <div className="bar">
          <Link href="/" className="brand">
            {/* alt="": the name beside it says it; the height is fixed (layout.css), nothing moves */}
            {logo ? <img className="brand-logo" src={logo} alt="" height={40} /> : null}
            <span>{name || FALLBACK_NAME}</span>
          </Link>
          <LanguageSwitch />
          <nav className="site-nav" aria-label={t('layout.sections')}>
            <ul>
              {nav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} aria-current={isCurrent(location, item.href) ? 'page' : undefined}>
                    {t(item.label)}
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
          <p className="footer-brand">
            {logo ? <img className="footer-logo" src={logo} alt="" height={24} /> : null}
            {name || FALLBACK_NAME}
          </p>
          <p>{t(card ? 'layout.paymentsCardAndTransfer' : 'layout.paymentsTransfer')}</p>
          <LegalLinks />
        </div>
      </footer>
    </>
  );
}

const isCurrent = (location: string, href: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
