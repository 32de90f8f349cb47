import {
  PROFORMA_STATE_VALUES,
  type ProformaInvoice,
  type ProformaInvoiceRow,
} from '@app/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { proformaApi } from '#web/subsystems/venue/finance/api/proforma-invoices.ts'
import { ProformaDetail } from '#web/subsystems/venue/finance/components/proforma-detail.tsx'
import {
  ProformaPreviewField,
  ProformaProjectSelect,
} from '#web/subsystems/venue/finance/components/proforma-form.tsx'
import {
  P,
  ProformaStateTag,
  useProformaSteps,
} from '#web/subsystems/venue/finance/components/proforma-parts.tsx'
import { ProformaPrint } from '#web/subsystems/venue/finance/components/proforma-print.tsx'
import { usePrintGuid } from '#web/features/record-detail/use-print-guid.ts'

/**
 * /financialManagement/proformaInvoice (形式发票): a project's proforma, its lines computed
 * by the server from its bookings and prices; a number opens its detail (`?guid=`), where it
 * is issued (its PI number given), confirmed, converted or voided, and printed (`?print=`).
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(proformaApi, {
    nameOf: (row) => row.invoiceNumber ?? row.projectTitle,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
  })
  const detail = useDetailGuid()
  const print = usePrintGuid()
  const stepsOf = useProformaSteps()
  const editing = r.editing as ProformaInvoice | undefined
  const states = useMemo(
    () => PROFORMA_STATE_VALUES.map((s) => ({ value: s, label: t(`proformaInvoice.states.${s}`) })),
    [t],
  )
  return (
    <>
      <ResourceScreen<ProformaInvoiceRow>
        screen={r}
        selectable={false}
        scrollX={1300}
        dialogWidth={DIALOG_WIDTH.wide}
        dialogLabelWidth={110}
        columns={[
          r.col.render(
            'invoiceNumber',
            (n: string | null, row) => (
              <a
                href={`?guid=${row.guid}`}
                onClick={(e) => {
                  e.preventDefault()
                  detail.open(row.guid)
                }}
              >
                {n ?? t('proformaInvoice.states.0')}
              </a>
            ),
            { width: 130 },
          ),
          r.col.render('state', (s: number) => <ProformaStateTag state={s} />, { width: 130 }),
          r.col.ellipsis('projectTitle', { width: 240 }),
          r.col.ellipsis('customerName', { width: 200 }),
          r.col.money('total', { width: 130 }),
          r.col.text('issueDate', { width: 110 }),
          r.col.text('validUntil', { width: 110 }),
          r.col.text('formalInvoiceNumber', { width: 130 }),
          r.col.updatedAt(),
          r.col.actions(
            (row) => (
              <a
                href={`?print=${row.guid}`}
                onClick={(e) => {
                  e.preventDefault()
                  print.open(row.guid)
                }}
                style={{ marginRight: 8 }}
              >
                {t('proformaInvoice.action.print')}
              </a>
            ),
            {
              editable: (row) => stepsOf(row).includes('edit'),
              removable: (row) => stepsOf(row).includes('remove'),
              removePerm: P.remove,
              width: 170,
            },
          ),
        ]}
        search={[
          r.search.text('keyword', { placeholder: t('proformaInvoice.keywordHint'), width: 240 }),
          r.search.select('state', states, 150),
        ]}
        form={[
          r.field.item(
            'projectGuid',
            <ProformaProjectSelect
              fixed={
                editing && {
                  value: editing.projectGuid,
                  label: `${editing.projectNumber} ${editing.projectTitle}`,
                }
              }
            />,
            {},
            true,
          ),
          <ProformaPreviewField key="preview" />,
          r.field.number('validityDays', { style: { width: 160 } }),
          r.field.textarea('remark', 3),
        ]}
      />
      <ProformaDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(p) => (r.dialog as { openEdit: (row: ProformaInvoiceRow) => void }).openEdit(p)}
        onPrint={print.open}
      />
      {print.guid && <ProformaPrint guid={print.guid} onClose={print.close} />}
    </>
  )
}
