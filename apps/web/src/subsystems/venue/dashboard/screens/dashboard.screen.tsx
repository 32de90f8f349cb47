import {
  AppstoreOutlined,
  CalendarOutlined,
  MailOutlined,
  ScheduleOutlined,
} from '@ant-design/icons'
import { Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { VENUE_TIME_ZONE } from '@app/contracts'
import { menuGroupsOf } from '#web/shared/lib/menu-model.ts'
import { selectCurrentSystem, useSession } from '#web/stores/session.ts'
import { useDashboardSummary } from '../api/get-dashboard-summary.ts'
import { FigureCard, LinkArrow } from '../components/figure-card.tsx'
import { ProjectsInVenue } from '../components/projects-in-venue.tsx'
import { SystemCards } from '../components/system-cards.tsx'
import { formatVenueDate } from '#web/shared/utils/venue-date.ts'

// ECharts is large: only the dashboard loads it, after its own first paint.
const DashboardCharts = lazy(() => import('../components/dashboard-charts.tsx'))

/** The screens behind the figures (docs/product/routes.md "Venue management system"). */
const PATHS = {
  dailyReservation: '/schedules/dailyReservation',
  projectCalendar: '/schedules/projectCalendar',
  projects: '/project/projectInfo',
  messages: '/message/index',
} as const

const chartColumns = { month: { xs: 24, lg: 12, xl: 9 }, status: { xs: 24, lg: 12, xl: 7 } }

const ChartSkeletons = () => (
  <>
    <Col {...chartColumns.month}>
      <Card style={{ height: '100%' }}>
        <Skeleton active paragraph={{ rows: 7 }} />
      </Card>
    </Col>
    <Col {...chartColumns.status}>
      <Card style={{ height: '100%' }}>
        <Skeleton active paragraph={{ rows: 7 }} />
      </Card>
    </Col>
  </>
)

/**
 * /dashboard (venue home): a greeting, the day's figures with links to the screens
 * behind them, the projects in the venue, two charts, and the user's subsystems.
 * Booking, contract-audit and instalment figures come with the scheduling and contract
 * screens; until then the dashboard shows only what the server holds.
 */
export const Component = () => {
  const { t } = useTranslation()
  const userInfo = useSession((s) => s.userInfo)
  const menuList = useSession((s) => s.menuList)
  const currentSystemName = useSession((s) => s.currentSystemName)
  const current = selectCurrentSystem({ menuList, currentSystemName })
  const summary = useDashboardSummary()
  // when the screen was opened: the greeting's date
  const [openedAt] = useState(Date.now)
  const data = summary.data

  // a figure links only to a page the user may open
  const pages = useMemo(
    () => new Set(menuGroupsOf(current?.menus ?? []).flatMap((g) => g.pages.map((p) => p.path))),
    [current],
  )
  const pathIf = (path: string) => (pages.has(path) ? path : null)
  const serviceSystem = menuList.find((s) => s.code === 'service')

  const figure = (value: number | undefined) => (summary.isError ? null : value)
  const pageLink = (path: string | null, label: string) =>
    path ? (
      <Link to={path}>
        {label}
        <LinkArrow />
      </Link>
    ) : null
  // the venue's dates, in its time zone (the browser may be elsewhere)
  const zone = data?.timeZone ?? VENUE_TIME_ZONE
  const weekHint = data
    ? t('dashboard.figures.weekRange', {
        from: formatVenueDate(data.week.from, zone, false),
        to: formatVenueDate(data.week.to - 1, zone, false),
      })
    : null

  return (
    <Flex orientation="vertical" gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {t('dashboard.greeting', { name: userInfo?.nickName ?? '' })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('dashboard.today', { date: formatVenueDate(openedAt, zone) })}
          {userInfo?.deptName ? ` · ${userInfo.deptName}` : ''}
          {userInfo?.roleNames.length ? ` · ${userInfo.roleNames.join(', ')}` : ''}
        </Typography.Text>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={6}>
          <FigureCard
            id="today"
            icon={<CalendarOutlined />}
            title={t('dashboard.figures.today')}
            value={figure(data?.today.count)}
            hint={data ? formatVenueDate(data.today.from, zone) : null}
            action={pageLink(pathIf(PATHS.dailyReservation), t('dashboard.links.dailyReservation'))}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <FigureCard
            id="week"
            icon={<ScheduleOutlined />}
            title={t('dashboard.figures.week')}
            value={figure(data?.week.count)}
            hint={weekHint}
            action={pageLink(pathIf(PATHS.projectCalendar), t('dashboard.links.projectCalendar'))}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <FigureCard
            id="unread"
            icon={<MailOutlined />}
            title={t('dashboard.figures.unread')}
            value={figure(data?.unreadMessages)}
            action={pageLink(PATHS.messages, t('dashboard.links.messages'))}
          />
        </Col>
        <Col xs={24} sm={12} xl={6}>
          <FigureCard
            id="exhibitions"
            icon={<AppstoreOutlined />}
            title={t('dashboard.figures.exhibitions')}
            value={figure(data?.exhibitionCount)}
            action={
              serviceSystem ? (
                // the exhibition list belongs to the service platform: entering it switches
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => useSession.getState().switchSystem(serviceSystem.name)}
                >
                  {/* one child: the button would put a gap before the arrow */}
                  <span>
                    {t('dashboard.links.exhibitions')}
                    <LinkArrow />
                  </span>
                </Button>
              ) : null
            }
          />
        </Col>
      </Row>

      {summary.isError ? (
        <Card data-testid="dashboard-error">
          <Result
            status="warning"
            title={t('dashboard.error.title')}
            extra={
              <Button type="primary" onClick={() => void summary.refetch()}>
                {t('dashboard.error.retry')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={8}>
            <ProjectsInVenue
              today={data?.today}
              week={data?.week}
              timeZone={zone}
              projectsPath={pathIf(PATHS.projects)}
            />
          </Col>
          {data ? (
            <Suspense fallback={<ChartSkeletons />}>
              <DashboardCharts byMonth={data.byMonth} byStatus={data.byStatus} />
            </Suspense>
          ) : (
            <ChartSkeletons />
          )}
        </Row>
      )}

      <SystemCards menuList={menuList} current={current} />
    </Flex>
  )
}
