import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { COVERAGE_CELL_STATE_LABELS, type TDashboardTileData } from '@procura/shared';
import { formatMoney } from '../../../lib/format';

const COVERAGE_COLORS: Record<string, string> = { CONTRACTED: 'teal.7', EXPIRING: 'orange.6', MISSING: 'red.7', DUPLICATED: 'grape.6' };

/**
 * A tile's chart: a client's coverage (contracted, expiring, missing) as a donut, its annual spend
 * by service as bars. The figures and list under it say the same in words (and link).
 */
export default function TileChart({ type, data }: { type: 'coverage' | 'spend'; data: TDashboardTileData }) {
  if (type === 'coverage') {
    const slices = data.figures
      .filter((f) => f.value > 0)
      .map((f) => ({
        name: COVERAGE_CELL_STATE_LABELS[f.key as keyof typeof COVERAGE_CELL_STATE_LABELS] ?? f.key,
        value: f.value,
        color: COVERAGE_COLORS[f.key] ?? 'gray.5',
      }));
    if (slices.length === 0) return null;
    // The figures beside the chart are what assistive technology reads: the drawing is hidden from
    // it, so recharts' keyboard layer (a focusable surface) is off too — a focusable element
    // inside aria-hidden is a trap axe rightly flags.
    return (
      <DonutChart
        data={slices}
        size={150}
        thickness={24}
        withTooltip={false}
        withLabelsLine={false}
        mx="auto"
        aria-hidden
        pieChartProps={{ accessibilityLayer: false }}
        pieProps={{ rootTabIndex: -1 }}
      />
    );
  }
  if (data.items.length === 0) return null;
  return (
    <BarChart
      h={Math.max(120, data.items.length * 34)}
      data={data.items.map((i) => ({ service: i.name, Spend: i.value ?? 0 }))}
      dataKey="service"
      orientation="vertical"
      yAxisProps={{ width: 110 }}
      valueFormatter={(v) => formatMoney(v)}
      series={[{ name: 'Spend', color: 'blue.6' }]}
      aria-hidden
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
