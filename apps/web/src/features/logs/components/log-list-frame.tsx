import { ReloadOutlined } from '@ant-design/icons'
import type { PageResult } from '@app/contracts'
import type { UseQueryResult } from '@tanstack/react-query'
import { Button, Card, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { tablePagination, type PageState } from '#web/shared/utils/pagination.ts'

interface LogListFrameProps<Row extends { id: number }> {
  title: string
  /** The search form. */
  search: ReactNode
  /** The table's accessible name (登录日志 / 操作日志). */
  tableLabel: string
  columns: TableColumnsType<Row>
  query: UseQueryResult<PageResult<Row>>
  page: PageState
  onPageChange: (page: PageState) => void
  /** The table scrolls sideways below this width. */
  scrollX: number
}

/**
 * A log list (shell.md "The standard list screen", without a toolbar: the logs have no
 * writes, and no export endpoint yet): title, query form, table with the standard
 * pagination, and its loading, empty and error states.
 */
export const LogListFrame = <Row extends { id: number }>({
  title,
  search,
  tableLabel,
  columns,
  query,
  page,
  onPageChange,
  scrollX,
}: LogListFrameProps<Row>) => {
  const { t } = useTranslation()
  const emptyText = query.isError ? (
    <LoadError onRetry={() => void query.refetch()} />
  ) : query.isPending ? (
    // the spinner shows over a blank area, not over 暂无数据
    <div style={{ height: 120 }} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.table.empty')} />
  )
  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small">{search}</Card>
      <Card size="small">
        <Table<Row>
          aria-label={tableLabel}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data?.list ?? []}
          loading={query.isFetching}
          scroll={{ x: scrollX }}
          locale={{ emptyText }}
          pagination={{
            ...tablePagination(page, query.data?.count ?? 0, (n) =>
              t('common.table.total', { total: n }),
            ),
            onChange: (next, pageSize) => onPageChange({ page: next, pageSize }),
          }}
        />
      </Card>
    </Flex>
  )
}

/** The list could not be loaded (the client has already said why): offer 重试. */
const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation()
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span role="alert">{t('logs.loadFailed')}</span>}
    >
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
        {t('logs.retry')}
      </Button>
    </Empty>
  )
}
