import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  DAY_PART_MAX_TOTAL_MINUTES,
  DAY_PART_STEP_MINUTES,
  PERMISSIONS,
  type ScheduleTemplateQuery,
  type ScheduleTemplateRow,
  type ScheduleTemplateSave,
  type TemplateDayPart,
  dayPartsProblem,
  dayPartsTotalMinutes,
} from '@app/contracts'
import {
  Button,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { rowActionsColumn, timeColumn } from '#web/features/list-page/columns.tsx'
import { useRemoveAction } from '#web/features/list-page/confirm.tsx'
import { FormDialog } from '#web/features/list-page/form-dialog.tsx'
import { ListPage } from '#web/features/list-page/list-page.tsx'
import { CrudButtons } from '#web/features/list-page/list-toolbar.tsx'
import { SearchForm } from '#web/features/list-page/search-form.tsx'
import { TextSearchField } from '#web/features/list-page/search-fields.tsx'
import { useEditDialog } from '#web/features/list-page/use-edit-dialog.ts'
import { useSelection } from '#web/features/list-page/use-selection.ts'
import { useListState, textParam, type FilterCodec } from '#web/shared/hooks/use-list-state.ts'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { scheduleTemplateApi } from '#web/subsystems/venue/system/api/schedule-templates.ts'

const P = PERMISSIONS.scheduleTemplate

type Filters = Omit<ScheduleTemplateQuery, 'page' | 'pageSize'>
type SearchValues = { name?: string }
const codec: FilterCodec<Filters> = {
  read: (p) => ({ name: textParam(p, 'name') }),
  write: (f) => ({ name: f.name }),
}
const EMPTY: SearchValues = { name: undefined }

type FormValues = Omit<ScheduleTemplateSave, 'guid' | 'version'> & {
  dayParts: Partial<TemplateDayPart>[]
}
const NEW_PART: Partial<TemplateDayPart> = { width: 48 }
const DEFAULTS: Partial<FormValues> = {
  isDefault: false,
  sort: 0,
  remark: '',
  dayParts: [{ text: '', startMinute: 480, endMinute: 720, width: 48 }],
}

/** 08:00 from 480. */
export const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** 00:00, 00:30 … 24:00: the only times a day-part may start or end at. */
const TIME_OPTIONS = Array.from(
  { length: DAY_PART_MAX_TOTAL_MINUTES / DAY_PART_STEP_MINUTES + 1 },
  (_, i) => ({ value: i * DAY_PART_STEP_MINUTES, label: hhmm(i * DAY_PART_STEP_MINUTES) }),
)

/** "14" or "13.5" hours. */
const hoursOf = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10)

const isComplete = (p: Partial<TemplateDayPart> | undefined): p is TemplateDayPart =>
  typeof p?.startMinute === 'number' && typeof p.endMinute === 'number'

/** /system/scheduleTemplate: the day-parts that make the scheduling grid's columns (排期模板). */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const list = useListState(codec)
  const query = scheduleTemplateApi.usePage({ ...list.page, ...list.filters })
  const save = scheduleTemplateApi.useSave()
  const del = scheduleTemplateApi.useRemove()
  const [remove, removeHolder] = useRemoveAction((guids) => del.mutateAsync({ guids }))
  const [form] = Form.useForm<FormValues>()
  const rows = query.data?.list
  const selection = useSelection(rows)
  const dialog = useEditDialog<ScheduleTemplateRow, FormValues>()
  const parts = Form.useWatch('dayParts', form) ?? []
  const total = dayPartsTotalMinutes(parts.filter(isComplete))
  const partsKey = JSON.stringify(parts)
  // a list-wide message (over 24 h, overlap) is checked again as soon as the parts change
  useEffect(() => {
    if (form.getFieldError(['dayParts']).length)
      form.validateFields([['dayParts']]).catch(() => undefined)
  }, [form, partsKey])

  const columns: TableColumnsType<ScheduleTemplateRow> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('system.scheduleTemplate.name'),
      width: 160,
      render: (v: string, row) => (
        <Space size={4}>
          <span>{v}</span>
          {row.isDefault && <Tag color="blue">{t('system.scheduleTemplate.default')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'dayParts',
      dataIndex: 'dayParts',
      title: t('system.scheduleTemplate.dayParts'),
      render: (v: TemplateDayPart[]) => (
        <Space size={[4, 4]} wrap>
          {v.map((p) => (
            <Tag key={p.startMinute}>
              {p.text} {hhmm(p.startMinute)}-{hhmm(p.endMinute)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'totalMinutes',
      dataIndex: 'totalMinutes',
      title: t('system.scheduleTemplate.totalHours'),
      width: 110,
      render: (m: number) => hoursOf(m),
    },
    {
      key: 'siteCount',
      dataIndex: 'siteCount',
      title: t('system.scheduleTemplate.siteCount'),
      width: 110,
    },
    { key: 'sort', dataIndex: 'sort', title: t('common.list.sort'), width: 100 },
    timeColumn<ScheduleTemplateRow>(t),
    rowActionsColumn<ScheduleTemplateRow>(t, {
      edit: { perm: P.edit, onClick: dialog.openEdit },
      remove: { perm: P.remove, onClick: (row) => void remove([row.guid], row.name) },
    }),
  ]

  const submit = async (values: FormValues) => {
    const body = { ...values, dayParts: values.dayParts.filter(isComplete) }
    await dialog.save(body, save.mutateAsync)
  }

  return (
    <>
      <ListPage<ScheduleTemplateRow>
        title={title}
        tableLabel={title}
        tableId="system.scheduleTemplate"
        rowKey="guid"
        columns={columns}
        rows={rows}
        query={query}
        scrollX={1000}
        selection={{ keys: selection.keys, onChange: selection.onChange }}
        pagination={{ page: list.page, total: query.data?.count ?? 0, onChange: list.changePage }}
        search={
          <SearchForm<SearchValues>
            name="scheduleTemplateSearch"
            values={list.filters}
            emptyValues={EMPTY}
            onSearch={(v) => {
              if (!list.search({ name: v.name?.trim() || undefined })) void query.refetch()
            }}
          >
            <TextSearchField name="name" label={t('system.scheduleTemplate.name')} />
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
                endpoint: scheduleTemplateApi.endpoints.export,
                filters: list.filters,
                fileName: title,
              }}
            />
          </>
        }
      />
      <FormDialog<FormValues>
        name="scheduleTemplateForm"
        open={dialog.open}
        width={720}
        title={dialog.title(t('system.scheduleTemplate.what'))}
        form={form}
        initialValues={dialog.row ?? DEFAULTS}
        onSubmit={submit}
        onClose={dialog.close}
      >
        <Form.Item
          name="name"
          label={t('system.scheduleTemplate.name')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: t('common.list.enterPrefix', { what: t('system.scheduleTemplate.name') }),
            },
            { max: 50 },
          ]}
        >
          <Input maxLength={50} showCount />
        </Form.Item>
        <Form.Item label={t('system.scheduleTemplate.dayParts')} required>
          <Form.List
            name="dayParts"
            rules={[
              {
                validator: async (_, value: Partial<TemplateDayPart>[] | undefined) => {
                  const complete = (value ?? []).filter(isComplete)
                  if (complete.length === 0)
                    throw new Error(t('system.scheduleTemplate.needOnePart'))
                  const problem = dayPartsProblem(complete)
                  // a part ending before it starts is shown on that part's end
                  if (problem && problem !== 'validation.dayPartOrder') throw new Error(t(problem))
                },
              },
            ]}
          >
            {(fields, { add, remove: removePart }, { errors }) => (
              <>
                {fields.map(({ key, name }) => (
                  <Space key={key} align="start" size={8} data-testid="day-part">
                    <Form.Item
                      name={[name, 'text']}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('system.scheduleTemplate.partTextRequired'),
                        },
                      ]}
                    >
                      <Input
                        maxLength={20}
                        placeholder={t('system.scheduleTemplate.partText')}
                        aria-label={t('system.scheduleTemplate.partText')}
                        style={{ width: 120 }}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'startMinute']}
                      rules={[{ required: true, message: t('system.scheduleTemplate.start') }]}
                    >
                      <Select
                        showSearch
                        optionFilterProp="label"
                        options={TIME_OPTIONS.slice(0, -1)}
                        aria-label={t('system.scheduleTemplate.start')}
                        placeholder={t('system.scheduleTemplate.start')}
                        style={{ width: 100 }}
                      />
                    </Form.Item>
                    <span style={{ lineHeight: '32px' }}>-</span>
                    <Form.Item
                      name={[name, 'endMinute']}
                      dependencies={[['dayParts', name, 'startMinute']]}
                      rules={[
                        { required: true, message: t('system.scheduleTemplate.end') },
                        ({ getFieldValue }) => ({
                          validator: async (_, end: number | undefined) => {
                            const start = getFieldValue(['dayParts', name, 'startMinute']) as
                              number | undefined
                            if (
                              typeof start === 'number' &&
                              typeof end === 'number' &&
                              end <= start
                            )
                              throw new Error(t('validation.dayPartOrder'))
                          },
                        }),
                      ]}
                    >
                      <Select
                        showSearch
                        optionFilterProp="label"
                        options={TIME_OPTIONS.slice(1)}
                        aria-label={t('system.scheduleTemplate.end')}
                        placeholder={t('system.scheduleTemplate.end')}
                        style={{ width: 100 }}
                      />
                    </Form.Item>
                    <Form.Item name={[name, 'width']} rules={[{ required: true }]}>
                      <InputNumber
                        min={8}
                        max={2000}
                        precision={0}
                        addonAfter="px"
                        aria-label={t('system.scheduleTemplate.width')}
                        style={{ width: 110 }}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('system.scheduleTemplate.removePart')}
                      disabled={fields.length <= 1}
                      onClick={() => removePart(name)}
                    />
                  </Space>
                ))}
                <Space size={16} align="center">
                  <Button
                    type="dashed"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add(NEW_PART)}
                    disabled={fields.length >= 48}
                  >
                    {t('system.scheduleTemplate.addPart')}
                  </Button>
                  <Typography.Text
                    type={total > DAY_PART_MAX_TOTAL_MINUTES ? 'danger' : 'secondary'}
                    data-testid="day-part-total"
                  >
                    {t('system.scheduleTemplate.total', { hours: hoursOf(total) })}
                  </Typography.Text>
                </Space>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={t('system.scheduleTemplate.default')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label={t('common.list.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="remark" label={t('common.list.remark')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
      {removeHolder}
    </>
  )
}
