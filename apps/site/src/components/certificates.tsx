import type { TMemberCertificate } from '@app/shared';
import { useState } from 'react';
import { day } from '../i18n/format';
import { useT } from '../i18n/provider';
import { ApiError, downloadFile } from '../lib/api';
import { useApi } from '../lib/use-api';
import { errorText, LoadError, Loading } from './status';

/** The member's attendance certificates: one per conference they were checked in at. */
export function Certificates() {
  const list = useApi<{ certificates: TMemberCertificate[] }>('/member/certificates');
  const [error, setError] = useState<string | null>(null);
  const { t, locale, message } = useT();
  const download = (path: string, name: string) => {
    setError(null);
    downloadFile(path, name).catch((err: unknown) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );
  };
  return (
    <section className="panel" aria-labelledby="certificates-title">
      <h2 id="certificates-title">{t('certificates.title')}</h2>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{message(error)}</p>
        </div>
      ) : null}
      {list.state === 'loading' ? <Loading label={t('certificates.loading')} /> : null}
      {list.state === 'error' ? <LoadError error={list.error} onRetry={list.reload} /> : null}
      {list.state === 'ready' && list.data.certificates.length === 0 ? <p>{t('certificates.none')}</p> : null}
      {list.state === 'ready' && list.data.certificates.length > 0 ? (
        <ul className="member-list">
          {list.data.certificates.map((c) => (
            <li key={c.certificate_url}>
              <div>
                <strong>{c.conference}</strong>
                <span className="lead-muted"> · {day(c.date_start, locale)}</span>
                <div>{c.participant}</div>
              </div>
              <div className="member-actions">
                <button
                  type="button"
                  className="button button-small"
                  aria-label={t('certificates.download', { conference: c.conference })}
                  onClick={() =>
                    download(c.certificate_url.replace(/^\/api/, ''), t('certificates.fileName'))
                  }
                >
                  PDF
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
