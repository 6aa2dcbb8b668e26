import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TActorKind, TDashboardItem, TDashboardTile, TDashboardTileData } from '@procura/shared';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { dueCountdown, useNow } from '../../rfp';
import { useDashboardTile } from '../queries';
import { itemDetail, TILE_VIEWS, type TTileView } from '../tile-views';

// The charts' code (recharts) loads only on a dashboard that draws one.
const TileChart = lazy(() => import('./TileChart'));

const money = (tile: TDashboardTile, value: number) => (tile === 'spend' ? formatMoney(value) : formatNumber(value));

function Figures({ tile, view, data }: { tile: TDashboardTile; view: TTileView; data: TDashboardTileData }) {
  if (data.figures.length === 0) return null;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: Math.min(data.figures.length, 4) }}
      spacing="xs"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={`${view.title}: figures`}
    >
      {data.figures.map((f) => {
        const { label, href } = view.figure(f.key);
        const body = (
          <>
            <Text fz="xl" fw={700} lh={1.1}>
              {money(tile, f.value)}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </>
        );
        return (
          <li key={f.key}>
            {href ? (
              <Anchor component={Link} to={href} underline="hover" c="inherit" style={{ display: 'block' }}>
                {body}
              </Anchor>
            ) : (
              body
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}

function ItemAt({ view, item, now }: { view: TTileView; item: TDashboardItem; now: Date }) {
  if (!item.at) return null;
  const text = view.at === 'due' ? dueCountdown(item.at, now) : view.at === 'day' ? formatDate(item.at) : formatDateTime(item.at);
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
}

function Items({ tile, view, data }: { tile: TDashboardTile; view: TTileView; data: TDashboardTileData }) {
  const now = useNow();
  if (data.items.length === 0) return null;
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`${view.title}: list`}>
      {data.items.map((item) => {
        const href = view.itemHref(item);
        const detail = itemDetail(tile, item);
        return (
          <Group component="li" key={item.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              {/* Two lines: on a phone a row's end (a branch's name after its RFP's) stays in sight. */}
              {href ? (
                <Anchor component={Link} to={href} size="sm" lineClamp={2}>
                  {item.name}
                </Anchor>
              ) : (
                <Text size="sm" lineClamp={2}>
                  {item.name}
                </Text>
              )}
              {detail ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {detail}
                </Text>
              ) : null}
            </Stack>
            {item.value !== null && tile !== 'bids' ? (
              <Text size="sm" fw={600}>
                {money(tile, item.value)}
              </Text>
            ) : (
              <ItemAt view={view} item={item} now={now} />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/** One tile: its own request, a skeleton until it answers, its figures (or chart) and short list, each a link to the list behind it. */
export function DashboardTile({ tile, kind }: { tile: TDashboardTile; kind: TActorKind }) {
  const view = TILE_VIEWS[tile];
  const { data, isPending, isError } = useDashboardTile(tile);
  const titleId = `dashboard-tile-${tile}`;
  const chart = view.chart?.kinds.includes(kind) ? view.chart.type : null;
  const empty = data && data.items.length === 0 && data.figures.every((f) => f.value === 0);
  return (
    <Paper component="section" withBorder radius="lg" p="md" aria-labelledby={titleId} aria-busy={isPending} data-tile={tile}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {view.title}
        </Title>
        {isPending ? (
          <Stack gap="xs" aria-hidden>
            <Skeleton h={36} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </Stack>
        ) : isError || !data ? (
          <Text size="sm" c="red.8">
            This tile could not be loaded. Reload the page to try again.
          </Text>
        ) : (
          <>
            {chart ? (
              <Suspense fallback={<Skeleton h={180} />}>
                <TileChart type={chart} data={data} />
              </Suspense>
            ) : null}
            <Figures tile={tile} view={view} data={data} />
            <Items tile={tile} view={view} data={data} />
            {empty ? (
              <Text size="sm" c="dimmed">
                {view.empty}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
