import type { LoginLog } from '@app/contracts'
import { Descriptions, Drawer, type DescriptionsProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { ResultTag } from '#web/features/logs/components/result-tag.tsx'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { describeUserAgent } from '#web/shared/utils/user-agent.ts'

interface LoginLogDetailProps {
  /** The row shown; kept while the drawer closes so its content does not vanish. */
  row: LoginLog | undefined
  open: boolean
  onClose: () => void
}

/** 详细: one sign-in attempt (the log never holds a password, so none can be shown). */
export const LoginLogDetail = ({ row, open, onClose }: LoginLogDetailProps) => {
  const { t } = useTranslation()
  const unknown = t('logs.login.unknown')
  const agent = row ? describeUserAgent(row.userAgent) : undefined
  const items: DescriptionsProps['items'] = row && [
    { key: 'id', label: t('logs.login.id'), children: row.id },
    { key: 'createdAt', label: t('logs.login.time'), children: formatDateTime(row.createdAt) },
    { key: 'userName', label: t('logs.login.userName'), children: row.userName },
    { key: 'ip', label: t('logs.login.ip'), children: row.ip },
    {
      key: 'method',
      label: t('logs.login.method'),
      children: t(`logs.login.methods.${row.method}`),
    },
    {
      key: 'success',
      label: t('logs.login.status'),
      children: <ResultTag success={row.success} />,
    },
    { key: 'browser', label: t('logs.login.browser'), children: agent?.browser || unknown },
    { key: 'os', label: t('logs.login.os'), children: agent?.os || unknown },
    {
      key: 'userAgent',
      label: t('logs.login.userAgent'),
      span: 2,
      children: <span style={{ wordBreak: 'break-all' }}>{row.userAgent || unknown}</span>,
    },
    { key: 'message', label: t('logs.login.message'), span: 2, children: row.message },
    {
      key: 'lockedUntil',
      label: t('logs.login.lockedUntil'),
      span: 2,
      children:
        row.lockedUntil === null ? t('logs.login.notLocked') : formatDateTime(row.lockedUntil),
    },
  ]
  return (
    <Drawer title={t('logs.login.detailTitle')} size={640} open={open} onClose={onClose}>
      <Descriptions bordered size="small" column={2} items={items} />
    </Drawer>
  )
}
