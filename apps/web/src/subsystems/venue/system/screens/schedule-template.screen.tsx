import {
  DAY_PART_MAX_TOTAL_MINUTES,
  DAY_PART_STEP_MINUTES,
  type ScheduleTemplateRow,
  type TemplateDayPart,
  dayPartsProblem,
  dayPartsTotalMinutes,
} from '@app/contracts'
import { Space, Switch, Tag, Typography } from 'antd'
import type { TFunction } from 'i18next'
import { FormRowsField, type FormRowsFieldProps } from '#web/features/list-page/form-rows-field.tsx'
import { ResourceScreen, useResourceScreen } from '#web/features/list-page/resource-screen.tsx'
import { scheduleTemplateApi } from '#web/subsystems/venue/system/api/schedule-templates.ts'

/** A new template starts with one morning part. */
const FIRST_PARTS = [{ text: '', startMinute: 480, endMinute: 720, width: 48 }]

/** 08:00 from 480. */
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** 00:00, 00:30 … 24:00: the only times a day-part may start or end at. */
const TIMES = Array.from(
  { length: DAY_PART_MAX_TOTAL_MINUTES / DAY_PART_STEP_MINUTES + 1 },
  (_, i) => ({ value: i * DAY_PART_STEP_MINUTES, label: hhmm(i * DAY_PART_STEP_MINUTES) }),
)
/** A time is picked by typing it too. */
const timeSelect = (options: typeof TIMES) => ({
  showSearch: { optionFilterProp: 'label' },
  options,
})

/** "14" or "13.5" hours. */
const hoursOf = (minutes: number) => String(Math.round((minutes / 60) * 10) / 10)

const isComplete = (p: Partial<TemplateDayPart> | undefined): p is TemplateDayPart =>
  typeof p?.startMinute === 'number' && typeof p.endMinute === 'number'

/** 时段: one row per day-part, with the running total (at most 24 h). */
const dayPartRows = (t: TFunction): FormRowsFieldProps<TemplateDayPart> => ({
  name: 'dayParts',
  labels: 'system.scheduleTemplate',
  rowTestId: 'day-part',
  add: 'addPart',
  remove: 'removePart',
  newRow: { width: 48 },
  max: 48,
  cells: [
    { name: 'text', label: 'partText', width: 120, input: { maxLength: 20 } },
    { name: 'startMinute', label: 'start', width: 100, select: timeSelect(TIMES.slice(0, -1)) },
    {
      name: 'endMinute',
      label: 'end',
      width: 100,
      before: '-',
      select: timeSelect(TIMES.slice(1)),
      // a time not picked yet is NaN: nothing to compare
      check: (end, row) =>
        Number(end) <= Number(row.startMinute) ? t('validation.dayPartOrder') : undefined,
    },
    { name: 'width', width: 110, number: { min: 8, max: 2000, addonAfter: 'px' } },
  ],
  check: (parts) => {
    const complete = parts.filter(isComplete)
    if (complete.length === 0) return t('system.scheduleTemplate.needOnePart')
    const problem = dayPartsProblem(complete)
    // a part ending before it starts is shown on that part's end
    return problem && problem !== 'validation.dayPartOrder' ? t(problem) : undefined
  },
  summary: (parts) => {
    const total = dayPartsTotalMinutes(parts.filter(isComplete))
    return (
      <Typography.Text
        type={total > DAY_PART_MAX_TOTAL_MINUTES ? 'danger' : 'secondary'}
        data-testid="day-part-total"
      >
        {t('system.scheduleTemplate.total', { hours: hoursOf(total) })}
      </Typography.Text>
    )
  },
})

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
        <FormRowsField key="dayParts" {...dayPartRows(r.t)} />,
        r.field.item('isDefault', <Switch />),
        r.field.number('sort'),
        r.field.textarea('remark', 2),
      ]}
    />
  )
}
