import type { TLocale, TMemberInvoice } from '@app/shared';
import { useState } from 'react';
import { errorText, LoadError, Loading } from '../components/status';
import { day, money } from '../i18n/format';
import { useT } from '../i18n/provider';
import { ApiError, downloadFile } from '../lib/api';
import { useApi } from '../lib/use-api';

/** The company's invoices and credit notes, each downloaded as PDF or as its FatturaPA XML. */
export function Invoices() {
  const invoices = useApi<{ invoices: TMemberInvoice[] }>('/member/invoices');
  const [error, setError] = useState<string | null>(null);
  const { t, locale, message } = useT();
  const download = (path: string, name: string) => {
    setError(null);
    downloadFile(path, name).catch((err: unknown) =>
      setError(err instanceof ApiError ? errorText(err) : String(err)),
    );
  };
  return (
    <section className="panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{t('member.invoices')}</h2>
      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{message(error)}</p>
        </div>
      ) : null}
      {invoices.state === 'loading' ? <Loading label={t('member.loadingInvoices')} /> : null}
      {invoices.state === 'error' ? <LoadError error={invoices.error} onRetry={invoices.reload} /> : null}
      {invoices.state === 'ready' && invoices.data.invoices.length === 0 ? (
        <p>{t('member.noInvoices')}</p>
      ) : null}
      {invoices.state === 'ready' && invoices.data.invoices.length > 0 ? (
        <ul className="member-list">
          {invoices.data.invoices.map((i) => {
            const what = t(i.kind === 'credit_note' ? 'member.creditNote' : 'member.invoice', {
              number: i.number,
            });
            return (
              <li key={i.id}>
                <div>
                  <strong>{what}</strong>
                  <span className="lead-muted">
                    {' '}
                    · {day(i.date, locale)} · {amountOf(i, locale)}
                  </span>
                  {/* the invoice's own wording, Italian as FatturaPA keeps it */}
                  <div lang="it">{i.subject}</div>
                </div>
                <div className="member-actions">
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t('member.downloadPdf', { what })}
                    onClick={() => download(i.pdf_url.replace(/^\/api/, ''), `${i.number}.pdf`)}
                  >
                    PDF
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t('member.downloadXml', { what })}
                    onClick={() => download(i.xml_url.replace(/^\/api/, ''), `${i.number}.xml`)}
                  >
                    XML
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** A credit note's amount is shown taken away (its `total` stays positive on the wire), with a real minus. */
const amountOf = (i: TMemberInvoice, locale: TLocale) =>
  i.kind === 'credit_note' ? `\u2212${money(Math.abs(i.total), locale)}` : money(i.total, locale);
