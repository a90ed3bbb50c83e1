import type { TArbitratorProfile } from '@app/shared';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { OwnFiles } from '../arbitrator/own-files';
import { ProfileForm } from '../arbitrator/profile-form';
import { PageHeading } from '../components/page-heading';
import { LoadError, Loading } from '../components/status';
import { api } from '../lib/api';
import { setMemberToken, useSignedIn } from '../lib/member-session';
import { usePageTitle } from '../lib/page-title';
import { useApi } from '../lib/use-api';

/**
 * /area/arbitro: an approved arbitrator's own page — the record the association keeps of them
 * (profile fields, curriculum, letters, photo), which they keep current. Nothing of a member's.
 */
export default function ArbitratorPage() {
  usePageTitle('Area arbitro');
  if (!useSignedIn()) {
    return (
      <section className="page narrow">
        <PageHeading>Area arbitro</PageHeading>
        <p>
          Per vedere questa pagina <Link href="/accedi">accedi con il tuo account</Link>.
        </p>
      </section>
    );
  }
  return <OwnRecord />;
}

function OwnRecord() {
  const loaded = useApi<{ arbitrator: TArbitratorProfile }>('/arbitrator/profile');
  // what a save answered, once there is one; until then what the page read
  const [saved, setProfile] = useState<TArbitratorProfile | null>(null);
  const [, navigate] = useLocation();
  if (loaded.state === 'error') {
    return (
      <section className="page narrow">
        <PageHeading>Area arbitro</PageHeading>
        <LoadError error={loaded.error} onRetry={loaded.reload} />
      </section>
    );
  }
  const profile = saved ?? (loaded.state === 'ready' ? loaded.data.arbitrator : null);
  if (!profile) return <Loading label="Caricamento del tuo profilo…" />;
  const signOut = async () => {
    await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    setMemberToken(null);
    navigate('/');
  };
  return (
    <article className="page narrow arbitrator">
      <PageHeading>
        Area arbitro
        <span className="lead-muted"> · {`${profile.name} ${profile.surname}`.trim() || profile.email}</span>
      </PageHeading>
      <p>
        Qui trovi la scheda che l’associazione conserva di te come arbitro: tienila aggiornata. Nome, cognome
        ed e-mail ({profile.email}) li cambia l’associazione, su tua richiesta.
      </p>
      <ProfileForm profile={profile} onSaved={setProfile} />
      <OwnFiles files={profile.files} onSaved={setProfile} />
      <p>
        <button type="button" className="button button-secondary" onClick={signOut}>
          Esci
        </button>
      </p>
    </article>
  );
}
