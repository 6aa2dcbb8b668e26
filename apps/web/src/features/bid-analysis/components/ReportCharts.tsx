import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TLineAnalysis, TVendorAnalysis } from '@procura/shared';
import { formatMoney } from '../../../lib/format';

const money = (value: number) => formatMoney(value);

/** A chart with its title; the tables beside it hold the same figures in words for screen readers. */
function ChartFigure({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    // A grid cell keeps its content's width unless told otherwise: the chart then never shrinks to a phone's screen.
    <Stack component="figure" gap="xs" m={0} aria-labelledby={id} style={{ minWidth: 0, overflow: 'hidden' }}>
      <Title order={3} fz="sm" id={id} component="figcaption">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Totals per vendor (base and leveled) and the price spread of each line on the page (lowest, median, highest). */
export default function ReportCharts({ vendors, lines }: { vendors: readonly TVendorAnalysis[]; lines: readonly TLineAnalysis[] }) {
  const totals = vendors.map((v) => ({ vendor: v.vendorName, Base: v.baseAnnual, Leveled: v.leveledAnnual }));
  const spread = lines
    .filter((line) => line.lowest !== null)
    .map((line) => ({ line: `${line.propertyName} · ${line.serviceName}`, Lowest: line.lowest ?? 0, Median: line.median ?? 0, Highest: line.highest ?? 0 }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <ChartFigure id="chart-vendor-totals" title="Totals per vendor, a year">
        <BarChart
          h={260}
          data={totals}
          dataKey="vendor"
          valueFormatter={money}
          withLegend
          series={[
            { name: 'Base', color: 'blue.6' },
            { name: 'Leveled', color: 'teal.7' },
          ]}
        />
      </ChartFigure>
      <ChartFigure id="chart-line-spread" title="Price spread per line, a year">
        {spread.length === 0 ? (
          <Text size="sm" c="dimmed">
            No line on this page has a bid.
          </Text>
        ) : (
          <BarChart
            h={260}
            data={spread}
            dataKey="line"
            valueFormatter={money}
            withLegend
            series={[
              { name: 'Lowest', color: 'teal.7' },
              { name: 'Median', color: 'blue.6' },
              { name: 'Highest', color: 'orange.7' },
            ]}
          />
        )}
      </ChartFigure>
    </SimpleGrid>
  );
}
