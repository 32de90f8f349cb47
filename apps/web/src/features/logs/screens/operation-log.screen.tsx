// Shared by the venue and the service subsystems (both list /logManage/operationLog),
// so it lives in features/, not in a subsystem's menu group.
import { ProfileOutlined } from '@ant-design/icons'
import { API, PERMISSIONS, type OperationLog } from '@app/contracts'
import { Button, type TableColumnsType } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOperationLogs } from '#web/features/logs/api/get-operation-logs.ts'
import {
  DateRangeField,
  LogSearchForm,
  ResultField,
  TextField,
} from '#web/features/logs/components/log-search-form.tsx'
import { ClientErrorList } from '#web/features/logs/components/client-error-list.tsx'
import { LogViewSwitch, useLogView } from '#web/features/logs/components/log-view-switch.tsx'
import { OperationLogDetail } from '#web/features/logs/components/operation-log-detail.tsx'
import { ResultTag } from '#web/features/logs/components/result-tag.tsx'
import { logFilterCodec } from '#web/features/logs/log-filters.ts'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { Permission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

/**
 * /logManage/operationLog: every write, newest first, with its request on 详细; holders of
 * monitor:clientError:list switch to the browsers' error log here (`?view=clientError`).
 */
export const Component = () => {
  const title = useRouteTitle()
  const view = useLogView()
  return view === 'clientError' ? (
    <ClientErrorList title={title} />
  ) : (
    <OperationLogList title={title} />
  )
}

const OperationLogList = ({ title }: { title: string }) => {
  const { t } = useTranslation()
  const list = useListState(logFilterCodec)
  const query = useOperationLogs({ ...list.page, ...list.filters })
  const [detail, setDetail] = useState<OperationLog>()
  const [detailOpen, setDetailOpen] = useState(false)

  const columns: TableColumnsType<OperationLog> = [
    { key: 'id', dataIndex: 'id', title: t('logs.operation.id'), width: 90 },
    {
      key: 'module',
      dataIndex: 'module',
      title: t('logs.operation.module'),
      ellipsis: true,
    },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('logs.operation.action'),
      width: 120,
      ellipsis: true,
    },
    {
      key: 'method',
      dataIndex: 'method',
      title: t('logs.operation.requestMethod'),
      width: 100,
    },
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('logs.operation.operator'),
      width: 120,
      ellipsis: true,
    },
    { key: 'ip', dataIndex: 'ip', title: t('logs.operation.ip'), width: 130 },
    {
      key: 'success',
      dataIndex: 'success',
      title: t('logs.operation.status'),
      width: 90,
      render: (ok: boolean) => <ResultTag success={ok} />,
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('logs.operation.time'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      key: 'durationMs',
      dataIndex: 'durationMs',
      title: t('logs.operation.duration'),
      width: 110,
      render: (ms: number) => t('logs.operation.durationValue', { ms }),
    },
    {
      key: 'actions',
      title: t('common.table.actions'),
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Permission perms={[PERMISSIONS.operationLog.query]}>
          <Button
            type="link"
            size="small"
            icon={<ProfileOutlined aria-hidden />}
            onClick={() => {
              setDetail(row)
              setDetailOpen(true)
            }}
          >
            {t('logs.operation.detail')}
          </Button>
        </Permission>
      ),
    },
  ]

  return (
    <>
      <ListPage<OperationLog>
        title={title}
        tableLabel={t('logs.operation.table')}
        tableId="logs.operationLog"
        rowKey="id"
        columns={columns}
        rows={query.data?.list}
        query={query}
        scrollX={1160}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        toolbar={
          <>
            <LogViewSwitch view="operation" />
            <ExportButton
              perm={PERMISSIONS.operationLog.export}
              endpoint={API.logs.operationLogExport}
              filters={list.filters}
              fileName={title}
            />
          </>
        }
        search={
          <LogSearchForm name="operationLogSearch" list={list} refetch={query.refetch}>
            <TextField
              name="userName"
              label={t('logs.operation.operator')}
              placeholder={t('logs.operation.operatorPlaceholder')}
            />
            <TextField
              name="module"
              label={t('logs.operation.module')}
              placeholder={t('logs.operation.modulePlaceholder')}
            />
            <ResultField label={t('logs.operation.status')} />
            <DateRangeField label={t('logs.operation.time')} />
          </LogSearchForm>
        }
      />
      <OperationLogDetail row={detail} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </>
  )
}
