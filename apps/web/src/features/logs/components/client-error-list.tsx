import type { ClientError } from '@app/contracts'
import type { TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  errorEntryColumns,
  errorStackExpander,
} from '#web/features/error-log/error-entry-columns.tsx'
import { useClientErrors } from '#web/features/logs/api/get-client-errors.ts'
import {
  DateRangeField,
  LogSearchForm,
  TextField,
} from '#web/features/logs/components/log-search-form.tsx'
import { LogViewSwitch } from '#web/features/logs/components/log-view-switch.tsx'
import { clientErrorFilterCodec } from '#web/features/logs/log-filters.ts'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { formatDateTime } from '#web/shared/utils/timestamp.ts'

/**
 * The browsers' error log (docs/product/shell.md "Error log"): what users' browsers
 * reported, newest first, each stack behind its row's expander.
 */
export const ClientErrorList = ({ title }: { title: string }) => {
  const { t } = useTranslation()
  const list = useListState(clientErrorFilterCodec)
  const query = useClientErrors({ ...list.page, ...list.filters })

  const columns: TableColumnsType<ClientError> = [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('logs.clientError.time'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      key: 'userName',
      dataIndex: 'userName',
      title: t('logs.clientError.userName'),
      width: 120,
      ellipsis: true,
    },
    ...errorEntryColumns<ClientError>(t),
    {
      key: 'userAgent',
      dataIndex: 'userAgent',
      title: t('logs.clientError.browser'),
      width: 200,
      ellipsis: true,
    },
  ]

  return (
    <ListPage<ClientError>
      title={title}
      tableLabel={t('logs.clientError.table')}
      tableId="logs.clientError"
      rowKey="id"
      columns={columns}
      rows={query.data?.list}
      query={query}
      scrollX={1160}
      pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
      toolbar={<LogViewSwitch view="clientError" />}
      tableProps={{ expandable: errorStackExpander<ClientError>(t) }}
      search={
        <LogSearchForm name="clientErrorSearch" list={list} refetch={query.refetch}>
          <TextField
            name="userName"
            label={t('logs.clientError.userName')}
            placeholder={t('logs.clientError.userNamePlaceholder')}
          />
          <DateRangeField label={t('logs.clientError.time')} />
        </LogSearchForm>
      }
    />
  )
}
