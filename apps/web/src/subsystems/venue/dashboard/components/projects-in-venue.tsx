import type { DashboardProject, DashboardWindow } from '@app/contracts'
import { Card, Empty, Flex, List, Skeleton, Tabs, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readableOnWhite, THEME_TEXT } from '#web/shared/utils/accessible-colour.ts'
import { useAppSettings } from '#web/stores/app-settings.ts'
import { statusColour, statusKey } from '#web/features/project-status/project-status.ts'
import { formatVenueDate } from '#web/shared/utils/venue-date.ts'
import { LinkArrow } from './figure-card.tsx'

interface Props {
  today: DashboardWindow | undefined
  week: DashboardWindow | undefined
  /** The project list screen, when the user may open it. */
  projectsPath: string | null
  timeZone: string
}

const ProjectItem = ({ project, timeZone }: { project: DashboardProject; timeZone: string }) => {
  const { t } = useTranslation()
  const theme = useAppSettings((s) => s.theme)
  const day = (ms: number | null) => (ms === null ? '—' : formatVenueDate(ms, timeZone, false))
  return (
    <List.Item style={{ paddingInline: 0 }}>
      <Flex orientation="vertical" gap={2} style={{ minWidth: 0, width: '100%' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong ellipsis={{ tooltip: project.title }}>
            {project.title}
          </Typography.Text>
          <Tag
            color={readableOnWhite(statusColour(project.status, theme), THEME_TEXT)}
            style={{ marginInlineEnd: 0 }}
          >
            {t(statusKey(project.status))}
          </Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
          {t('dashboard.inVenue.dates', {
            loadIn: day(project.loadInTime ?? project.startTime),
            loadOut: day(project.loadOutTime ?? project.endTime),
          })}
          {project.halls ? ` · ${project.halls.split(',').join('、')}` : ''}
        </Typography.Text>
      </Flex>
    </List.Item>
  )
}

const WindowList = ({
  window: w,
  projectsPath,
  timeZone,
}: {
  window: DashboardWindow
  projectsPath: string | null
  timeZone: string
}) => {
  const { t } = useTranslation()
  if (w.count === 0) return <Empty description={t('dashboard.inVenue.empty')} />
  const more = w.count - w.top.length
  return (
    <>
      <List
        size="small"
        dataSource={w.top}
        rowKey="guid"
        renderItem={(p) => <ProjectItem project={p} timeZone={timeZone} />}
      />
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {more > 0 ? t('dashboard.inVenue.more', { n: more }) : ''}
        </Typography.Text>
        {projectsPath && (
          <Link to={projectsPath}>
            {t('dashboard.links.projects')}
            <LinkArrow />
          </Link>
        )}
      </Flex>
    </>
  )
}

/** The projects in the venue today and this week, the first few by load-in. */
export const ProjectsInVenue = ({ today, week, projectsPath, timeZone }: Props) => {
  const { t } = useTranslation()
  const tab = (key: string, label: string, w: DashboardWindow | undefined) => ({
    key,
    label: w ? `${label} (${w.count})` : label,
    children: w ? (
      <WindowList window={w} projectsPath={projectsPath} timeZone={timeZone} />
    ) : (
      <Skeleton active />
    ),
  })
  return (
    <Card
      title={t('dashboard.inVenue.title')}
      style={{ height: '100%' }}
      styles={{ body: { paddingTop: 0 } }}
      data-testid="dashboard-in-venue"
    >
      <Tabs
        items={[
          tab('today', t('dashboard.inVenue.today'), today),
          tab('week', t('dashboard.inVenue.week'), week),
        ]}
      />
    </Card>
  )
}
