import {
  INSTALMENT_ANCHORS,
  INSTALMENT_TYPES,
  type Instalment,
  instalmentRatioTotal,
} from '@app/contracts'
import { Space, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { FormRowsField, type FormRowsFieldProps } from '#web/features/list-page/form-rows-field.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { paymentPlanApi } from '#web/subsystems/venue/system/api/templates.ts'

/** i18n keys (under `system.paymentPlan`) of the stored (Chinese) instalment types and anchors. */
const KEYS: Record<Instalment['type'] | Instalment['anchor'], string> = {
  定金: 'types.deposit',
  首付款: 'types.firstPayment',
  进度款: 'types.progress',
  尾款: 'types.final',
  押金: 'types.guarantee',
  签约后: 'anchors.afterSigning',
  进馆前: 'anchors.beforeMoveIn',
  撤馆后: 'anchors.afterMoveOut',
}
const word = (t: TFunction, v: keyof typeof KEYS) => t(`system.paymentPlan.${KEYS[v]}`)
const optionsOf = (t: TFunction, values: readonly (keyof typeof KEYS)[]) =>
  values.map((v) => ({ value: v, label: word(t, v) }))

/** A new plan starts with one instalment; its ratio is left to fill in. */
const FIRST_INSTALMENTS = [{ type: '首付款', anchor: '签约后', offsetDays: 7 }] as Instalment[]

/** 付款节点: one row per instalment, with the running total that must reach 100%. */
const instalmentRows = (t: TFunction): FormRowsFieldProps<Instalment> => ({
  name: 'instalments',
  labels: 'system.paymentPlan',
  rowTestId: 'instalment',
  add: 'addInstalment',
  remove: 'removeInstalment',
  newRow: { type: '进度款', anchor: '进馆前', offsetDays: 0 },
  max: 12,
  cells: [
    { name: 'type', width: 110, select: { options: optionsOf(t, INSTALMENT_TYPES) } },
    { name: 'anchor', width: 110, select: { options: optionsOf(t, INSTALMENT_ANCHORS) } },
    {
      name: 'offsetDays',
      width: 130,
      number: { min: 0, max: 365, addonAfter: t('system.paymentPlan.days') },
    },
    { name: 'ratio', width: 140, number: { min: 0.01, max: 100, precision: 2, addonAfter: '%' } },
  ],
  check: (instalments) => {
    const sum = instalmentRatioTotal(instalments)
    return sum === 100 ? undefined : t('validation.ratioTotal', { total: String(sum) })
  },
  summary: (instalments) => {
    const total = instalmentRatioTotal(instalments)
    return (
      <Typography.Text type={total === 100 ? 'success' : 'danger'} data-testid="ratio-total">
        {t('system.paymentPlan.total', { total: String(total) })}
      </Typography.Text>
    )
  },
})

/** /system/paymentPlan: instalment schedules a contract's payment plan starts from (付款计划). */
export const Component = () => {
  const r = useResourceScreen(paymentPlanApi, {
    nameOf: (row) => row.name,
    defaults: { instalments: FIRST_INSTALMENTS },
  })
  const { t } = r
  return (
    <ResourceScreen
      screen={r}
      scrollX={1100}
      dialogWidth={760}
      columns={[
        r.col.text('name', { width: 160 }),
        r.col.render('instalments', (v: Instalment[]) => (
          <Space size={[4, 4]} wrap>
            {v.map((i, n) => (
              // long English texts wrap inside the tag instead of running into the next column
              <Tag key={n} color="blue" style={{ whiteSpace: 'normal' }}>
                {t('system.paymentPlan.instalment', {
                  type: word(t, i.type),
                  anchor: word(t, i.anchor),
                  days: i.offsetDays,
                  ratio: i.ratio,
                })}
              </Tag>
            ))}
          </Space>
        )),
        {
          key: 'count',
          title: r.label('count'),
          width: 90,
          render: (_, row) => row.instalments.length,
        },
        ...r.col.recordTail(),
      ]}
      search={[r.search.text('name'), r.search.status()]}
      form={[
        r.field.text('name'),
        <FormRowsField key="instalments" {...instalmentRows(t)} />,
        ...r.field.recordTail(),
      ]}
    />
  )
}
