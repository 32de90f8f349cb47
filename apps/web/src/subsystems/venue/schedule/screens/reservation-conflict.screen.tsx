import {
  CONFLICT_GRADES,
  CONFLICT_STATES,
  PERMISSIONS,
  type Conflict,
  type ConflictGrade,
  type ConflictState,
} from '@app/contracts'
import {
  Button,
  Card,
  Flex,
  Form,
  Select,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import dayjs from 'dayjs'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { useConflicts } from '../api/schedule-queries.ts'
import { HandleConflictDialog } from '../components/handle-conflict-dialog.tsx'
import { addVenueDays, formatMinute, venueRangeMs, venueToday } from '../venue-day.ts'

/** Grade colours: red 严重, orange 需处理, blue 提示, grey 场地停用. */
const GRADE_COLORS: Record<ConflictGrade, string> = {
  serious: 'red',
  handle: 'orange',
  notice: 'blue',
  siteDisabled: 'default',
}
const STATE_COLORS: Record<ConflictState, string> = {
  open: 'gold',
  resolved: 'green',
  ignored: 'default',
}
/** The list opens on the next half year, where holds compete. */
const DEFAULT_DAYS = 180

interface Filters {
  from: string
  to: string
  grade?: ConflictGrade
  state?: ConflictState
}

interface FormValues {
  dates: DateRangeValue
  grade?: ConflictGrade
  state?: ConflictState
}

const defaultFilters = (): Filters => {
  const today = venueToday()
  return { from: today, to: addVenueDays(today, DEFAULT_DAYS) }
}

/** /schedules/reservationConflict: graded conflicts of a range and their handling. */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const [form] = Form.useForm<FormValues>()
  const formName = `conflict-search-${useId().replaceAll(':', '')}`
  const [filters, setFilters] = useState<Filters>(defaultFilters)
  const [action, setAction] = useState<{ conflict: Conflict; target: ConflictState } | null>(null)
  const canHandle = useHasPermission([PERMISSIONS.reservationConflict.handle])
  const canIgnore = useHasPermission([PERMISSIONS.reservationConflict.ignore])
  const query = useMemo(
    () => ({
      ...venueRangeMs(filters.from, filters.to),
      grade: filters.grade,
      state: filters.state,
    }),
    [filters],
  )
  const list = useConflicts(query)

  const search = (v: FormValues) => {
    const [start, end] = v.dates ?? [null, null]
    const fallback = defaultFilters()
    setFilters({
      from: start ? start.format('YYYY-MM-DD') : fallback.from,
      to: end ? end.format('YYYY-MM-DD') : fallback.to,
      grade: v.grade,
      state: v.state,
    })
  }

  const side = (s: Conflict['a']) => (
    <Flex orientation="vertical">
      <span>{s.projectTitle}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(`schedule.status.${s.status}`)} · {t(`schedule.level.${s.level}`)}
      </Typography.Text>
    </Flex>
  )

  const columns: TableColumnsType<Conflict> = [
    {
      key: 'site',
      title: t('schedule.conflict.site'),
      width: 100,
      render: (_, c) =>
        c.b && c.b.siteName !== c.a.siteName ? `${c.a.siteName} / ${c.b.siteName}` : c.a.siteName,
    },
    {
      key: 'time',
      title: t('schedule.conflict.time'),
      width: 160,
      render: (_, c) => (
        <Flex orientation="vertical">
          <span>{`${c.fromDate} ${formatMinute(c.from_date_t)} –`}</span>
          <span>{`${c.toDate} ${formatMinute(c.to_date_t)}`}</span>
        </Flex>
      ),
    },
    { key: 'a', title: t('schedule.conflict.projectA'), width: 180, render: (_, c) => side(c.a) },
    {
      key: 'b',
      title: t('schedule.conflict.projectB'),
      width: 180,
      render: (_, c) => (c.b ? side(c.b) : '—'),
    },
    {
      key: 'type',
      title: t('schedule.conflict.type'),
      width: 90,
      render: (_, c) => t(`schedule.conflict.types.${c.type}`),
    },
    {
      key: 'grade',
      title: t('schedule.conflict.grade'),
      width: 80,
      render: (_, c) => (
        <Tag color={GRADE_COLORS[c.grade]}>{t(`schedule.conflict.grades.${c.grade}`)}</Tag>
      ),
    },
    {
      key: 'state',
      title: t('schedule.conflict.state'),
      width: 90,
      render: (_, c) => (
        <Tag color={STATE_COLORS[c.state]}>{t(`schedule.conflict.states.${c.state}`)}</Tag>
      ),
    },
    {
      key: 'handler',
      title: t('schedule.conflict.handler'),
      width: 120,
      render: (_, c) =>
        c.handlerName ? (
          <Flex orientation="vertical">
            <span>{c.handlerName}</span>
            {c.handledAt !== null && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(c.handledAt)}
              </Typography.Text>
            )}
            {c.note && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {c.note}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 150,
      fixed: 'right',
      render: (_, c) => (
        <Flex gap={0} wrap>
          {c.state === 'open' && canHandle && (
            <Button
              type="link"
              size="small"
              onClick={() => setAction({ conflict: c, target: 'resolved' })}
            >
              {t('schedule.conflict.markResolved')}
            </Button>
          )}
          {c.state === 'open' && canIgnore && (
            <Button
              type="link"
              size="small"
              onClick={() => setAction({ conflict: c, target: 'ignored' })}
            >
              {t('schedule.conflict.ignore')}
            </Button>
          )}
          {c.state !== 'open' && canHandle && (
            <Button
              type="link"
              size="small"
              onClick={() => setAction({ conflict: c, target: 'open' })}
            >
              {t('schedule.conflict.reopen')}
            </Button>
          )}
        </Flex>
      ),
    },
  ]

  const initial = defaultFilters()
  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small" role="search" aria-label={t('common.search.area')}>
        <Form<FormValues>
          form={form}
          name={formName}
          layout="inline"
          initialValues={{ dates: [dayjs(initial.from), dayjs(initial.to)] }}
          onFinish={search}
        >
          <Form.Item name="dates" label={t('schedule.conflict.dates')}>
            <DateRangePicker />
          </Form.Item>
          <Form.Item name="grade" label={t('schedule.conflict.grade')}>
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('schedule.conflict.all')}
              options={CONFLICT_GRADES.map((g) => ({
                value: g,
                label: t(`schedule.conflict.grades.${g}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="state" label={t('schedule.conflict.state')}>
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('schedule.conflict.all')}
              options={CONFLICT_STATES.map((s) => ({
                value: s,
                label: t(`schedule.conflict.states.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit">
                {t('common.search.query')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields()
                  setFilters(defaultFilters())
                }}
              >
                {t('common.search.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Table<Conflict>
          rowKey="key"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 1150 }}
          pagination={{
            showSizeChanger: true,
            showTotal: (n) => t('common.table.total', { total: n }),
          }}
        />
      </Card>
      <HandleConflictDialog
        open={action !== null}
        conflict={action?.conflict ?? null}
        target={action?.target ?? 'resolved'}
        onClose={() => setAction(null)}
      />
    </Flex>
  )
}
