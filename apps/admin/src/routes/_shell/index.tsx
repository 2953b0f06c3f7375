import { DASHBOARD_PERIOD_NAMES, DASHBOARD_PERIODS, type DashboardDays, isDashboardDays } from '@garden/domain';
import { Grid, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { dashboardQueryOptions } from '../../features/dashboard/api/dashboard';
import { DashboardFigureCards } from '../../features/dashboard/components/dashboard-figures';
import { PendingWork } from '../../features/dashboard/components/pending-work';
import { SalesChart } from '../../features/dashboard/components/sales-chart';
import { TopGoods } from '../../features/dashboard/components/top-goods';
import { useMe } from '../../features/session/api/get-me';

interface DashboardSearch {
  /** The period: 1 today (the default), 7 or 30 days. */
  days?: DashboardDays;
}

export const Route = createFileRoute('/_shell/')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => {
    const days = Number(search.days);
    return { days: isDashboardDays(days) && days !== 1 ? days : undefined };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(dashboardQueryOptions(deps.days ?? 1)),
  component: DashboardPage,
});

/** 首页: the shop's figures for today or the last 7 or 30 days, the work waiting, the goods sold most and the chart. */
function DashboardPage() {
  const me = useMe();
  const days = Route.useSearch().days ?? 1;
  const navigate = useNavigate({ from: Route.fullPath });
  const dashboard = useQuery(dashboardQueryOptions(days)).data;
  return (
    <Stack gap="md" maw={1280}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2}>首页</Title>
          <Text size="sm" c="dimmed">
            {me.display_name}，欢迎回来（{me.role}）
          </Text>
        </Stack>
        <SegmentedControl
          aria-label="统计周期"
          value={String(days)}
          onChange={(value) => void navigate({ search: { days: Number(value) === 1 ? undefined : (Number(value) as DashboardDays) } })}
          data={DASHBOARD_PERIODS.map((period) => ({ value: String(period), label: DASHBOARD_PERIOD_NAMES[period] }))}
        />
      </Group>
      {dashboard ? (
        <>
          <DashboardFigureCards figures={dashboard.figures} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <SalesChart series={dashboard.series} hourly={dashboard.days === 1} />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <PendingWork pending={dashboard.pending} />
              </Paper>
            </Grid.Col>
          </Grid>
          <Paper withBorder radius="md" p="lg">
            <TopGoods byUnits={dashboard.top_by_units} byAmount={dashboard.top_by_amount} />
          </Paper>
        </>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
