import type { TDashboardConference } from '@app/shared';
import { BarChart } from '@mui/x-charts/BarChart';

const short = (title: string) => (title.length > 18 ? `${title.slice(0, 17)}…` : title);

/** Paid and unpaid orders per upcoming conference, stacked (lazy-loaded). */
export default function ConferencesChart({ data }: { data: TDashboardConference[] }) {
  return (
    <BarChart
      height={240}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: data.map((c) => short(c.title)), width: 110 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: data.map((c) => c.paid), label: 'Pagati', stack: 'orders', color: '#2e7d32' },
        { data: data.map((c) => c.unpaid), label: 'Non pagati', stack: 'orders', color: '#ed6c02' },
      ]}
    />
  );
}
