import {
  API,
  INSTALMENT_STATES,
  type InstalmentRow,
  type InstalmentState,
  PERMISSIONS,
  type PaymentPlanQuery,
  paymentPlanQuerySchema,
} from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { kindOptions, kindWord } from '#web/features/instalments/instalment-kind.ts'
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
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'

type Filters = Omit<PaymentPlanQuery, 'page' | 'pageSize'>
const codec = filterCodecOf<Filters>(paymentPlanQuerySchema)
const EMPTY = { keyword: '', state: undefined, kind: undefined, due: [null, null] }

/** The states' tag colours: overdue in red, paid green, the rest by how near they are. */
const STATE_COLOURS: Record<InstalmentState, string> = {
  notDue: 'default',
  due: 'gold',
  partial: 'blue',
  paid: 'success',
  overdue: 'error',
}

export const InstalmentStateTag = ({ state }: { state: InstalmentState }) => {
  const { t } = useTranslation()
  return <Tag color={STATE_COLOURS[state]}>{t(`paymentPlan.states.${state}`)}</Tag>
}

const usePaymentPlan = (query: PaymentPlanQuery) =>
  useQuery({
    queryKey: ['finance', 'paymentPlan', query],
    queryFn: ({ signal }) => callApi(API.finance.paymentPlan.page, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })

/**
 * /contractManagement/contractPaymentPlan (合同付款计划): every instalment of the signed
 * contracts, its state by the calendar (逾期 in red with its days), filtered by keyword,
 * state, kind and due dates (a reminder's link names its contract), the totals of all that
 * match, exported as shown.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = usePaymentPlan({ ...list.page, ...list.filters })
  const totals = query.data?.totals
  const states = useMemo(
    () => INSTALMENT_STATES.map((s) => ({ value: s, label: t(`paymentPlan.states.${s}`) })),
    [t],
  )
  const label = (key: string) => t(`paymentPlan.${key}`)
  const money = (key: 'amount' | 'received' | 'outstanding', width = 130) => ({
    key,
    dataIndex: key,
    title: label(key),
    width,
    align: 'right' as const,
    render: (fen: number) => formatFen(fen),
  })
  const columns: TableColumnsType<InstalmentRow> = [
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
      key: 'projectTitle',
      dataIndex: 'projectTitle',
      title: label('projectTitle'),
      width: 220,
      ellipsis: true,
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: label('customerName'),
      width: 200,
      ellipsis: true,
    },
    { key: 'seq', dataIndex: 'seq', title: label('seq'), width: 60, align: 'center' },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: label('kind'),
      width: 90,
      render: (k: string) => kindWord(t, k),
    },
    { key: 'dueDate', dataIndex: 'dueDate', title: label('dueDate'), width: 110 },
    { key: 'ratio', dataIndex: 'ratio', title: label('ratio'), width: 90, align: 'right' },
    money('amount'),
    money('received'),
    {
      ...money('outstanding'),
      render: (fen: number, row) =>
        row.state === 'overdue' ? (
          <Typography.Text type="danger" strong>
            {formatFen(fen)}
          </Typography.Text>
        ) : (
          formatFen(fen)
        ),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: label('state'),
      width: 130,
      render: (s: InstalmentState, row) => (
        <>
          <InstalmentStateTag state={s} />
          {row.overdueDays > 0 && (
            <Typography.Text type="danger">
              {t('paymentPlan.daysOverdue', { n: row.overdueDays })}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'ownerName', dataIndex: 'ownerName', title: label('ownerName'), width: 90 },
  ]
  const values = {
    keyword: list.filters.keyword ?? '',
    state: list.filters.state,
    kind: list.filters.kind,
    due: [
      list.filters.dueFrom ? dayjs(list.filters.dueFrom) : null,
      list.filters.dueTo ? dayjs(list.filters.dueTo) : null,
    ] as DateRangeValue,
  }
  type Values = typeof values
  const search = (v: Values) => {
    const next: Filters = {
      keyword: v.keyword || undefined,
      state: v.state,
      kind: v.kind,
      dueFrom: v.due?.[0]?.format(DATE_FORMAT),
      dueTo: v.due?.[1]?.format(DATE_FORMAT),
      // a reminder's link names its contract; a new search keeps it until 重置
      contractGuid: v === EMPTY ? undefined : list.filters.contractGuid,
    }
    if (!list.search(next)) void query.refetch()
  }
  return (
    <ListPage<InstalmentRow>
      title={title}
      tableLabel={title}
      tableId="contract.paymentPlan"
      rowKey="guid"
      columns={columns}
      rows={query.data?.list}
      query={query}
      scrollX={1560}
      pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
      toolbar={
        <>
          <ExportButton
            perm={PERMISSIONS.contractPaymentPlan.export}
            endpoint={API.finance.paymentPlan.export}
            filters={list.filters}
            fileName={title}
          />
          {totals && (
            <Typography.Text data-testid="plan-totals" style={{ alignSelf: 'center' }}>
              {t('paymentPlan.totals', {
                amount: formatFen(totals.amount),
                received: formatFen(totals.received),
                outstanding: formatFen(totals.outstanding),
                overdue: formatFen(totals.overdue),
              })}
            </Typography.Text>
          )}
        </>
      }
      search={
        <SearchForm<Values>
          name="paymentPlan"
          values={values}
          emptyValues={EMPTY as Values}
          onSearch={search}
        >
          <Form.Item name="keyword" label={label('keyword')}>
            <Input placeholder={label('keywordHint')} allowClear style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="state" label={label('state')}>
            <Select
              options={states}
              allowClear
              style={{ width: 130 }}
              placeholder={t('common.list.selectPrefix', { what: label('state') })}
            />
          </Form.Item>
          <Form.Item name="kind" label={label('kind')}>
            <Select
              options={kindOptions(t)}
              allowClear
              style={{ width: 130 }}
              placeholder={t('common.list.selectPrefix', { what: label('kind') })}
            />
          </Form.Item>
          <Form.Item name="due" label={label('due')}>
            <DateRangePicker />
          </Form.Item>
        </SearchForm>
      }
    />
  )
}
