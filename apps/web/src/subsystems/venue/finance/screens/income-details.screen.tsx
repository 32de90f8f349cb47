import {
  API,
  INCOME_TYPES,
  type IncomeQuery,
  type IncomeRow,
  PERMISSIONS,
  incomeQuerySchema,
} from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Select,
  Tag,
  type TableColumnsType,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { filterCodecOf } from '#web/features/list-page/schema-fields.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { callApi } from '#web/shared/lib/api-client.ts'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatFen } from '#web/shared/utils/money.ts'

type Filters = Omit<IncomeQuery, 'page' | 'pageSize'>
const codec = filterCodecOf<Filters>(incomeQuerySchema)
type Values = {
  keyword: string
  type?: string
  invoiced?: string
  months: [Dayjs | null, Dayjs | null] | null
}
const EMPTY: Values = { keyword: '', type: undefined, invoiced: undefined, months: null }
const MONTH = 'YYYY-MM'

/**
 * /financialManagement/incomeDetails (收入明细): the income ledger the system writes (a signed
 * contract's rent or service fee, an event's extras), filtered by keyword, type, recognised
 * month and invoicing, with the totals by type and by month of every match; exported.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = { ...list.page, ...list.filters }
  const income = useQuery({
    queryKey: ['finance', 'income', query],
    queryFn: ({ signal }) => callApi(API.finance.income.page, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const label = (k: string) => t(`income.${k}`)
  const money = (key: 'amountExclTax' | 'tax' | 'total') => ({
    key,
    dataIndex: key,
    title: label(key),
    width: 130,
    align: 'right' as const,
    render: (fen: number) => formatFen(fen),
  })
  const columns: TableColumnsType<IncomeRow> = [
    { key: 'incomeDate', dataIndex: 'incomeDate', title: label('incomeDate'), width: 110 },
    {
      key: 'projectTitle',
      dataIndex: 'projectTitle',
      title: label('projectTitle'),
      width: 240,
      ellipsis: true,
      render: (text: string, row) => (
        <Link to={`/project/projectInfo?guid=${row.projectGuid}`}>{text || row.projectNumber}</Link>
      ),
    },
    {
      key: 'customerName',
      dataIndex: 'customerName',
      title: label('customerName'),
      width: 200,
      ellipsis: true,
    },
    { key: 'type', dataIndex: 'type', title: label('type'), width: 90 },
    { key: 'source', dataIndex: 'source', title: label('source'), width: 140, ellipsis: true },
    money('amountExclTax'),
    { key: 'taxRate', dataIndex: 'taxRate', title: label('taxRate'), width: 90, align: 'right' },
    money('tax'),
    money('total'),
    {
      key: 'invoiced',
      dataIndex: 'invoiced',
      title: label('invoiced'),
      width: 90,
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{label(v ? 'yes' : 'no')}</Tag>
      ),
    },
    {
      key: 'recognisedMonth',
      dataIndex: 'recognisedMonth',
      title: label('recognisedMonth'),
      width: 110,
    },
  ]
  const values: Values = {
    keyword: list.filters.keyword ?? '',
    type: list.filters.type,
    invoiced: list.filters.invoiced,
    months:
      list.filters.monthFrom || list.filters.monthTo
        ? [
            list.filters.monthFrom ? dayjs(`${list.filters.monthFrom}-01`) : null,
            list.filters.monthTo ? dayjs(`${list.filters.monthTo}-01`) : null,
          ]
        : null,
  }
  const search = (v: Values) => {
    const next: Filters = {
      keyword: v.keyword || undefined,
      type: v.type as Filters['type'],
      invoiced: v.invoiced as Filters['invoiced'],
      monthFrom: v.months?.[0]?.format(MONTH),
      monthTo: v.months?.[1]?.format(MONTH),
    }
    if (!list.search(next)) void income.refetch()
  }
  const data = income.data
  return (
    <Flex vertical gap={16}>
      <ListPage<IncomeRow>
        title={title}
        tableLabel={title}
        tableId="finance.income"
        rowKey="guid"
        columns={columns}
        rows={data?.list}
        query={income}
        scrollX={1500}
        pagination={{ page: list.page, total: data?.count ?? 0, onChange: list.changePage }}
        toolbar={
          <ExportButton
            perm={PERMISSIONS.income.export}
            endpoint={API.finance.income.export}
            filters={list.filters}
            fileName={title}
          />
        }
        search={
          <SearchForm<Values> name="income" values={values} emptyValues={EMPTY} onSearch={search}>
            <Form.Item name="keyword" label={label('keyword')}>
              <Input placeholder={label('keywordHint')} allowClear style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="type" label={label('type')}>
              <Select
                allowClear
                placeholder={label('all')}
                options={INCOME_TYPES.map((v) => ({ value: v, label: v }))}
                style={{ width: 120 }}
              />
            </Form.Item>
            <Form.Item name="months" label={label('months')}>
              <DatePicker.RangePicker picker="month" allowEmpty={[true, true]} />
            </Form.Item>
            <Form.Item name="invoiced" label={label('invoiced')}>
              <Select
                allowClear
                placeholder={label('all')}
                options={[
                  { value: '1', label: label('yes') },
                  { value: '0', label: label('no') },
                ]}
                style={{ width: 100 }}
              />
            </Form.Item>
          </SearchForm>
        }
      />
      {data && (
        <Flex gap={16} wrap>
          <Card size="small" title={label('byType')} style={{ flex: '1 1 420px' }}>
            <Descriptions size="small" column={2} bordered data-testid="income-by-type">
              {data.byType.map((b) => (
                <Descriptions.Item key={b.type} label={b.type}>
                  {formatFen(b.total)}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={label('totals')}>
                <strong>{formatFen(data.totals.total)}</strong>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card size="small" title={label('byMonth')} style={{ flex: '1 1 420px' }}>
            <Descriptions size="small" column={2} bordered data-testid="income-by-month">
              {data.byMonth.map((b) => (
                <Descriptions.Item key={b.month} label={b.month}>
                  {formatFen(b.total)}
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        </Flex>
      )}
    </Flex>
  )
}
