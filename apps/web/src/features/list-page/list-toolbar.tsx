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
 * as `<name>_<epoch ms>.xlsx` (shell.md "Export").
 */
export const ExportButton = ({
  perm,
  endpoint,
  filters,
  fileName,
}: {
  perm: string | undefined
  endpoint: Endpoint
  filters: object
  /** The file's name before `_<timestamp>.xlsx` (the screen's title). */
  fileName: string
}) => {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
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
