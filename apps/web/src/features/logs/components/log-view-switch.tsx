import { PERMISSIONS } from '@app/contracts'
import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { logViewOf, type LogView } from '#web/features/logs/log-filters.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'

/** The log /logManage/operationLog shows, from the URL; the error log needs its permission. */
export const useLogView = (): LogView => {
  const [params] = useSearchParams()
  const mayReadErrors = useHasPermission([PERMISSIONS.clientError.list])
  return mayReadErrors ? logViewOf(params) : 'operation'
}

/**
 * 操作日志 | 前端错误: shown only to holders of monitor:clientError:list. A switch starts the
 * other log unfiltered (their filters differ).
 */
export const LogViewSwitch = ({ view }: { view: LogView }) => {
  const { t } = useTranslation()
  const [, setParams] = useSearchParams()
  const mayReadErrors = useHasPermission([PERMISSIONS.clientError.list])
  if (!mayReadErrors) return null
  return (
    <Segmented<LogView>
      aria-label={t('logs.view.label')}
      value={view}
      options={[
        { value: 'operation', label: t('logs.view.operation') },
        { value: 'clientError', label: t('logs.view.clientError') },
      ]}
      onChange={(next) =>
        setParams(next === 'clientError' ? { view: next } : {}, { replace: true })
      }
    />
  )
}
