import { subscriptionStatusPlural, type TDashboardMemberships } from '@app/shared';
import { PieChart } from '@mui/x-charts/PieChart';

/** Memberships per status as a donut, named as the figures name them (lazy-loaded: the charts library is its own chunk). */
export default function MembershipsChart({ data }: { data: TDashboardMemberships }) {
  const series = data.by_status.map((s, i) => ({
    id: i,
    value: s.count,
    label: subscriptionStatusPlural(s.status),
  }));
  return (
    <PieChart
      height={220}
      series={[{ data: series, innerRadius: 45, paddingAngle: 1, cornerRadius: 3 }]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
