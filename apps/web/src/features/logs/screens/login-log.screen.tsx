// The log screens are shared by the venue and the service subsystems (both list
// /logManage/login and /logManage/operationLog), so they live in features/, not in a
// subsystem's menu group (docs/house-style.md "Import zones": a group never imports
// another subsystem).
import { ProfileOutlined, UnlockOutlined } from '@ant-design/icons'
import { API, PERMISSIONS, type LoginLog } from '@app/contracts'
import { Button, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoginLogs } from '#web/features/logs/api/get-login-logs.ts'
import { useUnlockLogin } from '#web/features/logs/api/unlock-login.ts'
import {
  DateRangeField,
  LogSearchForm,
  ResultField,
  TextField,
} from '#web/features/logs/components/log-search-form.tsx'
import { LoginLogDetail } from '#web/features/logs/components/login-log-detail.tsx'
import { ResultTag } from '#web/features/logs/components/result-tag.tsx'
import { logFilterCodec } from '#web/features/logs/log-filters.ts'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { Permission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'
import { describeUserAgent } from '#web/shared/utils/user-agent.ts'

/** Long texts keep one line; the whole text shows on hover. */
const ellipsis = (value: string) => (
  <Tooltip placement="topLeft" title={value}>
    <span>{value}</span>
  </Tooltip>
)

/** 解锁 with its confirmation; settles once the list has been refetched. */
const UnlockButton = ({ row }: { row: LoginLog }) => {
  const { t } = useTranslation()
  const unlock = useUnlockLogin()
  return (
    <Popconfirm
      title={t('logs.login.unlockConfirm', { name: row.userName, ip: row.ip })}
      onConfirm={() =>
        unlock.mutateAsync({ userName: row.userName, ip: row.ip }).then(
          () => notify('success', t('logs.login.unlockSuccess'), 3),
          // the client has already shown why; the confirmation just closes
          () => undefined,
        )
      }
    >
      <Button type="link" size="small" icon={<UnlockOutlined aria-hidden />}>
        {t('logs.login.unlock')}
      </Button>
    </Popconfirm>
  )
}

/** /logManage/login: every sign-in attempt, newest first; 解锁 clears a retry lock. */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(logFilterCodec)
  const { userName, success, timeFrom, timeTo } = list.filters
  const query = useLoginLogs({ ...list.page, userName, success, timeFrom, timeTo })
  const [detail, setDetail] = useState<LoginLog>()
  const [detailOpen, setDetailOpen] = useState(false)

  const columns: TableColumnsType<LoginLog> = [
    { key: 'id', dataIndex: 'id', title: t('logs.login.id'), width: 90 },
    { key: 'userName', dataIndex: 'userName', title: t('logs.login.userName'), width: 120 },
    { key: 'ip', dataIndex: 'ip', title: t('logs.login.ip'), width: 130 },
    {
      // the browser and system as people name them; the whole user agent on hover
      key: 'browser',
      dataIndex: 'userAgent',
      title: t('logs.login.browser'),
      width: 140,
      ellipsis: { showTitle: false },
      render: (ua: string) => (
        <Tooltip placement="topLeft" title={ua}>
          <span>{describeUserAgent(ua).browser || t('logs.login.unknown')}</span>
        </Tooltip>
      ),
    },
    {
      key: 'os',
      dataIndex: 'userAgent',
      title: t('logs.login.os'),
      width: 110,
      render: (ua: string) => describeUserAgent(ua).os || t('logs.login.unknown'),
    },
    {
      key: 'method',
      dataIndex: 'method',
      title: t('logs.login.method'),
      width: 100,
      render: (method: LoginLog['method']) => t(`logs.login.methods.${method}`),
    },
    {
      key: 'success',
      dataIndex: 'success',
      title: t('logs.login.status'),
      width: 90,
      render: (ok: boolean) => <ResultTag success={ok} />,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('logs.login.time'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      key: 'message',
      dataIndex: 'message',
      title: t('logs.login.message'),
      ellipsis: { showTitle: false },
      render: ellipsis,
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<ProfileOutlined aria-hidden />}
            onClick={() => {
              setDetail(row)
              setDetailOpen(true)
            }}
          >
            {t('logs.login.detail')}
          </Button>
          {row.lockedUntil !== null && (
            <Permission perms={[PERMISSIONS.loginLog.unlock]}>
              <UnlockButton row={row} />
            </Permission>
          )}
        </Space>
      ),
    },
  ]

  return (
    <>
      <ListPage<LoginLog>
        title={title}
        tableLabel={t('logs.login.table')}
        tableId="logs.loginLog"
        rowKey="id"
        columns={columns}
        rows={query.data?.list}
        query={query}
        scrollX={1280}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        toolbar={
          <ExportButton
            perm={PERMISSIONS.loginLog.export}
            endpoint={API.logs.loginLogExport}
            filters={list.filters}
            fileName={title}
          />
        }
        search={
          <LogSearchForm name="loginLogSearch" list={list} refetch={query.refetch}>
            <TextField
              name="userName"
              label={t('logs.login.userName')}
              placeholder={t('logs.login.userNamePlaceholder')}
            />
            <ResultField label={t('logs.login.status')} />
            <DateRangeField label={t('logs.login.time')} />
          </LogSearchForm>
        }
      />
      <LoginLogDetail row={detail} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </>
  )
}
