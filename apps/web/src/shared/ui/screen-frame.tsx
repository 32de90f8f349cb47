import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd'
import type { ReactNode } from 'react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  PAGINATION_DEFAULTS,
  tablePagination,
  type PageState,
} from '#web/shared/utils/pagination.ts'

export interface ScreenFrameProps<Row extends object> {
  title: string
  /** The query form; a keyword search when absent. */
  search?: ReactNode
  /** Buttons above the table (add, export …). */
  toolbar?: ReactNode
  columns?: TableColumnsType<Row>
  rows?: readonly Row[]
  total?: number
  loading?: boolean
  rowKey?: string
}

/**
 * The frame of a list screen (docs/product/list-screens.md): title, a search
 * area and a table with the standard pagination. Screens not yet built show it empty.
 */
export const ScreenFrame = <Row extends object>({
  title,
  search,
  toolbar,
  columns,
  rows = [],
  total = 0,
  loading = false,
  rowKey = 'guid',
}: ScreenFrameProps<Row>) => {
  const { t } = useTranslation()
  const [page, setPage] = useState<PageState>({
    page: PAGINATION_DEFAULTS.page,
    pageSize: PAGINATION_DEFAULTS.pageSize,
  })
  const defaultColumns: TableColumnsType<Row> = [
    { key: 'index', title: t('common.table.index'), width: 80 },
    { key: 'name', title: t('common.table.name') },
    { key: 'status', title: t('common.table.status'), width: 120 },
    { key: 'createdAt', title: t('common.table.createdAt'), width: 180 },
    { key: 'actions', title: t('common.table.actions'), width: 160 },
  ]
  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Card size="small" role="search" aria-label={t('common.search.area')}>
        {search ?? <KeywordSearch />}
      </Card>
      <Card size="small">
        {toolbar && (
          <Flex gap={8} style={{ marginBottom: 12 }}>
            {toolbar}
          </Flex>
        )}
        <Table<Row>
          rowKey={rowKey}
          columns={columns ?? defaultColumns}
          dataSource={rows}
          loading={loading}
          locale={{ emptyText: <Empty description={t('common.table.empty')} /> }}
          pagination={{
            ...tablePagination(page, total, (n) => t('common.table.total', { total: n })),
            onChange: (next, pageSize) => setPage({ page: next, pageSize }),
          }}
        />
      </Card>
    </Flex>
  )
}

/** The default search area: one keyword with 搜索 / 重置. */
const KeywordSearch = () => {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ keyword?: string }>()
  // field ids are prefixed with the form's name: cached pages (<Activity>) stay in the
  // document together, and each label must point at its own page's field
  const name = `keyword-search-${useId().replaceAll(':', '')}`
  return (
    <Form form={form} name={name} layout="inline">
      <Form.Item name="keyword" label={t('common.search.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('common.search.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('common.search.query')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('common.search.reset')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  )
}
