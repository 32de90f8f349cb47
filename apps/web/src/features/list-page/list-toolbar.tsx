import { DownloadOutlined } from '@ant-design/icons'
import type { Endpoint } from '@app/contracts'
import { Button, type ButtonProps } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Permission } from '#web/features/permissions/permission.tsx'
import { downloadFile } from '#web/shared/lib/api-client.ts'

/**
 * A button of the toolbar or of a row's links, behind the permission it needs (the server
 * checks the same one).
 */
export const ToolbarButton = ({
  perm,
  word,
  ...props
}: Omit<ButtonProps, 'children'> & {
  perm: string | undefined
  /** Its text under `common.list`: 新增, 修改, 删除, 导入, 导出. */
  word: 'add' | 'edit' | 'delete' | 'import' | 'export'
}) => {
  const { t } = useTranslation()
  const button = <Button {...props}>{t(`common.list.${word}`)}</Button>
  return perm ? <Permission perms={[perm]}>{button}</Permission> : button
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
  const [busy, setBusy] = useState(false)
  if (!endpoint) return null
  return (
    <ToolbarButton
      perm={perm}
      word="export"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={() => {
        setBusy(true)
        void downloadFile(endpoint, filters, `${fileName}_${Date.now()}.xlsx`).finally(() =>
          setBusy(false),
        )
      }}
    />
  )
}
