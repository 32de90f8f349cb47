import { Form } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { RichTextEditor } from '#web/shared/ui/rich-text-editor/rich-text-editor.tsx'
import { LEVEL_OPTIONS, USAGE_OPTIONS } from '../booking-draft.ts'

/** The usage and hold-level choices of a booking, in the user's language. */
export const useBookingOptions = () => {
  const { t } = useTranslation()
  return {
    usage: USAGE_OPTIONS.map((u) => ({ value: u, label: t(`schedule.usage.${u}`) })),
    level: LEVEL_OPTIONS.map((l) => ({ value: l, label: t(`schedule.level.${l}`) })),
  }
}

/**
 * A booking's dates (both required; the picker refuses a start after the end) and its
 * rich-text remark: the same fields when booking and when editing a booking.
 */
export const DatesAndRemarkFields = () => {
  const { t } = useTranslation()
  return (
    <>
      <Form.Item
        name="dates"
        label={t('schedule.booking.dates')}
        rules={[
          {
            validator: (_, v: DateRangeValue | undefined) =>
              v?.[0] && v[1]
                ? Promise.resolve()
                : Promise.reject(new Error(t('schedule.booking.datesRequired'))),
          },
        ]}
      >
        <DateRangePicker allowClear={false} />
      </Form.Item>
      <Form.Item name="remark" label={t('schedule.booking.remark')}>
        <RichTextEditor ariaLabel={t('schedule.booking.remark')} />
      </Form.Item>
    </>
  )
}
