import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  INSTALMENT_ANCHORS,
  INSTALMENT_TYPES,
  type Instalment,
  PERMISSIONS,
  type PaymentPlanTemplate,
  type PaymentPlanTemplateQuery,
  type PaymentPlanTemplateSave,
  instalmentRatioTotal,
} from '@app/contracts'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import {
  rowActionsColumn,
  StatusSelect,
  statusColumn,
  timeColumn,
} from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { StatusSearchField, TextSearchField } from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useSelection } from '#web/features/list-page/use-selection.ts'
import { useHasPermission } from '#web/features/permissions/permission.tsx'
import {
  useListState,
  intParam,
  textParam,
  type FilterCodec,
} from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { paymentPlanApi } from '#web/subsystems/venue/system/api/templates.ts'

const P = PERMISSIONS.paymentPlanTemplate

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

type Filters = Omit<PaymentPlanTemplateQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string; status?: number }
const codec: FilterCodec<Filters> = {
  read: (p) => ({
    name: textParam(p, 'name'),
    status: intParam(p, 'status', [0, 1]) as Filters['status'],
  }),
  write: (f) => ({ name: f.name, status: f.status }),
}
const EMPTY: SearchValues = { name: undefined, status: undefined }

type FormValues = Omit<PaymentPlanTemplateSave, 'guid' | 'version' | 'instalments'> & {
  instalments: Partial<Instalment>[]
}
const NEW_INSTALMENT: Partial<Instalment> = { type: '进度款', anchor: '进馆前', offsetDays: 0 }
const DEFAULTS: Partial<FormValues> = {
  sort: 0,
  status: 1,
  remark: '',
  instalments: [{ type: '首付款', anchor: '签约后', offsetDays: 7 }],
}

/** /system/paymentPlan: instalment schedules a contract's payment plan starts from (付款计划). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = paymentPlanApi.usePage({ ...list.page, ...list.filters })
  const save = paymentPlanApi.useSave()
  const del = paymentPlanApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const [form] = Form.useForm<FormValues>()
  const hasEdit = useHasPermission([P.edit])
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<PaymentPlanTemplate, FormValues>()
  const instalments = Form.useWatch('instalments', form) ?? []
  const total = instalmentRatioTotal(instalments)
  const instalmentsKey = JSON.stringify(instalments)
  // the "must total 100%" message is checked again as soon as a ratio changes
  useEffect(() => {
    if (form.getFieldError(['instalments']).length)
      form.validateFields([['instalments']]).catch(() => undefined)
  }, [form, instalmentsKey])

  const typeLabel = (v: Instalment['type']) => t(`system.paymentPlan.types.${TYPE_KEYS[v]}`)
  const anchorLabel = (v: Instalment['anchor']) => t(`system.paymentPlan.anchors.${ANCHOR_KEYS[v]}`)
  const typeOptions = INSTALMENT_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))
  const anchorOptions = INSTALMENT_ANCHORS.map((v) => ({ value: v, label: anchorLabel(v) }))

  const columns: TableColumnsType<PaymentPlanTemplate> = [
    { key: 'name', dataIndex: 'name', title: t('system.paymentPlan.name'), width: 160 },
    {
      key: 'instalments',
      dataIndex: 'instalments',
      title: t('system.paymentPlan.instalments'),
      render: (v: Instalment[]) => (
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
      ),
    },
    {
      key: 'count',
      title: t('system.paymentPlan.count'),
      width: 90,
      render: (_, r) => r.instalments.length,
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    statusColumn<PaymentPlanTemplate>(t, {
      nameOf: (row) => row.name,
      canEdit: hasEdit,
      onChange: (row, on) => save.mutateAsync({ ...row, status: on ? 1 : 0 }),
    }),
    timeColumn<PaymentPlanTemplate>(t),
    rowActionsColumn<PaymentPlanTemplate>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
    }),
  ]

  const submit = async (values: FormValues) => {
    const body = { ...values, instalments: values.instalments as Instalment[] }
    await dialog.save(body, save.mutateAsync)
  }

  return (
    <>
      <ListPage<PaymentPlanTemplate>
        title={title}
        tableLabel={title}
        tableId="system.paymentPlan"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1100}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="paymentPlanSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (
                !list.search({
                  name: v.name?.trim() || undefined,
                  status: v.status as Filters['status'],
                })
              )
                void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.paymentPlan.name')} />
            <StatusSearchField />
          </SearchForm>
        }
        toolbar={
          <>
            <CrudButtons
              perms={{ add: P.add, edit: P.edit, remove: P.remove, export: P.list }}
              selection={selection}
              dialog={dialog}
              nameOf={(row) => row.name}
              remove={remove}
              exportOf={{
                endpoint: paymentPlanApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="paymentPlanForm"
        open={dialog.open}
        width={760}
        title={dialog.title(t('system.paymentPlan.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.paymentPlan.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.paymentPlan.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item label={t('system.paymentPlan.instalments')} required>
          <Form.List
            name="instalments"
            rules={[
              {
                validator: async (_, value: Partial<Instalment>[] | undefined) => {
                  const sum = instalmentRatioTotal(value ?? [])
                  if (sum !== 100)
                    throw new Error(t('validation.ratioTotal', { total: String(sum) }))
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
        <Form.Item name="sort" label={t('common.list.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status.label')}>
          <StatusSelect />
        </Form.Item>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
