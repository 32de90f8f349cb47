import type { OperationLog } from '@app/contracts'
import { Descriptions, Drawer, type DescriptionsProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { ResultTag } from '#web/features/logs/components/result-tag.tsx'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

/** The parameters indented when they are JSON; as stored otherwise (over 2000 characters they are cut). */
export const prettyParams = (params: string): string => {
  if (!params.trim()) return ''
  try {
    return JSON.stringify(JSON.parse(params), null, 2)
  } catch {
    return params
  }
}

const preStyle = {
  margin: 0,
  maxHeight: 360,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontSize: 12,
} as const

interface OperationLogDetailProps {
  /** The row shown; kept while the drawer closes so its content does not vanish. */
  row: OperationLog | undefined
  open: boolean
  onClose: () => void
}

/** 详细: one operation-log row with its request (secrets already masked by the server). */
export const OperationLogDetail = ({ row, open, onClose }: OperationLogDetailProps) => {
  const { t } = useTranslation()
  const none = t('logs.operation.none')
  const items: DescriptionsProps['items'] = row && [
    { key: 'id', label: t('logs.operation.id'), children: row.id },
    { key: 'createdAt', label: t('logs.operation.time'), children: formatDateTime(row.createdAt) },
    { key: 'module', label: t('logs.operation.module'), children: row.module },
    { key: 'action', label: t('logs.operation.action'), children: row.action },
    { key: 'userName', label: t('logs.operation.operator'), children: row.userName },
    { key: 'ip', label: t('logs.operation.ip'), children: row.ip },
    { key: 'method', label: t('logs.operation.requestMethod'), children: row.method },
    {
      key: 'durationMs',
      label: t('logs.operation.duration'),
      children: t('logs.operation.durationValue', { ms: row.durationMs }),
    },
    { key: 'url', label: t('logs.operation.url'), span: 2, children: row.url },
    { key: 'target', label: t('logs.operation.target'), span: 2, children: row.target || none },
    {
      key: 'params',
      label: t('logs.operation.params'),
      span: 2,
      children: row.params.trim() ? <pre style={preStyle}>{prettyParams(row.params)}</pre> : none,
    },
    {
      key: 'success',
      label: t('logs.operation.status'),
      span: 2,
      children: <ResultTag success={row.success} />,
    },
    {
      key: 'message',
      label: t('logs.operation.message'),
      span: 2,
      children: row.message || none,
    },
  ]
  return (
    <Drawer title={t('logs.operation.detailTitle')} size={720} open={open} onClose={onClose}>
      <Descriptions bordered size="small" column={2} items={items} />
    </Drawer>
  )
}
