import { API, USER_IMPORT_MAX_ROWS, type UserImportRow } from '@app/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ImportDialog } from '#web/features/list-page/import-dialog.tsx'
import { uploadTo } from '#web/shared/lib/api-client.ts'
import { userApi } from '#web/subsystems/venue/system/api/users.ts'

/** 用户导入: the template, a dry run with the per-row report, then the import. */
export const UserImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation()
  const client = useQueryClient()
  return (
    <ImportDialog<UserImportRow>
      open={open}
      onClose={onClose}
      title={t('system.user.importTitle')}
      template={{ endpoint: API.users.importTemplate, fileName: t('system.user.importTemplate') }}
      maxRows={USER_IMPORT_MAX_ROWS}
      updateSupportLabel={t('system.user.updateSupport')}
      send={(file, o) =>
        uploadTo(
          API.users.importData,
          file,
          { dryRun: o.dryRun ? 1 : 0, updateSupport: o.updateSupport ? 1 : 0 },
          file.name,
        )
      }
      recordColumns={[
        { key: 'userName', dataIndex: 'userName', title: t('system.user.userName'), width: 140 },
        { key: 'nickName', dataIndex: 'nickName', title: t('system.user.nickName'), width: 140 },
        {
          key: 'password',
          dataIndex: 'password',
          title: t('system.user.firstPassword'),
          width: 160,
          render: (password?: string) =>
            password ? (
              <Typography.Text copyable code>
                {password}
              </Typography.Text>
            ) : null,
        },
      ]}
      writtenNotice={(report) => (report.created > 0 ? t('system.user.passwordsOnce') : null)}
      onWritten={() => void client.invalidateQueries({ queryKey: userApi.keys.all })}
    />
  )
}
