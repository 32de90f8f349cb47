import { Button, Select, Space, type SelectProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusSwitch } from '#web/features/list-page/confirm.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

/*
 * The columns and the 状态 select that every resource screen repeats. Plain functions of
 * `t`: a screen still lists its own columns, in its own order, and can write any of
 * these by hand where it needs something else.
 */

/** 状态 as a select (正常 / 停用), for search forms and dialogs. */
export const StatusSelect = (props: Omit<SelectProps<number>, 'options'>) => {
  const { t } = useTranslation()
  return (
    <Select<number>
      style={{ width: 120 }}
      {...props}
      options={[
        { value: 1, label: t('common.status.enabled') },
        { value: 0, label: t('common.status.disabled') },
      ]}
    />
  )
}

/**
 * 状态 as an inline switch (确认要"启用|停用""…"吗？). Without `canEdit` it shows the state
 * and cannot be switched (the server checks the same permission).
 */
export const statusColumn = <T extends { status: number }>(
  t: TFunction,
  {
    nameOf,
    canEdit,
    onChange,
    width = 100,
  }: {
    nameOf: (row: T) => string
    /** May the user switch it (per row when a function, e.g. never the admin role)? */
    canEdit: boolean | ((row: T) => boolean)
    onChange: (row: T, enabled: boolean) => Promise<unknown>
    width?: number
  },
): ColumnType<T> => ({
  key: 'status',
  dataIndex: 'status',
  title: t('common.status.label'),
  width,
  render: (_, row) => (
    <StatusSwitch
      enabled={row.status === 1}
      name={nameOf(row)}
      disabled={!(typeof canEdit === 'function' ? canEdit(row) : canEdit)}
      onChange={(on) => onChange(row, on)}
    />
  ),
})

/** A timestamp column (更新时间 unless told otherwise), shown as yyyy-MM-dd HH:mm:ss. */
export const timeColumn = <T,>(
  t: TFunction,
  key: keyof T & string = 'updatedAt' as keyof T & string,
  title = t('common.table.updatedAt'),
): ColumnType<T> => ({
  key,
  dataIndex: key,
  title,
  width: 170,
  render: (ms: number | null) => (ms ? formatDateTime(ms) : ''),
})

interface RowAction<T> {
  /** The permission the link needs; the server checks the same one. */
  perm: string
  onClick: (row: T) => void
  /** Rows that have the link (all unless told), e.g. not the root or the admin role. */
  when?: (row: T) => boolean
}

/**
 * 操作: 修改 and 删除 links, each shown only with its permission, plus any links of the
 * screen's own (`extra` before them, `afterEdit` between the two, `after` after them).
 */
export const rowActionsColumn = <T,>(
  t: TFunction,
  {
    edit,
    remove,
    extra,
    afterEdit,
    after,
    width = 150,
  }: {
    edit?: RowAction<T>
    remove?: RowAction<T>
    extra?: (row: T) => ReactNode
    afterEdit?: (row: T) => ReactNode
    after?: (row: T) => ReactNode
    width?: number
  },
): ColumnType<T> => ({
  key: 'actions',
  title: t('common.table.actions'),
  width,
  fixed: 'right',
  render: (_, row) => (
    <Space size={0} wrap={false}>
      {extra?.(row)}
      {edit && (edit.when?.(row) ?? true) && (
        <Permission perms={[edit.perm]}>
          <Button type="link" size="small" onClick={() => edit.onClick(row)}>
            {t('common.list.edit')}
          </Button>
        </Permission>
      )}
      {afterEdit?.(row)}
      {remove && (remove.when?.(row) ?? true) && (
        <Permission perms={[remove.perm]}>
          <Button type="link" size="small" danger onClick={() => remove.onClick(row)}>
            {t('common.list.delete')}
          </Button>
        </Permission>
      )}
      {after?.(row)}
    </Space>
  ),
})
