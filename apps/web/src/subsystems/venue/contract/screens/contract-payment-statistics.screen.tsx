import {
  API,
  PERMISSIONS,
  type PaymentStatisticsQuery,
  STATISTICS_GROUPS,
  type StatisticsGroup,
  type StatisticsRow,
} from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Card, Flex, Segmented, Select, Table, Typography, type TableColumnsType } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { type ChartOption, EChart } from '#web/features/charts/echart.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { callApi } from '#web/shared/lib/api-client.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatFen } from '#web/shared/utils/money.ts'

const PLAN = '/contractManagement/contractPaymentPlan'

/** The last day of a yyyy-MM month. */
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`
}

/** Where a group's instalments are listed: the payment plan, filtered to it. */
const planLinkOf = (groupBy: StatisticsGroup, row: Pick<StatisticsRow, 'key' | 'label'>) => {
  if (groupBy === 'month') return `${PLAN}?dueFrom=${row.key}-01&dueTo=${monthEnd(row.key)}`
  if (groupBy === 'owner' || !row.label) return null
  return `${PLAN}?keyword=${encodeURIComponent(row.label)}`
}

/**
 * /contractManagement/contractPaymentStatistics (合同收款统计): the year's instalments of the
 * signed contracts by month, customer, sales person or project (total, due to date, received,
 * outstanding, overdue, collection rate), with the months' planned vs received as a chart; a
 * bar or a group opens its instalments in the payment plan. The grouping and the year stay in
 * the URL.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const thisYear = new Date().getFullYear()
  const groupBy = (STATISTICS_GROUPS as readonly string[]).includes(params.get('groupBy') ?? '')
    ? (params.get('groupBy') as StatisticsGroup)
    : 'month'
  const year = Number(params.get('year')) || thisYear
  const query: PaymentStatisticsQuery = { groupBy, year }
  const stats = useQuery({
    queryKey: ['finance', 'statistics', query],
    queryFn: ({ signal }) => callApi(API.finance.statistics.get, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const set = (key: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        next.set(key, value)
        return next
      },
      { replace: true },
    )
  const label = (k: string) => t(`statistics.${k}`)
  const data = stats.data
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [label('planned'), label('receivedIn')], bottom: 0 },
      grid: { left: 64, right: 24, top: 24, bottom: 48 },
      xAxis: { type: 'category', data: (data?.months ?? []).map((m) => m.month.slice(5)) },
      yAxis: { type: 'value', name: t('statistics.tenThousand') },
      series: [
        {
          name: label('planned'),
          type: 'bar',
          data: (data?.months ?? []).map((m) => Math.round(m.planned / 10_000) / 100),
          itemStyle: { color: '#1f5fa8' },
        },
        {
          name: label('receivedIn'),
          type: 'bar',
          data: (data?.months ?? []).map((m) => Math.round(m.received / 10_000) / 100),
          itemStyle: { color: '#389e0d' },
        },
      ],
    }),
    // label is t's; the chart follows the data and the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, t],
  )
  const money = (key: 'contractTotal' | 'dueToDate' | 'received' | 'outstanding' | 'overdue') => ({
    key,
    dataIndex: key,
    title: label(key),
    width: 140,
    align: 'right' as const,
    render: (fen: number) =>
      key === 'overdue' && fen > 0 ? (
        <Typography.Text type="danger">{formatFen(fen)}</Typography.Text>
      ) : (
        formatFen(fen)
      ),
  })
  const columns: TableColumnsType<StatisticsRow> = [
    {
      key: 'label',
      dataIndex: 'label',
      title: label(`groups.${groupBy}`),
      width: 260,
      ellipsis: true,
      render: (text: string, row) => {
        const to = planLinkOf(groupBy, row)
        return to ? <Link to={to}>{text || '—'}</Link> : text || '—'
      },
    },
    {
      key: 'instalments',
      dataIndex: 'instalments',
      title: label('instalments'),
      width: 90,
      align: 'right',
    },
    money('contractTotal'),
    money('dueToDate'),
    money('received'),
    money('outstanding'),
    money('overdue'),
    {
      key: 'collectionRate',
      dataIndex: 'collectionRate',
      title: label('collectionRate'),
      width: 110,
      align: 'right',
      render: (rate: number | null) => (rate === null ? '—' : `${rate.toFixed(2)}%`),
    },
  ]
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1].map((y) => ({
    value: String(y),
    label: String(y),
  }))
  const totals = data?.totals
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small">
        <Flex gap={16} wrap align="center">
          <Segmented<StatisticsGroup>
            aria-label={label('groupBy')}
            value={groupBy}
            options={STATISTICS_GROUPS.map((g) => ({ value: g, label: label(`groups.${g}`) }))}
            onChange={(g) => set('groupBy', g)}
          />
          <Select
            aria-label={label('year')}
            value={String(year)}
            options={years}
            onChange={(y: string) => set('year', y)}
            style={{ width: 110 }}
          />
          <ExportButton
            perm={PERMISSIONS.paymentStatistics.export}
            endpoint={API.finance.statistics.export}
            filters={query}
            fileName={title}
          />
        </Flex>
      </Card>
      <Card size="small" title={label('chartTitle')}>
        <EChart
          option={option}
          ariaLabel={t('statistics.chartLabel', {
            year,
            planned: formatFen(data?.months.reduce((n, m) => n + m.planned, 0) ?? 0),
            received: formatFen(data?.months.reduce((n, m) => n + m.received, 0) ?? 0),
          })}
          height={280}
          testId="statistics-chart"
          onPick={(n) => {
            const month = data?.months[n]?.month
            if (month) void navigate(planLinkOf('month', { key: month, label: month }) ?? PLAN)
          }}
        />
      </Card>
      <Card size="small">
        <Table<StatisticsRow>
          aria-label={title}
          size="middle"
          rowKey="key"
          loading={stats.isFetching}
          columns={columns}
          dataSource={data?.rows ?? []}
          pagination={false}
          scroll={{ x: 1150 }}
          summary={() =>
            totals && (
              <Table.Summary fixed>
                <Table.Summary.Row data-testid="statistics-totals">
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <Typography.Text strong>{label('totals')}</Typography.Text>
                  </Table.Summary.Cell>
                  {(
                    ['contractTotal', 'dueToDate', 'received', 'outstanding', 'overdue'] as const
                  ).map((k, i) => (
                    <Table.Summary.Cell key={k} index={2 + i} align="right">
                      <Typography.Text strong>{formatFen(totals[k])}</Typography.Text>
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={7} align="right">
                    <Typography.Text strong>
                      {totals.collectionRate === null
                        ? '—'
                        : `${totals.collectionRate.toFixed(2)}%`}
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </Card>
    </Flex>
  )
}
