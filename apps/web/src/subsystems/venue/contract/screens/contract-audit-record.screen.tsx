import {
  API,
  AUDIT_RESULTS,
  type AuditRecordQuery,
  type AuditRecordRow,
  type AuditResult,
  PERMISSIONS,
  auditDurationText,
  auditRecordQuerySchema,
} from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Form, Input, Select, Tag, type TableColumnsType } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { filterCodecOf } from '#web/features/list-page/schema-fields.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { callApi } from '#web/shared/lib/api-client.ts'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT, formatDateTime } from '#web/shared/utils/timestamp.ts'

type Filters = Omit<AuditRecordQuery, 'page' | 'pageSize'>
const codec = filterCodecOf<Filters>(auditRecordQuerySchema)
const EMPTY = { keyword: '', result: undefined, approver: '', date: [null, null] }

/** The results' tag colours: 通过 green, 驳回 red, 转交 blue, 撤回 orange, 提交 grey. */
const RESULT_COLOURS: Record<AuditResult, string> = {
  submit: 'default',
  approve: 'success',
  reject: 'error',
  transfer: 'processing',
  withdraw: 'warning',
}

const useAuditRecords = (query: AuditRecordQuery) =>
  useQuery({
    queryKey: ['contracts', 'auditRecords', query],
    queryFn: ({ signal }) => callApi(API.contracts.auditRecords.page, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/**
 * /contractManagement/contractAuditRecord (合同审核记录): every approval action on the
 * contracts the user sees, newest first: its node, approver, result, comment, time and how
 * long the node took; filtered by keyword, result, approver and dates, exported as shown.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = useAuditRecords({ ...list.page, ...list.filters })
  const results = useMemo(
    () => AUDIT_RESULTS.map((r) => ({ value: r, label: t(`contractAudit.results.${r}`) })),
    [t],
  )
  const label = (key: string) => t(`contractAudit.${key}`)
  const columns: TableColumnsType<AuditRecordRow> = [
    {
      key: 'contractNumber',
      dataIndex: 'contractNumber',
      title: label('contractNumber'),
      width: 130,
      // its contract's detail
      render: (n: string, row) => (
        <Link to={`/contractManagement/contractManagement?guid=${row.contractGuid}`}>{n}</Link>
      ),
    },
    {
      key: 'contractTitle',
      dataIndex: 'contractTitle',
      title: label('contractTitle'),
      width: 220,
      ellipsis: true,
    },
    {
      key: 'node',
      dataIndex: 'node',
      title: label('node'),
      width: 110,
      render: (node: string, row) => (row.result === 'submit' ? label('submitNode') : node),
    },
    {
      key: 'result',
      dataIndex: 'result',
      title: label('result'),
      width: 90,
      render: (r: AuditResult) => (
        <Tag color={RESULT_COLOURS[r]}>{t(`contractAudit.results.${r}`)}</Tag>
      ),
    },
    { key: 'approverName', dataIndex: 'approverName', title: label('approverName'), width: 100 },
    {
      key: 'comment',
      dataIndex: 'comment',
      title: label('comment'),
      width: 220,
      ellipsis: true,
      render: (c: string) => c || '—',
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: label('createdAt'),
      width: 170,
      render: (ms: number) => formatDateTime(ms),
    },
    {
      key: 'duration',
      dataIndex: 'duration',
      title: label('duration'),
      width: 120,
      render: (ms: number | null) => {
        if (ms === null) return '—'
        const d = auditDurationText(ms)
        return t(d.key, d.params)
      },
    },
    {
      key: 'nextNode',
      dataIndex: 'nextNode',
      title: label('nextNode'),
      width: 110,
      // the last node's approval ends the chain; a rejection or withdrawal goes back to draft
      render: (next: string, row) => next || (row.result === 'approve' ? label('chainEnd') : '—'),
    },
    {
      key: 'projectTitle',
      dataIndex: 'projectTitle',
      title: label('projectTitle'),
      width: 200,
      ellipsis: true,
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: label('total'),
      width: 130,
      align: 'right',
      render: (fen: number) => formatFen(fen),
    },
  ]
  const values = {
    keyword: list.filters.keyword ?? '',
    result: list.filters.result,
    approver: list.filters.approver ?? '',
    date: [
      list.filters.dateFrom ? dayjs(list.filters.dateFrom) : null,
      list.filters.dateTo ? dayjs(list.filters.dateTo) : null,
    ] as DateRangeValue,
  }
  type Values = typeof values
  const search = (v: Values) => {
    const next: Filters = {
      keyword: v.keyword || undefined,
      result: v.result,
      approver: v.approver || undefined,
      dateFrom: v.date?.[0]?.format(DATE_FORMAT),
      dateTo: v.date?.[1]?.format(DATE_FORMAT),
      // a link naming one contract keeps it until 重置
      contractGuid: v === EMPTY ? undefined : list.filters.contractGuid,
    }
    if (!list.search(next)) void query.refetch()
  }
  return (
    <ListPage<AuditRecordRow>
      title={title}
      tableLabel={title}
      tableId="contract.auditRecord"
      rowKey="id"
      columns={columns}
      rows={query.data?.list}
      query={query}
      scrollX={1620}
      pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
      toolbar={
        <ExportButton
          perm={PERMISSIONS.contractAudit.export}
          endpoint={API.contracts.auditRecords.export}
          filters={list.filters}
          fileName={title}
        />
      }
      search={
        <SearchForm<Values>
          name="contractAudit"
          values={values}
          emptyValues={EMPTY as Values}
          onSearch={search}
        >
          <Form.Item name="keyword" label={label('keyword')}>
            <Input placeholder={label('keywordHint')} allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="result" label={label('result')}>
            <Select
              options={results}
              allowClear
              style={{ width: 170 }}
              placeholder={t('common.list.selectPrefix', { what: label('result') })}
            />
          </Form.Item>
          <Form.Item name="approver" label={label('approver')}>
            <Input placeholder={label('approverHint')} allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="date" label={label('date')}>
            <DateRangePicker />
          </Form.Item>
        </SearchForm>
      }
    />
  )
}
