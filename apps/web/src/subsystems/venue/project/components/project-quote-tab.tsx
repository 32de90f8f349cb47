import { Alert, Descriptions, Empty, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatFen, formatMoney } from '#web/shared/utils/money.ts'
import { useProjectQuote } from '#web/subsystems/venue/project/api/projects.ts'

/**
 * 报价: the project's blocks priced from 价格管理 (site × days × price by period type, the
 * holiday factor on holidays), the floor, approved discounts, tax and total.
 */
export const ProjectQuoteTab = ({ projectGuid }: { projectGuid: string }) => {
  const { t } = useTranslation()
  const quote = useProjectQuote(projectGuid)
  const q = quote.data
  const label = (key: string) => t(`project.quote.${key}`)
  return (
    <>
      {q && q.lines.length > 0 && !q.priced && (
        <Alert type="warning" showIcon title={label('unpriced')} style={{ marginBottom: 12 }} />
      )}
      <Table
        rowKey="mid"
        size="small"
        loading={quote.isPending}
        dataSource={q?.lines ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={label('none')} /> }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'site', dataIndex: 'siteName', title: label('site'), width: 110 },
          { key: 'period', dataIndex: 'periodType', title: label('period'), width: 90 },
          {
            key: 'dates',
            title: label('dates'),
            width: 210,
            render: (_, l) =>
              l.fromDate === l.toDate ? l.fromDate : `${l.fromDate} ~ ${l.toDate}`,
          },
          {
            key: 'days',
            title: label('days'),
            width: 130,
            render: (_, l) =>
              l.holidayDays > 0
                ? `${l.days}（${t('project.quote.holidays', { count: l.holidayDays })}）`
                : l.days,
          },
          {
            key: 'price',
            title: label('price'),
            width: 150,
            render: (_, l) =>
              l.price === null ? (
                <Typography.Text type="warning">{label('noPrice')}</Typography.Text>
              ) : (
                `${formatMoney(l.price)} ${l.unit}`
              ),
          },
          {
            key: 'quantity',
            dataIndex: 'quantity',
            title: label('quantity'),
            width: 100,
            align: 'right',
            render: (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 }),
          },
          {
            key: 'amount',
            dataIndex: 'amount',
            title: label('amount'),
            width: 140,
            align: 'right',
            render: (fen: number) => formatFen(fen),
          },
        ]}
      />
      {q && q.lines.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={3}
          style={{ marginTop: 12 }}
          data-testid="project-quote-summary"
          items={[
            { key: 'subtotal', label: label('subtotal'), children: formatFen(q.subtotal) },
            { key: 'discount', label: label('discount'), children: formatFen(q.discount) },
            { key: 'tax', label: label('tax'), children: formatFen(q.tax) },
            { key: 'floor', label: label('floor'), children: formatFen(q.floor) },
            {
              key: 'total',
              label: label('total'),
              span: 2,
              children: <Typography.Text strong>{formatFen(q.total)}</Typography.Text>,
            },
          ]}
        />
      )}
    </>
  )
}
