import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  DAY_PART_MAX_TOTAL_MINUTES,
  DAY_PART_STEP_MINUTES,
  type ScheduleTemplateRow,
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
  type FormInstance,
} from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { scheduleTemplateApi } from '#web/subsystems/venue/system/api/schedule-templates.ts'

const NEW_PART: Partial<TemplateDayPart> = { width: 48 }
/** A new template starts with one morning part. */
const FIRST_PARTS = [{ text: '', startMinute: 480, endMinute: 720, width: 48 }]

/** 08:00 from 480. */
const hhmm = (m: number) =>
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

/** 时段: one row per day-part, with the running total (at most 24 h). */
const DayPartsField = ({ form }: { form: FormInstance }) => {
  const { t } = useTranslation()
  const parts = (Form.useWatch('dayParts', form) ?? []) as Partial<TemplateDayPart>[]
  const total = dayPartsTotalMinutes(parts.filter(isComplete))
  const partsKey = JSON.stringify(parts)
  // a list-wide message (over 24 h, overlap) is checked again as soon as the parts change
  useEffect(() => {
    if (form.getFieldError(['dayParts']).length)
      form.validateFields([['dayParts']]).catch(() => undefined)
  }, [form, partsKey])

  return (
    <Form.Item label={t('system.scheduleTemplate.dayParts')} required>
      <Form.List
        name="dayParts"
        rules={[
          {
            validator: async (_, value: Partial<TemplateDayPart>[] | undefined) => {
              const complete = (value ?? []).filter(isComplete)
              if (complete.length === 0) throw new Error(t('system.scheduleTemplate.needOnePart'))
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
                        if (typeof start === 'number' && typeof end === 'number' && end <= start)
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
  )
}

/** /system/scheduleTemplate: the day-parts that make the scheduling grid's columns (排期模板). */
export const Component = () => {
  const r = useResourceScreen(scheduleTemplateApi, {
    nameOf: (row) => row.name,
    defaults: { dayParts: FIRST_PARTS },
    labelAs: { isDefault: 'default', totalMinutes: 'totalHours' },
  })
  return (
    <ResourceScreen<ScheduleTemplateRow>
      screen={r}
      scrollX={1000}
      dialogWidth={720}
      columns={[
        r.col.render(
          'name',
          (v: string, row) => (
            <Space size={4}>
              <span>{v}</span>
              {row.isDefault && <Tag color="blue">{r.label('isDefault')}</Tag>}
            </Space>
          ),
          { width: 160 },
        ),
        r.col.render('dayParts', (v: TemplateDayPart[]) => (
          <Space size={[4, 4]} wrap>
            {v.map((p) => (
              <Tag key={p.startMinute}>
                {p.text} {hhmm(p.startMinute)}-{hhmm(p.endMinute)}
              </Tag>
            ))}
          </Space>
        )),
        r.col.render('totalMinutes', hoursOf, { width: 110 }),
        r.col.text('siteCount', { width: 110 }),
        r.col.text('sort', { width: 100 }),
        r.col.updatedAt(),
        r.col.actions(),
      ]}
      search={[r.search.text('name')]}
      form={[
        r.field.text('name'),
        <DayPartsField key="dayParts" form={r.form} />,
        <Form.Item
          key="isDefault"
          name="isDefault"
          label={r.label('isDefault')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>,
        r.field.number('sort'),
        r.field.textarea('remark', 2),
      ]}
      // a part left without its times is not sent
      toBody={(values: { dayParts?: Partial<TemplateDayPart>[] }) => ({
        ...values,
        dayParts: (values.dayParts ?? []).filter(isComplete),
      })}
    />
  )
}
