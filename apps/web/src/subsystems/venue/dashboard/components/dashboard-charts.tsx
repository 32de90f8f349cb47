import type { DashboardSummary } from '@app/contracts'
import { Card, Col, Empty } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { statusColour, statusKey } from '#web/features/project-status/project-status.ts'
import { type ChartOption, EChart } from '#web/features/charts/echart.tsx'

const CHART_HEIGHT = 280

interface Props {
  byMonth: DashboardSummary['byMonth']
  byStatus: DashboardSummary['byStatus']
}

/**
 * The two charts of the venue home: projects in the venue per month (bars) and projects
 * per state (donut). Loaded on its own (React.lazy) so ECharts ships only with the dashboard.
 */
const DashboardCharts = ({ byMonth, byStatus }: Props) => {
  const { t } = useTranslation()
  const theme = useAppSettings((s) => s.theme)
  const states = useMemo(() => byStatus.filter((s) => s.count > 0), [byStatus])
  const item = (name: string, n: number) => t('dashboard.charts.item', { name, n })

  const monthOption = useMemo<ChartOption>(
    () => ({
      color: [theme],
      grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: byMonth.map((m) => m.month),
        axisTick: { show: false },
        // every month named, however narrow the card
        axisLabel: { interval: 0, fontSize: 11 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          type: 'bar',
          name: t('dashboard.charts.projects'),
          data: byMonth.map((m) => m.count),
          barMaxWidth: 36,
          itemStyle: { borderRadius: [4, 4, 0, 0] },
          label: { show: true, position: 'top' },
        },
      ],
    }),
    [byMonth, theme, t],
  )

  const statusOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      // every state in the legend, wrapped under the ring (a paged legend hides states)
      legend: { bottom: 0, left: 'center', itemWidth: 12, itemHeight: 10, itemGap: 10 },
      series: [
        {
          type: 'pie',
          name: t('dashboard.charts.byStatus'),
          radius: ['30%', '52%'],
          center: ['50%', '38%'],
          avoidLabelOverlap: true,
          label: { show: false },
          itemStyle: { borderColor: '#fff', borderWidth: 2 },
          data: states.map((s) => ({
            name: t(statusKey(s.status)),
            value: s.count,
            itemStyle: { color: statusColour(s.status, theme) },
          })),
        },
      ],
    }),
    [states, theme, t],
  )

  const monthLabel = t('dashboard.charts.byMonthLabel', {
    items: byMonth.map((m) => item(m.month, m.count)).join(t('dashboard.charts.separator')),
  })
  const statusLabel = t('dashboard.charts.byStatusLabel', {
    items: states
      .map((s) => item(t(statusKey(s.status)), s.count))
      .join(t('dashboard.charts.separator')),
  })

  return (
    <>
      <Col xs={24} lg={12} xl={9}>
        <Card
          title={t('dashboard.charts.byMonth')}
          data-testid="dashboard-chart-month"
          style={{ height: '100%' }}
        >
          {byMonth.some((m) => m.count > 0) ? (
            <EChart option={monthOption} ariaLabel={monthLabel} height={CHART_HEIGHT} />
          ) : (
            <Empty description={t('dashboard.charts.empty')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12} xl={7}>
        <Card
          title={t('dashboard.charts.byStatus')}
          data-testid="dashboard-chart-status"
          style={{ height: '100%' }}
        >
          {states.length > 0 ? (
            <EChart option={statusOption} ariaLabel={statusLabel} height={CHART_HEIGHT} />
          ) : (
            <Empty description={t('dashboard.charts.empty')} />
          )}
        </Card>
      </Col>
    </>
  )
}

// React.lazy takes a module with a default export
export default DashboardCharts
