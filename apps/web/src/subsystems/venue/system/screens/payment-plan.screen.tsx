import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  INSTALMENT_ANCHORS,
  INSTALMENT_TYPES,
  type Instalment,
  instalmentRatioTotal,
} from '@app/contracts'
import { Button, Form, InputNumber, Select, Space, Tag, Typography, type FormInstance } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { paymentPlanApi } from '#web/subsystems/venue/system/api/templates.ts'

/** i18n keys of the stored (Chinese) instalment types and anchors. */
const TYPE_KEYS: Record<Instalment['type'], string> = {
  定金: 'deposit',
  首付款: 'firstPayment',
  进度款: 'progress',
  尾款: 'final',
  押金: 'guarantee',
}
const ANCHOR_KEYS: Record<Instalment['anchor'], string> = {
  签约后: 'afterSigning',
  进馆前: 'beforeMoveIn',
  撤馆后: 'afterMoveOut',
}

const NEW_INSTALMENT: Partial<Instalment> = { type: '进度款', anchor: '进馆前', offsetDays: 0 }
/** A new plan starts with one instalment. */
const FIRST_INSTALMENTS: Partial<Instalment>[] = [
  { type: '首付款', anchor: '签约后', offsetDays: 7 },
]

const useInstalmentLabels = () => {
  const { t } = useTranslation()
  const typeLabel = (v: Instalment['type']) => t(`system.paymentPlan.types.${TYPE_KEYS[v]}`)
  const anchorLabel = (v: Instalment['anchor']) => t(`system.paymentPlan.anchors.${ANCHOR_KEYS[v]}`)
  return { t, typeLabel, anchorLabel }
}

/** 付款节点: one row per instalment, with the running total that must reach 100%. */
const InstalmentsField = ({ form }: { form: FormInstance }) => {
  const { t, typeLabel, anchorLabel } = useInstalmentLabels()
  const instalments = (Form.useWatch('instalments', form) ?? []) as Partial<Instalment>[]
  const total = instalmentRatioTotal(instalments)
  const instalmentsKey = JSON.stringify(instalments)
  // the "must total 100%" message is checked again as soon as a ratio changes
  useEffect(() => {
    if (form.getFieldError(['instalments']).length)
      form.validateFields([['instalments']]).catch(() => undefined)
  }, [form, instalmentsKey])
  const typeOptions = INSTALMENT_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))
  const anchorOptions = INSTALMENT_ANCHORS.map((v) => ({ value: v, label: anchorLabel(v) }))

  return (
    <Form.Item label={t('system.paymentPlan.instalments')} required>
      <Form.List
        name="instalments"
        rules={[
          {
            validator: async (_, value: Partial<Instalment>[] | undefined) => {
              const sum = instalmentRatioTotal(value ?? [])
              if (sum !== 100) throw new Error(t('validation.ratioTotal', { total: String(sum) }))
            },
          },
        ]}
      >
        {(fields, { add, remove: removeItem }, { errors }) => (
          <>
            {fields.map(({ key, name }) => (
              <Space key={key} align="start" size={8} data-testid="instalment">
                <Form.Item name={[name, 'type']} rules={[{ required: true }]}>
                  <Select
                    options={typeOptions}
                    aria-label={t('system.paymentPlan.type')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item name={[name, 'anchor']} rules={[{ required: true }]}>
                  <Select
                    options={anchorOptions}
                    aria-label={t('system.paymentPlan.anchor')}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'offsetDays']}
                  rules={[{ required: true, message: t('system.paymentPlan.offsetDays') }]}
                >
                  <InputNumber
                    min={0}
                    max={365}
                    precision={0}
                    addonAfter={t('system.paymentPlan.days')}
                    aria-label={t('system.paymentPlan.offsetDays')}
                    style={{ width: 130 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'ratio']}
                  rules={[{ required: true, message: t('system.paymentPlan.ratio') }]}
                >
                  <InputNumber
                    min={0.01}
                    max={100}
                    precision={2}
                    addonAfter="%"
                    aria-label={t('system.paymentPlan.ratio')}
                    style={{ width: 140 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('system.paymentPlan.removeInstalment')}
                  disabled={fields.length <= 1}
                  onClick={() => removeItem(name)}
                />
              </Space>
            ))}
            <Space size={16} align="center">
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add(NEW_INSTALMENT)}
                disabled={fields.length >= 12}
              >
                {t('system.paymentPlan.addInstalment')}
              </Button>
              <Typography.Text
                type={total === 100 ? 'success' : 'danger'}
                data-testid="ratio-total"
              >
                {t('system.paymentPlan.total', { total: String(total) })}
              </Typography.Text>
            </Space>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}

/** /system/paymentPlan: instalment schedules a contract's payment plan starts from (付款计划). */
export const Component = () => {
  const r = useResourceScreen(paymentPlanApi, { nameOf: (row) => row.name })
  const { t, typeLabel, anchorLabel } = useInstalmentLabels()
  return (
    <ResourceScreen
      screen={{ ...r, defaults: { ...r.defaults, instalments: FIRST_INSTALMENTS } }}
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
                  type: typeLabel(i.type),
                  anchor: anchorLabel(i.anchor),
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
        r.col.text('sort', { width: 100 }),
        r.col.status(),
        r.col.updatedAt(),
        r.col.actions(),
      ]}
      search={[r.search.text('name'), r.search.status()]}
      form={[
        r.field.text('name'),
        <InstalmentsField key="instalments" form={r.form} />,
        ...r.field.recordTail(),
      ]}
    />
  )
}
