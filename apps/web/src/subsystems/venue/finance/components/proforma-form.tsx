import { Alert, Descriptions, Form, Select, Skeleton } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFen } from '#web/shared/utils/money.ts'
import {
  useProformaPreview,
  useProformaProjects,
} from '#web/subsystems/venue/finance/api/proforma-invoices.ts'
import { ProformaLinesTable } from '#web/subsystems/venue/finance/components/proforma-parts.tsx'

/** The project picker: projects with bookings, found by a part of their name; a draft keeps its own. */
export const ProformaProjectSelect = ({
  fixed,
  ...props
}: {
  value?: string
  onChange?: (v: string) => void
  id?: string
  fixed?: { value: string; label: string }
}) => {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  const found = useProformaProjects(keyword)
  const options = fixed
    ? [fixed]
    : (found.data ?? []).map((p) => ({
        value: p.guid,
        label: `${p.projectNumber} ${p.title}`,
      }))
  return (
    <Select
      {...props}
      disabled={fixed !== undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      placeholder={t('proformaInvoice.projectHint')}
      options={options}
      allowClear
    />
  )
}

/**
 * The lines the server computes from the picked project's bookings and prices, with the
 * subtotal, tax (rounded once) and total in figures and words; a save computes them again.
 */
export const ProformaPreviewField = () => {
  const { t } = useTranslation()
  const projectGuid = Form.useWatch<string | undefined>('projectGuid')
  const preview = useProformaPreview(projectGuid)
  const label = (key: string) => t(`proformaInvoice.${key}`)
  if (!projectGuid)
    return <Alert type="info" showIcon title={label('previewHint')} style={{ marginBottom: 16 }} />
  if (preview.isPending) return <Skeleton active paragraph={{ rows: 3 }} />
  const p = preview.data
  if (!p) return null
  if (p.lines.length === 0)
    return (
      <Alert type="warning" showIcon title={label('previewEmpty')} style={{ marginBottom: 16 }} />
    )
  return (
    <div style={{ marginBottom: 16 }} data-testid="proforma-preview">
      <ProformaLinesTable lines={p.lines} label={label('lines')} />
      <Descriptions bordered size="small" column={3} style={{ marginTop: 8 }}>
        <Descriptions.Item label={label('subtotal')}>{formatFen(p.subtotal)}</Descriptions.Item>
        <Descriptions.Item label={label('tax')}>{formatFen(p.tax)}</Descriptions.Item>
        <Descriptions.Item label={label('total')}>
          <strong data-testid="preview-total">{formatFen(p.total)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={label('totalInWords')} span={3}>
          {p.totalInWords}
        </Descriptions.Item>
      </Descriptions>
    </div>
  )
}
