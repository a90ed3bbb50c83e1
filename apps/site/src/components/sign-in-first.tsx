import { Link } from 'wouter';
import { useT } from '../i18n/provider';
import { PageHeading } from './page-heading';

/** A signed-in person's page opened by nobody: its heading (a catalogue key), and the way to sign in. */
export function SignInFirst({ title = 'member.title' }: { title?: string }) {
  const { t } = useT();
  return (
    <section className="page narrow">
      <PageHeading>{t(title)}</PageHeading>
      <p>
        {t('member.signInFirstBefore')} <Link href="/accedi">{t('member.signInFirstLink')}</Link>.
      </p>
    </section>
  );
}
