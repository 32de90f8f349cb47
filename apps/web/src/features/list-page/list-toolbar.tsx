import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import type { Endpoint } from '@app/contracts'
import { Button } from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Selection } from '#web/features/list-page/use-selection.ts'
import { Permission } from '#web/features/permissions/permission.tsx'
import { downloadFile } from '#web/shared/lib/api-client.ts'

interface GuardedButtonProps {
  /** The permission the button needs (the server checks the same one). */
  perm: string | undefined
  onClick: () => void
  disabled?: boolean
}

const Guarded = ({ perm, children }: { perm: string | undefined; children: ReactNode }) =>
  perm ? <Permission perms={[perm]}>{children}</Permission> : children

/** 新增 */
export const AddButton = ({ perm, onClick }: GuardedButtonProps) => {
  const { t } = useTranslation()
  return (
    <Guarded perm={perm}>
      <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={onClick}>
        {t('common.list.add')}
      </Button>
    </Guarded>
  )
}

/** 修改: exactly one row selected. */
export const EditButton = ({
  perm,
  onClick,
  selected,
}: GuardedButtonProps & { selected: number }) => {
  const { t } = useTranslation()
  return (
    <Guarded perm={perm}>
      <Button icon={<EditOutlined aria-hidden />} disabled={selected !== 1} onClick={onClick}>
        {t('common.list.edit')}
      </Button>
    </Guarded>
  )
}

/** 删除: one or more rows selected. */
export const DeleteButton = ({
  perm,
  onClick,
  selected,
}: GuardedButtonProps & { selected: number }) => {
  const { t } = useTranslation()
  return (
    <Guarded perm={perm}>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={selected < 1}
        onClick={onClick}
      >
        {t('common.list.delete')}
      </Button>
    </Guarded>
  )
}

/**
 * 删除 of the selected rows: asks 是否确认删除"a、b"的数据项？ through `remove` (from
 * useRemoveAction), then clears the selection.
 */
export const DeleteSelectedButton = <T extends { guid: string }>({
  perm,
  selection,
  nameOf,
  remove,
}: {
  perm: string | undefined
  selection: Selection<T>
  nameOf: (row: T) => string
  remove: (guids: string[], what: string) => Promise<boolean>
}) => (
  <DeleteButton
    perm={perm}
    selected={selection.keys.length}
    onClick={() =>
      void remove(
        selection.rows.map((r) => r.guid),
        selection.rows.map(nameOf).join('、'),
      ).then((done) => done && selection.clear())
    }
  />
)

/** 导入 */
export const ImportButton = ({ perm, onClick }: GuardedButtonProps) => {
  const { t } = useTranslation()
  return (
    <Guarded perm={perm}>
      <Button icon={<UploadOutlined aria-hidden />} onClick={onClick}>
        {t('common.list.import')}
      </Button>
    </Guarded>
  )
}

/**
 * 导出: posts the current filters to the resource's export endpoint and saves the file
 * as `<name>_<epoch ms>.xlsx` (docs/product/list-screens.md "Export").
 */
export const ExportButton = ({
  perm,
  endpoint,
  filters,
  fileName,
}: {
  perm: string | undefined
  /** None: the resource is not exported (菜单管理, 模块管理), and there is no 导出. */
  endpoint: Endpoint | undefined
  filters: object
  /** The file's name before `_<timestamp>.xlsx` (the screen's title). */
  fileName: string
}) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  if (!endpoint) return null
  return (
    <Guarded perm={perm}>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy}
        onClick={() => {
          setBusy(true)
          void downloadFile(endpoint, filters, `${fileName}_${Date.now()}.xlsx`).finally(() =>
            setBusy(false),
          )
        }}
      >
        {t('common.list.export')}
      </Button>
    </Guarded>
  )
}

/**
 * 新增 / 修改 / 删除 / 导出, in that order: the toolbar of a resource screen. Each button
 * is shown when its permission is given (删除 also needs `remove`, 导出 `exportOf`); a
 * screen adds its own buttons beside it (e.g. 导入 before a separate ExportButton).
 *
 * @example
 * <CrudButtons perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.list }}
 *   selection={selection} dialog={dialog} nameOf={(row) => row.name} remove={remove}
 *   exportOf={{ endpoint: api.endpoints.export, filters: list.filters, fileName: title }} />
 */
export const CrudButtons = <T extends { guid: string }>({
  perms,
  selection,
  dialog,
  onAdd = () => dialog?.openAdd(),
  onEdit = (row) => dialog?.openEdit(row),
  nameOf,
  remove,
  importOf,
  exportOf,
}: {
  perms: { add?: string; edit?: string; remove?: string; export?: string }
  selection: Selection<T>
  /** 新增 opens it empty, 修改 with the selected row (unless onAdd / onEdit say otherwise). */
  dialog?: { openAdd: () => void; openEdit: (row: T) => void }
  onAdd?: () => void
  onEdit?: (row: T) => void
  nameOf?: (row: T) => string
  remove?: (guids: string[], what: string) => Promise<boolean>
  /** 导入, between 删除 and 导出. */
  importOf?: { perm: string | undefined; onClick: () => void }
  exportOf?: { endpoint: Endpoint | undefined; filters: object; fileName: string }
}) => (
  <>
    {perms.add !== undefined && <AddButton perm={perms.add} onClick={() => onAdd()} />}
    {perms.edit !== undefined && (
      <EditButton
        perm={perms.edit}
        selected={selection.keys.length}
        onClick={() => selection.rows[0] && onEdit(selection.rows[0])}
      />
    )}
    {perms.remove !== undefined && nameOf && remove && (
      <DeleteSelectedButton
        perm={perms.remove}
        selection={selection}
        nameOf={nameOf}
        remove={remove}
      />
    )}
    {importOf && <ImportButton {...importOf} />}
    {perms.export !== undefined && exportOf && <ExportButton perm={perms.export} {...exportOf} />}
  </>
)
