import {
  ColumnHeightOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
} from '@ant-design/icons'
import type { UseQueryResult } from '@tanstack/react-query'
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Popover,
  Table,
  Tooltip,
  Typography,
  type ButtonProps,
  type TableColumnsType,
  type TableProps,
} from 'antd'
import { useState, type Key, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { getLocalJson, LOCAL_KEYS, setLocalJson } from '#web/shared/lib/storage.ts'
import { tablePagination, type PageState } from '#web/shared/utils/pagination.ts'

/**
 * Page sizes from which the table renders only the rows in view
 * (docs/product/list-screens.md "Pagination").
 */
const VIRTUAL_FROM = 200

type ListQuery = Pick<UseQueryResult<unknown>, 'isPending' | 'isFetching' | 'isError' | 'refetch'>

interface ListPageProps<Row extends object> {
  /** The page's heading; none for a list inside another page (a drawer's). */
  title?: string
  /** The query form (features/list-page/search-form.tsx); hidden and shown from the right toolbar. */
  search?: ReactNode
  /** Buttons left of the table (add, edit, delete, export …), each behind its permission. */
  toolbar?: ReactNode
  /** The table's accessible name, and the key its hidden columns are remembered under. */
  tableLabel: string
  tableId: string
  columns: TableColumnsType<Row>
  rows: readonly Row[] | undefined
  query: ListQuery
  rowKey: keyof Row & string
  /** Paged lists; tree lists (menus, departments) leave it out. */
  pagination?: { page: PageState; total: number; onChange: (page: PageState) => void }
  /** Row selection for the toolbar's edit and delete. */
  selection?: { keys: readonly Key[]; onChange: (keys: Key[]) => void }
  /** The table scrolls sideways below this width. */
  scrollX?: number
  /** Extra table props (expandable trees, sorting). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination'>
  /** Beside the card (a department tree to the left of the user list). */
  aside?: ReactNode
}

/**
 * A resource screen (docs/product/list-screens.md): title, the query form, the
 * toolbar with a right-hand part (show/hide search, refresh, columns remembered per
 * table), and the table with selection, the standard pagination and its loading, empty
 * and error states. Screens keep their own columns, filters and dialogs.
 */
export const ListPage = <Row extends object>({
  title,
  search,
  toolbar,
  tableLabel,
  tableId,
  columns,
  rows,
  query,
  rowKey,
  pagination,
  selection,
  scrollX,
  tableProps,
  aside,
}: ListPageProps<Row>) => {
  const { t } = useTranslation()
  const [showSearch, setShowSearch] = useState(true)
  const [dense, setDense] = useState(false)
  const [hidden, setHidden] = useHiddenColumns(tableId)
  const shown = columns.filter((c) => !hidden.includes(String(c.key)))
  const virtual = (pagination?.page.pageSize ?? 0) >= VIRTUAL_FROM

  const emptyText = query.isError ? (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span role="alert">{t('common.list.loadFailed')}</span>}
    >
      <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
        {t('common.list.retry')}
      </Button>
    </Empty>
  ) : query.isPending ? (
    // the spinner shows over a blank area, not over 暂无数据
    <div style={{ height: 120 }} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.table.empty')} />
  )

  const card = (
    <Flex orientation="vertical" gap={16} style={{ flex: 1, minWidth: 0 }}>
      {search && showSearch && <Card size="small">{search}</Card>}
      <Card size="small">
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Flex gap={8} wrap>
            {toolbar}
          </Flex>
          {/* kept at the right edge even when the screen has no toolbar buttons */}
          <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
            {search &&
              roundButton(t(showSearch ? 'common.list.hideSearch' : 'common.list.showSearch'), {
                icon: <SearchOutlined aria-hidden />,
                'aria-pressed': showSearch,
                onClick: () => setShowSearch((v) => !v),
              })}
            {roundButton(t('common.list.refresh'), {
              icon: <ReloadOutlined aria-hidden />,
              onClick: () => void query.refetch(),
            })}
            {roundButton(t('common.list.density'), {
              icon: <ColumnHeightOutlined aria-hidden />,
              'aria-pressed': dense,
              onClick: () => setDense((v) => !v),
            })}
            <ColumnSettings columns={columns} hidden={hidden} onChange={setHidden} />
          </Flex>
        </Flex>
        <Table<Row>
          aria-label={tableLabel}
          rowKey={rowKey}
          size={dense ? 'small' : 'middle'}
          columns={shown}
          dataSource={rows as Row[] | undefined}
          loading={query.isFetching}
          locale={{
            // a table scrolling sideways is a scrolling region: with no row it holds nothing
            // to focus, and would be out of keyboard reach (axe scrollable-region-focusable)
            emptyText: scrollX ? (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above: axe asks a scrolling region for a stop
              <div tabIndex={0}>{emptyText}</div>
            ) : (
              emptyText
            ),
          }}
          virtual={virtual}
          scroll={{ x: scrollX, ...(virtual ? { y: 640 } : {}) }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: [...selection.keys],
                  onChange: (keys) => selection.onChange(keys),
                  columnWidth: 48,
                }
              : undefined
          }
          pagination={
            pagination
              ? {
                  ...tablePagination(pagination.page, pagination.total, (n) =>
                    t('common.table.total', { total: n }),
                  ),
                  onChange: (page, pageSize) => pagination.onChange({ page, pageSize }),
                }
              : false
          }
          {...tableProps}
        />
      </Card>
    </Flex>
  )

  return (
    <Flex orientation="vertical" gap={16}>
      {title && (
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      {aside ? (
        <Flex gap={16} align="flex-start">
          {aside}
          {card}
        </Flex>
      ) : (
        card
      )}
    </Flex>
  )
}

/** A round icon button of the toolbar's right-hand part, named by its tooltip. */
const roundButton = (title: string, props: ButtonProps) => (
  <Tooltip title={title}>
    <Button shape="circle" aria-label={title} {...props} />
  </Tooltip>
)

/** The keys of a table's hidden columns, remembered in localStorage per table. */
const useHiddenColumns = (tableId: string): [string[], (keys: string[]) => void] => {
  const [hidden, setHidden] = useState<string[]>(() => {
    const all = getLocalJson<Record<string, unknown>>(LOCAL_KEYS.hiddenColumns, {})
    const mine = all[tableId]
    return Array.isArray(mine) ? mine.filter((k): k is string => typeof k === 'string') : []
  })
  const save = (keys: string[]) => {
    setHidden(keys)
    const all = getLocalJson<Record<string, unknown>>(LOCAL_KEYS.hiddenColumns, {})
    setLocalJson(LOCAL_KEYS.hiddenColumns, { ...all, [tableId]: keys })
  }
  return [hidden, save]
}

/** 显隐列: a checkbox per titled column. */
const ColumnSettings = <Row extends object>({
  columns,
  hidden,
  onChange,
}: {
  columns: TableColumnsType<Row>
  hidden: string[]
  onChange: (keys: string[]) => void
}) => {
  const { t } = useTranslation()
  const toggle = columns.filter((c) => c.key !== undefined && typeof c.title === 'string')
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('common.list.columns')}
      content={
        <Flex orientation="vertical" gap={4} role="group" aria-label={t('common.list.columns')}>
          {toggle.map((c) => {
            const key = String(c.key)
            return (
              <Checkbox
                key={key}
                checked={!hidden.includes(key)}
                onChange={(e) =>
                  onChange(e.target.checked ? hidden.filter((k) => k !== key) : [...hidden, key])
                }
              >
                {c.title as string}
              </Checkbox>
            )
          })}
        </Flex>
      }
    >
      {roundButton(t('common.list.columns'), { icon: <SettingOutlined aria-hidden /> })}
    </Popover>
  )
}
