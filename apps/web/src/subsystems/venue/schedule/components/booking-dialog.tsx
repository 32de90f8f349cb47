import { type BookingUsage } from '@app/contracts'
import { Alert, Form, Modal, Select, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import type { DateRangeValue } from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { useBookableProjects, useSaveMissions } from '../api/schedule-queries.ts'
import {
  clashesOf,
  draftDates,
  refusedDrafts,
  toNewMissions,
  type BookingDraft,
} from '../booking-draft.ts'
import { DatesAndRemarkFields, useBookingOptions } from './booking-fields.tsx'
import { formatMinute } from '../venue-day.ts'

/** A conflict stays on screen long enough to read (the client's default is 1 s). */
const CONFLICT_SECONDS = 6

export interface BookingDialogProps {
  open: boolean
  /** The grid's unsaved blocks. */
  drafts: readonly BookingDraft[]
  siteNameOf: (siteGuid: string) => string
  /** Saved: the grid clears its unsaved blocks (the grid data refetches itself). */
  onSaved: () => void
  /** 取消: the grid clears its unsaved blocks. */
  onCancel: () => void
  /** A 409 refused these drafts: the grid removes them; the others stay for another try. */
  onRefused: (keys: string[]) => void
}

interface FormValues {
  projectGuid?: string
  usage: BookingUsage
  level: number
  dates: DateRangeValue
  remark: string
}

/**
 * The booking dialog (528 px) opened when a drag on /schedules/Date is released: project,
 * usage, level, the blocks' dates and a rich-text remark; 保存 posts every unsaved block
 * with these fields in one request.
 */
export const BookingDialog = ({
  open,
  drafts,
  siteNameOf,
  onSaved,
  onCancel,
  onRefused,
}: BookingDialogProps) => {
  const { t } = useTranslation()
  const options = useBookingOptions()
  const [form] = Form.useForm<FormValues>()
  const formName = `booking-${useId().replaceAll(':', '')}`
  const projects = useBookableProjects(open)
  const save = useSaveMissions()
  const range = draftDates(drafts)

  useEffect(() => {
    if (!open) return
    form.setFieldsValue({
      dates: range ? [dayjs(range.from), dayjs(range.to)] : [null, null],
    })
    // a new drag, new dates; the project and usage stay from the last booking
    // eslint-disable-next-line react-hooks/exhaustive-deps -- by the drafts' dates only
  }, [open, range?.from, range?.to])

  const projectOptions = useMemo(
    () =>
      (projects.data ?? []).map((p) => ({
        value: p.guid,
        label: p.customer ? `${p.title}（${p.customer}）` : p.title,
      })),
    [projects.data],
  )

  const submit = async (values: FormValues) => {
    if (!values.projectGuid) return
    const [start, end] = values.dates
    const changed =
      range && start && end
        ? start.format('YYYY-MM-DD') !== range.from || end.format('YYYY-MM-DD') !== range.to
        : false
    const body = {
      missions: toNewMissions(drafts, {
        projectGuid: values.projectGuid,
        usage: values.usage,
        level: values.level,
        remark: values.remark ?? '',
        dates:
          changed && start && end
            ? { fromDate: start.format('YYYY-MM-DD'), toDate: end.format('YYYY-MM-DD') }
            : undefined,
      }),
    }
    try {
      await save.mutateAsync(body)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // the server's own words: which booking is in the way
      notify('error', error.message, CONFLICT_SECONDS)
      if (error.code === 409)
        onRefused(refusedDrafts(drafts, clashesOf(error.data)).map((d) => d.key))
      return
    }
    notify('success', t('schedule.booking.saved'), 3)
    onSaved()
  }

  return (
    <Modal
      open={open}
      width={528}
      title={t('schedule.booking.title')}
      okText={t('schedule.booking.save')}
      cancelText={t('schedule.booking.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden={false}
      maskClosable={false}
    >
      <Form<FormValues>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={{ usage: 'show', level: 1, remark: '' }}
        onFinish={(values) => void submit(values)}
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('schedule.booking.blocks', { count: drafts.length })}
        </Typography.Paragraph>
        <ul
          aria-label={t('schedule.booking.blockList')}
          style={{ margin: '0 0 12px', paddingLeft: 20 }}
        >
          {drafts.slice(0, 6).map((d) => (
            <li key={d.key}>
              {siteNameOf(d.siteGuid)} {d.fromDate} {formatMinute(d.from_date_t)} – {d.toDate}{' '}
              {formatMinute(d.to_date_t)}
            </li>
          ))}
          {drafts.length > 6 && <li>…</li>}
        </ul>
        <Form.Item
          name="projectGuid"
          label={t('schedule.booking.project')}
          rules={[{ required: true, message: t('schedule.booking.projectRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={projects.isLoading}
            options={projectOptions}
            placeholder={t('schedule.booking.projectPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="usage" label={t('schedule.booking.usage')} rules={[{ required: true }]}>
          <Select options={options.usage} />
        </Form.Item>
        <Form.Item name="level" label={t('schedule.booking.level')} rules={[{ required: true }]}>
          <Select options={options.level} />
        </Form.Item>
        <DatesAndRemarkFields />
        {drafts.length === 0 && <Alert type="info" title={t('schedule.booking.noBlocks')} />}
      </Form>
    </Modal>
  )
}
