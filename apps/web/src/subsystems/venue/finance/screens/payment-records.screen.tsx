import {
  API,
  PERMISSIONS,
  RECEIPT_IMPORT_MAX_ROWS,
  RECEIPT_STATES,
  type Receipt,
  type ReceiptImportRow,
  type ReceiptRow,
} from '@app/contracts'
import { Button, DatePicker, Form, InputNumber } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type ReactElement, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImportDialog } from '#web/features/list-page/import-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { FEN_AS_YUAN } from '#web/shared/utils/money.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import { receiptApi } from '#web/subsystems/venue/finance/api/finance.ts'
import { ClaimDialog } from '#web/subsystems/venue/finance/components/claim-dialog.tsx'
import { ReceiptDetail } from '#web/subsystems/venue/finance/components/receipt-detail.tsx'
import {
  METHOD_OPTIONS,
  ReceiptStateTag,
} from '#web/subsystems/venue/finance/components/receipt-parts.tsx'

/** A day kept as yyyy-MM-dd in the form and the body, picked on a calendar. */
const DAY_AS_TEXT = {
  getValueProps: (day: string | null | undefined) => ({ value: day ? dayjs(day) : day }),
  normalize: (d: Dayjs | null) => (d ? d.format(DATE_FORMAT) : d),
}

/**
 * /financialManagement/paymentRecords (收款记录): the money that arrived, entered (or imported
 * from a bank statement), claimed against contract instalments in one or more parts, a claim
 * undone with its reason; a number opens its detail (`?guid=`).
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(receiptApi, {
    nameOf: (row) => row.receiptNumber,
    detail: true,
    defaults: { method: '对公转账', arrivalDate: dayjs().format(DATE_FORMAT) },
    dateRanges: { arrival: ['arrivalFrom', 'arrivalTo', 'day'] },
  })
  const detail = useDetailGuid()
  const mayClaim = useHasPermission([PERMISSIONS.receipt.claim])
  const [claiming, setClaiming] = useState<Receipt | null>(null)
  const [importing, setImporting] = useState(false)
  const claim = async (guid: string) =>
    setClaiming(await callApi(API.finance.receipt.detail, { query: { guid } }))
  const states = useMemo(
    () => RECEIPT_STATES.map((s) => ({ value: s, label: t(`receipt.states.${s}`) })),
    [t],
  )
  return (
    <>
      <ResourceScreen<ReceiptRow>
        screen={r}
        selectable={false}
        scrollX={1400}
        importOf={{ perm: PERMISSIONS.receipt.add, onClick: () => setImporting(true) }}
        columns={[
          r.col.render(
            'receiptNumber',
            (n: string, row) => (
              <a
                href={`?guid=${row.guid}`}
                onClick={(e) => {
                  e.preventDefault()
                  detail.open(row.guid)
                }}
              >
                {n}
              </a>
            ),
            { width: 130 },
          ),
          r.col.render('state', (s: ReceiptRow['state']) => <ReceiptStateTag state={s} />, {
            width: 100,
          }),
          r.col.ellipsis('payer', { width: 240 }),
          r.col.money('amount', { width: 130 }),
          r.col.money('unallocated', { width: 130 }),
          r.col.text('method', { width: 100 }),
          r.col.text('arrivalDate', { width: 110 }),
          r.col.ellipsis('bankSerial', { width: 180 }),
          r.col.text('createdByName', { width: 90 }),
          r.col.actions(
            (row) =>
              mayClaim &&
              row.unallocated > 0 && (
                <Button type="link" size="small" onClick={() => void claim(row.guid)}>
                  {t('receipt.claim')}
                </Button>
              ),
            { removable: (row) => row.allocated === 0 },
          ),
        ]}
        search={[
          r.search.text('keyword', { placeholder: t('receipt.keywordHint'), width: 240 }),
          r.search.select('state', states, 130),
          r.search.select('method', METHOD_OPTIONS, 130),
          r.search.dateRange('arrival'),
        ]}
        form={[
          r.field.text('payer'),
          r.field.item(
            'amount',
            <InputNumber<number> min={0.01} precision={2} style={{ width: '100%' }} />,
            FEN_AS_YUAN,
          ),
          r.field.select('method', METHOD_OPTIONS),
          r.field.item('arrivalDate', <DatePicker style={{ width: '100%' }} />, DAY_AS_TEXT),
          <BankSerialField key="serial" item={r.field.text} />,
          r.field.textarea('remark', 3),
        ]}
      />
      <ImportDialog<ReceiptImportRow>
        open={importing}
        onClose={() => setImporting(false)}
        title={t('receipt.importTitle')}
        endpoints={API.finance}
        templateName={t('receipt.importTemplate')}
        refresh={receiptApi.keys.all}
        maxRows={RECEIPT_IMPORT_MAX_ROWS}
        recordColumns={[
          { key: 'bankSerial', dataIndex: 'bankSerial', title: r.label('bankSerial'), width: 200 },
        ]}
      />
      <ReceiptDetail guid={detail.guid} onClose={detail.close} onClaim={setClaiming} />
      {claiming && <ClaimDialog receipt={claiming} onClose={() => setClaiming(null)} />}
    </>
  )
}

/** 银行流水号: asked for unless the money came in cash. */
const BankSerialField = ({
  item,
}: {
  item: (name: string, more?: { required?: boolean; extra?: string }) => ReactElement
}) => {
  const { t } = useTranslation()
  const method = Form.useWatch<string | undefined>('method')
  return method === '现金'
    ? null
    : item('bankSerial', { required: true, extra: t('receipt.serialHint') })
}
