import {
  COUPON_ANY_CONFERENCE,
  couponDiscountText,
  couponUsesText,
  detailPath,
  type TCouponRow,
} from '@app/shared';
import type { GridColDef } from '@mui/x-data-grid';
import { dateColumn, linkColumn } from '../../../components/grid-columns';
import { usePageTitle } from '../../../components/page-title';
import { ResourceGrid, ToolbarButton } from '../../../components/resource-grid';
import { recordActionsColumn } from '../../../components/row-actions';
import { useDeleteCoupon } from '../api/delete-coupon';
import { couponsQuery } from '../api/list-coupons';

const COLUMNS: readonly GridColDef<TCouponRow>[] = [
  linkColumn({ field: 'code', headerName: 'Codice', width: 160 }, (row) => ({
    to: detailPath('coupon', row.id),
    text: row.code,
  })),
  {
    field: 'discount',
    headerName: 'Sconto',
    width: 110,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (_value, row) => couponDiscountText(row),
  },
  {
    field: 'conference_title',
    headerName: 'Conferenza',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => row.conference_title ?? COUPON_ANY_CONFERENCE,
  },
  dateColumn({ field: 'valid_until', headerName: 'Valido fino al', width: 140 }),
  {
    field: 'uses',
    headerName: 'Utilizzi',
    width: 120,
    valueGetter: (_value, row) => couponUsesText(row),
  },
  recordActionsColumn({
    who: (row) => `il coupon ${row.code}`,
    detailTo: (row) => detailPath('coupon', row.id),
    detailLabel: (row) => `Modifica il coupon ${row.code}`,
    useDelete: useDeleteCoupon,
  }),
];

/** Route /coupons: the booking site's discount codes. */
export default function CouponsPage() {
  usePageTitle('Coupon');
  return (
    <ResourceGrid
      label="Elenco coupon"
      empty="Non ci sono ancora coupon: aggiungine uno con «Aggiungi Coupon»."
      columns={COLUMNS}
      query={couponsQuery}
      defaultSort="-id"
      searchLabel="Cerca codice"
      toolbar={<ToolbarButton to="/coupons/new">Aggiungi Coupon</ToolbarButton>}
    />
  );
}
