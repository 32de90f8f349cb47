import type { ExhibitionRow } from '@app/contracts'
import { Tooltip, type TableColumnsType } from 'antd'
import type { TFunction } from 'i18next'
import { formatDate } from '#web/shared/utils/timestamp.ts'

/** start ~ end as yyyy-MM-dd; '-' when neither is known. */
export const formatPeriod = (start: number | null, end: number | null): string =>
  start === null && end === null ? '-' : `${formatDate(start) || '-'} ~ ${formatDate(end) || '-'}`

/** Column widths in px; the title takes what is left when its width is not given. */
export interface ExhibitionColumnWidths {
  number: number
  title?: number
  industry: number
  region: number
  applyTime: number
}

/**
 * The columns every exhibition table starts with (the list screen and the switch dialog):
 * exhibition number (projectIdNumber, docs/product/exhibitions.md "Exhibition"), name, industry,
 * region, registration period.
 */
export const exhibitionColumns = (
  t: TFunction,
  widths: ExhibitionColumnWidths,
): TableColumnsType<ExhibitionRow> => [
  {
    key: 'projectIdNumber',
    dataIndex: 'projectIdNumber',
    title: t('exhibitions.field.number'),
    width: widths.number,
  },
  {
    key: 'title',
    dataIndex: 'title',
    title: t('exhibitions.field.title'),
    ...(widths.title ? { width: widths.title } : {}),
    ellipsis: { showTitle: false },
    render: (value: string) => (
      <Tooltip placement="topLeft" title={value}>
        <span>{value}</span>
      </Tooltip>
    ),
  },
  {
    key: 'industry',
    dataIndex: 'industry',
    title: t('exhibitions.field.industry'),
    width: widths.industry,
    render: (value: string | null) => value ?? '-',
  },
  {
    key: 'region',
    dataIndex: 'region',
    title: t('exhibitions.field.region'),
    width: widths.region,
    render: (value: string | null) => value ?? '-',
  },
  {
    key: 'applyTime',
    title: t('exhibitions.field.applyTime'),
    width: widths.applyTime,
    render: (_, row) => formatPeriod(row.applyTimeStart, row.applyTimeEnd),
  },
]
