import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../components/history-panel';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { useCoupon } from '../api/get-coupon';
import { CouponForm } from '../components/coupon-form';

/** Routes /coupons/new and /coupons/:id: a coupon's editor. */
export default function CouponEditorPage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? 0 : Number(params.id);
  usePageTitle(isNew ? 'Nuovo Coupon' : 'Modifica Coupon');
  const query = useCoupon(Number.isInteger(id) ? id : 0);

  if (!isNew && (!Number.isInteger(id) || id <= 0)) return <Alert severity="error">Coupon non trovato</Alert>;
  if (!isNew && query.isPending) return <PageLoader />;
  if (!isNew && query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  // the form starts from the loaded record: filled in later by an effect, it could undo typing
  return (
    <>
      <CouponForm
        key={isNew ? 'new' : id}
        coupon={isNew ? null : (query.data ?? null)}
        refetch={async () => (await query.refetch()).data}
      />
      {isNew ? null : <HistoryPanel entity="coupon" id={id} />}
    </>
  );
}
