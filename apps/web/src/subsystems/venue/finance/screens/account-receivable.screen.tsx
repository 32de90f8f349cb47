import {
  AGING_BUCKETS,
  API,
  PERMISSIONS,
  type ReceivableQuery,
  type ReceivableRow,
  receivableQuerySchema,
} from '@app/contracts'
import { Checkbox, DatePicker, Form, Input, Table, Typography, type TableColumnsType } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { ExportButton } from '#web/features/list-page/list-toolbar.tsx'
import { filterCodecOf } from '#web/features/list-page/schema-fields.ts'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { useListState } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { formatFen } from '#web/shared/utils/money.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import { useReceivables } from '#web/subsystems/venue/finance/api/finance.ts'

type Filters = Omit<ReceivableQuery, 'page' | 'pageSize'>
const codec = filterCodecOf<Filters>(receivableQuerySchema)
type Values = { asOf: Dayjs | null; keyword: string; outstanding: boolean }
const EMPTY: Values = { asOf: null, keyword: '', outstanding: false }
type Money = Exclude<
  keyof ReceivableRow,
  'projectGuid' | 'projectNumber' | 'projectTitle' | 'customerName' | 'ownerName'
>

/**
 * /financialManagement/accountreceivable (应收账款): per project, what its signed contracts ask
 * for, received by the chosen day (today unless told), and the outstanding by how long it has
 * been overdue on it; a totals row over every match; exported with it.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = useReceivables({ ...list.page, ...list.filters })
  const label = (k: string) => t(`receivable.${k}`)
  const money = (key: Money, title: string, width = 120) => ({
    key,
    dataIndex: key,
    title,
    width,
    align: 'right' as const,
    render: (fen: number) =>
      key !== 'receivable' &&
      key !== 'received' &&
      key !== 'outstanding' &&
      key !== 'notDue' &&
      fen > 0 ? (
        <Typography.Text type="danger">{formatFen(fen)}</Typography.Text>
      ) : (
        formatFen(fen)
      ),
  })
  const columns: TableColumnsType<ReceivableRow> = [
    {
      key: 'projectNumber',
      dataIndex: 'projectNumber',
      title: label('projectNumber'),
      width: 130,
      fixed: 'left',
      // its project's detail
      render: (n: string, row) => (
        <Link to={`/project/projectInfo?guid=${row.projectGuid}`}>{n}</Link>
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
    money('receivable', label('receivable'), 130),
    money('received', label('received'), 130),
    money('outstanding', label('outstanding'), 130),
    money('notDue', label('notDue')),
    {
      key: 'aging',
      title: label('aging.title'),
      children: AGING_BUCKETS.map((b) => money(b, label(`aging.${b}`))),
    },
    { key: 'ownerName', dataIndex: 'ownerName', title: label('ownerName'), width: 90 },
  ]
  const totals = query.data?.totals
  const values: Values = {
    asOf: list.filters.asOf ? dayjs(list.filters.asOf) : null,
    keyword: list.filters.keyword ?? '',
    outstanding: list.filters.outstanding === '1',
  }
  const search = (v: Values) => {
    const next: Filters = {
      asOf: v.asOf ? v.asOf.format(DATE_FORMAT) : undefined,
      keyword: v.keyword || undefined,
      outstanding: v.outstanding ? '1' : undefined,
    }
    if (!list.search(next)) void query.refetch()
  }
  const order: Money[] = ['receivable', 'received', 'outstanding', 'notDue', ...AGING_BUCKETS]
  return (
    <ListPage<ReceivableRow>
      title={title}
      tableLabel={title}
      tableId="finance.receivables"
      rowKey="projectGuid"
      columns={columns}
      rows={query.data?.list}
      query={query}
      scrollX={1700}
      pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
      tableProps={{
        bordered: true,
        summary: () =>
          totals && (
            <Table.Summary fixed>
              <Table.Summary.Row data-testid="receivable-totals">
                <Table.Summary.Cell index={0} colSpan={3}>
                  <Typography.Text strong>
                    {label('totals')}（{label('asOf')} {query.data?.asOf}）
                  </Typography.Text>
                </Table.Summary.Cell>
                {order.map((k, i) => (
                  <Table.Summary.Cell key={k} index={3 + i} align="right">
                    <Typography.Text strong>{formatFen(totals[k])}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={3 + order.length} />
              </Table.Summary.Row>
            </Table.Summary>
          ),
      }}
      toolbar={
        <ExportButton
          perm={PERMISSIONS.receivable.export}
          endpoint={API.finance.receivables.export}
          filters={list.filters}
          fileName={title}
        />
      }
      search={
        <SearchForm<Values>
          name="receivables"
          values={values}
          emptyValues={EMPTY}
          onSearch={search}
        >
          <Form.Item name="asOf" label={label('asOf')}>
            <DatePicker placeholder={dayjs().format(DATE_FORMAT)} />
          </Form.Item>
          <Form.Item name="keyword" label={label('keyword')}>
            <Input placeholder={label('keywordHint')} allowClear style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="outstanding" valuePropName="checked">
            <Checkbox>{label('onlyOutstanding')}</Checkbox>
          </Form.Item>
        </SearchForm>
      }
    />
  )
}
