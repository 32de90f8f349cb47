import { SETTLEMENT_STATE_VALUES, type Settlement, type SettlementRow } from '@app/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DIALOG_WIDTH } from '#web/features/list-page/form-dialog.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { useDetailGuid } from '#web/features/record-detail/use-detail-guid.ts'
import { settlementApi } from '#web/subsystems/venue/finance/api/settlements.ts'
import { SettlementDetail } from '#web/subsystems/venue/finance/components/settlement-detail.tsx'
import {
  DepositOffsetField,
  SettlementFiguresField,
  SettlementLinesField,
  SettlementProjectSelect,
} from '#web/subsystems/venue/finance/components/settlement-form.tsx'
import {
  P,
  SettlementStateTag,
  balanceWord,
  useSettlementSteps,
} from '#web/subsystems/venue/finance/components/settlement-parts.tsx'
import { SettlementPrint } from '#web/subsystems/venue/finance/components/settlement-print.tsx'

/** The sheet whose print view is open, kept in the URL as `?print=` (a link opens it). */
const usePrintGuid = () => {
  const [params, setParams] = useSearchParams()
  const guid = params.get('print')
  const set = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (value === null) next.delete('print')
      else next.set('print', value)
      return next
    })
  return {
    guid: guid && guid.length <= 64 ? guid : null,
    open: (value: string) => set(value),
    close: () => set(null),
  }
}

/**
 * /financialManagement/reconciliationSettlement (对账结算): a project's settlement sheet, its
 * contract amount, received and deposit read by the server, the extras and discounts typed
 * as lines; a number opens its detail (`?guid=`), where it is sent to the customer,
 * confirmed, settled (the project 已结算) and printed (`?print=`).
 */
export const Component = () => {
  const { t } = useTranslation()
  const r = useResourceScreen(settlementApi, {
    nameOf: (row) => row.settlementNumber,
    detail: true,
    labelAs: { projectGuid: 'projectTitle' },
  })
  const detail = useDetailGuid()
  const print = usePrintGuid()
  const stepsOf = useSettlementSteps()
  const editing = r.editing as Settlement | undefined
  const states = useMemo(
    () => SETTLEMENT_STATE_VALUES.map((s) => ({ value: s, label: t(`settlement.states.${s}`) })),
    [t],
  )
  return (
    <>
      <ResourceScreen<SettlementRow>
        screen={r}
        selectable={false}
        scrollX={1400}
        dialogWidth={DIALOG_WIDTH.wide}
        dialogLabelWidth={110}
        columns={[
          r.col.render(
            'settlementNumber',
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
          r.col.render('state', (s: number) => <SettlementStateTag state={s} />, { width: 110 }),
          r.col.ellipsis('projectTitle', { width: 240 }),
          r.col.ellipsis('customerName', { width: 180 }),
          r.col.money('contractAmount', { width: 130 }),
          r.col.money('receivable', { width: 130 }),
          r.col.money('received', { width: 130 }),
          r.col.render('balance', (b: number) => balanceWord(t, b), { width: 160 }),
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
                {t('settlement.action.print')}
              </a>
            ),
            {
              editable: (row) => stepsOf(row).includes('edit'),
              removable: (row) => stepsOf(row).includes('remove'),
              removePerm: P.edit,
              width: 170,
            },
          ),
        ]}
        search={[
          r.search.text('keyword', { placeholder: t('settlement.keywordHint'), width: 240 }),
          r.search.select('state', states, 150),
        ]}
        form={[
          r.field.item(
            'projectGuid',
            <SettlementProjectSelect
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
          <SettlementLinesField key="lines" />,
          <DepositOffsetField key="depositOffset" />,
          <SettlementFiguresField key="figures" />,
          r.field.textarea('remark', 3),
        ]}
      />
      <SettlementDetail
        guid={detail.guid}
        onClose={detail.close}
        onEdit={(s) => (r.dialog as { openEdit: (row: SettlementRow) => void }).openEdit(s)}
        onPrint={print.open}
      />
      {print.guid && <SettlementPrint guid={print.guid} onClose={print.close} />}
    </>
  )
}
