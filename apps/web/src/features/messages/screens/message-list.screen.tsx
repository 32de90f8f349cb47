import { CheckOutlined, ReloadOutlined } from '@ant-design/icons'
import type { Message } from '@app/contracts'
import {
  Button,
  Card,
  Empty,
  Flex,
  Segmented,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { useMessages } from '#web/features/messages/api/get-messages.ts'
import { useUnreadCount } from '#web/features/messages/api/get-unread-count.ts'
import { useReadMessages } from '#web/features/messages/api/read-messages.ts'
import {
  READ_FILTERS,
  readMessageListState,
  readParamOf,
  writeMessageListState,
  type MessageListState,
} from '#web/features/messages/message-filters.ts'
// the log lists' 800 ms scroll (docs/product/list-screens.md "Pagination"); a candidate
// for shared/utils
import { scrollToTop } from '#web/shared/utils/scroll-to-top.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { tablePagination } from '#web/shared/utils/pagination.ts'
import { formatRelativeTime } from '#web/shared/utils/relative-time.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

const KIND_COLOURS: Record<Message['kind'], string> = {
  notice: 'blue',
  task: 'purple',
  audit: 'orange',
  warning: 'red',
}

/** /message/index: the user's messages, filtered by read state, marked read one by one or in bulk. */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readMessageListState(params), [params])
  const query = useMessages({ ...state.page, read: readParamOf(state.filter) })
  const unread = useUnreadCount()
  const markRead = useReadMessages()
  const [selected, setSelected] = useState<string[]>([])

  const go = (next: MessageListState) => {
    setSelected([])
    setParams(writeMessageListState(next), { replace: true })
  }

  const read = (ids: string[]) =>
    markRead.mutate(ids, {
      onSuccess: () => {
        setSelected((s) => s.filter((id) => !ids.includes(id)))
        notify('success', t('messages.marked'), 2)
      },
    })

  const columns: TableColumnsType<Message> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('messages.columns.title'),
      width: 220,
      render: (value: string, row) =>
        row.link ? (
          <Typography.Link strong={!row.read} onClick={() => void navigate(row.link ?? '/')}>
            {value}
          </Typography.Link>
        ) : (
          <Typography.Text strong={!row.read}>{value}</Typography.Text>
        ),
    },
    {
      key: 'content',
      dataIndex: 'content',
      title: t('messages.columns.content'),
      ellipsis: { showTitle: false },
      render: (value: string) => (
        <Tooltip placement="topLeft" title={value}>
          <span>{value}</span>
        </Tooltip>
      ),
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('messages.columns.kind'),
      width: 90,
      render: (kind: Message['kind']) => (
        <Tag color={KIND_COLOURS[kind]}>{t(`messages.kinds.${kind}`)}</Tag>
      ),
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('messages.columns.time'),
      width: 140,
      render: (ms: number) => (
        <Tooltip title={formatDateTime(ms)}>
          <span>{formatRelativeTime(ms)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'read',
      dataIndex: 'read',
      title: t('messages.columns.state'),
      width: 90,
      render: (isRead: boolean) =>
        isRead ? <Tag>{t('messages.read')}</Tag> : <Tag color="error">{t('messages.unread')}</Tag>,
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 120,
      render: (_, row) =>
        !row.read && (
          <Button
            type="link"
            size="small"
            icon={<CheckOutlined aria-hidden />}
            aria-label={t('messages.markReadOf', { title: row.title })}
            disabled={markRead.isPending}
            onClick={() => read([row.guid])}
          >
            {t('messages.markRead')}
          </Button>
        ),
    },
  ]

  const emptyText = query.isError ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span role="alert">{t('messages.loadFailed')}</span>}
    >
      <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
        {t('messages.retry')}
      </Button>
    </Empty>
  ) : query.isPending ? (
    <div style={{ height: 120 }} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
  )

  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small">
        <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
          <Flex align="center" gap={12} wrap>
            <Segmented<(typeof READ_FILTERS)[number]>
              aria-label={t('messages.filterLabel')}
              value={state.filter}
              options={READ_FILTERS.map((f) => ({ value: f, label: t(`messages.filters.${f}`) }))}
              onChange={(filter) => go({ filter, page: { ...state.page, page: 1 } })}
            />
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              disabled={selected.length === 0}
              loading={markRead.isPending}
              onClick={() => read(selected)}
            >
              {t('messages.markSelected', { count: selected.length })}
            </Button>
          </Flex>
          <Typography.Text type="secondary" data-testid="unread-summary">
            {t('messages.unreadSummary', { count: unread.data ?? 0 })}
          </Typography.Text>
        </Flex>
        <Table<Message>
          aria-label={t('messages.table')}
          rowKey="guid"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: 960 }}
          locale={{ emptyText }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            // only unread messages can be marked read
            getCheckboxProps: (row) => ({
              disabled: row.read,
              'aria-label': t('messages.select', { title: row.title }),
            }),
          }}
          pagination={{
            ...tablePagination(state.page, query.data?.count ?? 0, (n) =>
              t('common.table.total', { total: n }),
            ),
            onChange: (page, pageSize) => {
              go({ filter: state.filter, page: { page, pageSize } })
              scrollToTop()
            },
          }}
        />
      </Card>
    </Flex>
  )
}
