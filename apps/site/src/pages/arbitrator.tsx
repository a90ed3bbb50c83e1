import type { TArbitratorProfile } from '@app/shared';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { OwnFiles } from '../arbitrator/own-files';
import { ProfileForm } from '../arbitrator/profile-form';
import { PageHeading } from '../components/page-heading';
import { SignInFirst } from '../components/sign-in-first';
import { LoadError, Loading } from '../components/status';
import { useT } from '../i18n/provider';
import { api } from '../lib/api';
import { useFollowSetting } from '../lib/member-language';
import { setMemberToken, useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/**
 * /area/arbitro: an approved arbitrator's own page — the record the association keeps of them
 * (profile fields, curriculum, letters, photo), which they keep current. Nothing of a member's.
 */
export default function ArbitratorPage() {
  const { t } = useT();
  usePageTitle(t('arbitrator.title'));
  if (!useSignedIn()) return <SignInFirst title="arbitrator.title" />;
  return <OwnRecord />;
}

function OwnRecord() {
  const loaded = useApi<{ arbitrator: TArbitratorProfile }>('/arbitrator/profile');
  // what a save answered, once there is one; until then what the page read
  const [saved, setProfile] = useState<TArbitratorProfile | null>(null);
  const [, navigate] = useLocation();
  const { t } = useT();
  // the arbitrator's language setting (absent until the server keeps one)
  useFollowSetting(
    loaded.state === 'ready' ? (loaded.data.arbitrator as { language?: unknown }).language : undefined,
  );
  if (loaded.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>{t('arbitrator.title')}</PageHeading>
        <LoadError error={loaded.error} onRetry={loaded.reload} />
      </section>
    );
  }
  const profile = saved ?? (loaded.state === 'ready' ? loaded.data.arbitrator : null);
  if (!profile) return <Loading label={t('arbitrator.loading')} />;
  const signOut = async () => {
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    setMemberToken(null);
    navigate('/');
  };
  return (
    <article className="page narrow arbitrator">
      <PageHeading>
        {t('arbitrator.title')}
        <span className="lead-muted"> · {`${profile.name} ${profile.surname}`.trim() || profile.email}</span>
      </PageHeading>
      <p>{t('arbitrator.intro', { email: profile.email })}</p>
      <ProfileForm profile={profile} onSaved={setProfile} />
      <OwnFiles files={profile.files} onSaved={setProfile} />
      <p>
        <button type="button" className="button button-secondary" onClick={signOut}>
          {t('member.signOut')}
        </button>
      </p>
    </article>
  );
}
