import { type Refund, type RefundRow } from '@app/contracts'
import { InputNumber } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { FEN_AS_YUAN } from '#web/shared/utils/money.ts'
import { refundApi } from '#web/subsystems/venue/finance/api/refunds.ts'
import { RefundDetail } from '#web/subsystems/venue/finance/components/refund-detail.tsx'
import {
  P,
  RefundProjectSelect,
  RefundStateTag,
  sourceOptions,
  sourceWord,
  stateOptions,
  useRefundSteps,
} from '#web/subsystems/venue/finance/components/refund-parts.tsx'

/**
 * /financialManagement/refundAudit (退款审核): deposits and overpayments entered by finance,
 * and the refunds approved cancellations record (待审核, their account added by finance),
 * submitted to their chain (财务经理 → 分管领导), then paid with a bank serial; a number opens
 * its detail (`?guid=`), where it is submitted, approved and paid.
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(refundApi, {
    nameOf: (row) => row.refundNumber,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
    defaults: { sourceType: 'deposit', projectGuid: null },
  })
  const detail = useDetailGuid()
  const stepsOf = useRefundSteps()
  const editing = r.editing as Refund | undefined
  // a cancellation's refund keeps its source, project and amount: finance adds the account
  const fromCancel = editing?.sourceType === 'project_cancel'
  const sources = useMemo(() => sourceOptions(t), [t])
  const manual = useMemo(() => sourceOptions(t, true), [t])
  const states = useMemo(() => stateOptions(t), [t])
  return (
    <>
      <ResourceScreen<RefundRow>
        screen={r}
        selectable={false}
        scrollX={1400}
        columns={[
          r.col.render(
            'refundNumber',
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
          r.col.render('state', (s: number) => <RefundStateTag state={s} />, { width: 130 }),
          r.col.render('sourceType', (s: string) => sourceWord(t, s), { width: 110 }),
          r.col.ellipsis('payee', { width: 220 }),
          r.col.money('amount', { width: 130 }),
          r.col.ellipsis('projectTitle', { width: 220 }),
          r.col.ellipsis('paidSerial', { width: 160 }),
          r.col.text('paidDate', { width: 110 }),
          r.col.text('handlerName', { width: 90 }),
          r.col.updatedAt(),
          r.col.actions(undefined, {
            editable: (row) => stepsOf(row).includes('edit'),
            removable: (row) => stepsOf(row).includes('remove'),
            removePerm: P.edit,
          }),
        ]}
        search={[
          r.search.text('keyword', { placeholder: t('refund.keywordHint'), width: 240 }),
          r.search.select('sourceType', sources, 140),
          r.search.select('state', states, 130),
        ]}
        form={[
          r.field.select('sourceType', fromCancel ? sources : manual, undefined, {
            disabled: fromCancel,
            allowClear: false,
          }),
          r.field.item(
            'projectGuid',
            <RefundProjectSelect
              fixed={
                fromCancel && editing.projectGuid
                  ? {
                      value: editing.projectGuid,
                      label: `${editing.projectNumber} ${editing.projectTitle}`,
                    }
                  : undefined
              }
            />,
            {},
            true,
          ),
          r.field.text('payee'),
          r.field.text('payeeBank'),
          r.field.text('payeeAccount'),
          r.field.item(
            'amount',
            <InputNumber<number>
              min={0.01}
              max={99_999_999.99}
              precision={2}
              disabled={fromCancel}
              style={{ width: '100%' }}
            />,
            FEN_AS_YUAN,
          ),
          r.field.textarea('reason', 3),
        ]}
      />
      <RefundDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(row) => (r.dialog as { openEdit: (row: RefundRow) => void }).openEdit(row)}
      />
    </>
  )
}
