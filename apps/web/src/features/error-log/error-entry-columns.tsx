import { Typography, type TableColumnsType, type TableProps } from 'antd'
import type { TFunction } from 'i18next'

/** What both error tables show of an entry: the browser's own log and the users' reports. */
interface ErrorFields {
  message: string
  where: string
  url: string
  stack: string
}

/** The message, where and page columns, as both error tables show them. */
export const errorEntryColumns = <Row extends ErrorFields>(t: TFunction): TableColumnsType<Row> => [
  { key: 'message', dataIndex: 'message', title: t('errorLog.message'), ellipsis: true },
  { key: 'where', dataIndex: 'where', title: t('errorLog.where'), width: 220, ellipsis: true },
  { key: 'url', dataIndex: 'url', title: t('errorLog.url'), width: 220, ellipsis: true },
]

const stackStyle = {
  whiteSpace: 'pre-wrap',
  fontFamily: 'monospace',
  fontSize: 12,
  margin: 0,
} as const

/** The stack behind each row's expander (rows without one have none). */
export const errorStackExpander = <Row extends ErrorFields>(
  t: TFunction,
): NonNullable<TableProps<Row>['expandable']> => ({
  rowExpandable: (row) => row.stack !== '',
  expandedRowRender: (row) => (
    <Typography.Paragraph aria-label={t('errorLog.stack')} style={stackStyle}>
      {row.stack}
    </Typography.Paragraph>
  ),
})
