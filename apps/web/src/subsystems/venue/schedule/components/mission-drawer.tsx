import { PERMISSIONS, type BookingUsage, type Mission } from '@app/contracts'
import { Button, Descriptions, Drawer, Flex, Form, Popconfirm, Select } from 'antd'
import dayjs from 'dayjs'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Permission, useHasPermission } from '#web/features/permissions/permission.tsx'
import { ApiError } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'
import type { DateRangeValue } from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import { sanitizeRichText } from '#web/shared/ui/rich-text-editor/sanitize-html.ts'
import { useDeleteMissions, useUpdateMission } from '../api/schedule-queries.ts'
import { formatMinute } from '../venue-day.ts'
import { DatesAndRemarkFields, useBookingOptions } from './booking-fields.tsx'

const ERROR_SECONDS = 6

export interface MissionDrawerProps {
  open: boolean
  mission: Mission | null
  siteNameOf: (siteGuid: string) => string
  /** The project calendar's block may stand for several sites: their names, in place of one. */
  siteText?: string
  /** The project calendar shows details only. */
  readOnly?: boolean
  onClose: () => void
}

interface EditValues {
  usage: BookingUsage
  level: number
  status: number
  dates: DateRangeValue
  remark: string
}

/**
 * A saved booking's details; edit and delete for those allowed (docs/product/routes.md
 * "Menus and permissions").
 */
export const MissionDrawer = ({
  open,
  mission,
  siteNameOf,
  siteText,
  readOnly = false,
  onClose,
}: MissionDrawerProps) => {
  const { t } = useTranslation()
  const options = useBookingOptions()
  // editing belongs to one booking: another one opens in its details
  const [editingMid, setEditingMid] = useState<string | null>(null)
  const editing = mission !== null && editingMid === mission.mid
  const setEditing = (on: boolean) => setEditingMid(on && mission ? mission.mid : null)
  const [form] = Form.useForm<EditValues>()
  const formName = `mission-${useId().replaceAll(':', '')}`
  const update = useUpdateMission()
  const remove = useDeleteMissions()

  // a reopened booking starts with its details, not the last edit form
  const close = () => {
    setEditingMid(null)
    onClose()
  }

  const fail = (error: unknown) => {
    if (error instanceof ApiError) notify('error', error.message, ERROR_SECONDS)
  }

  const startEdit = () => {
    if (!mission) return
    form.setFieldsValue({
      usage: mission.usage,
      level: mission.level,
      status: mission.status,
      dates: [dayjs(mission.fromDate), dayjs(mission.toDate)],
      remark: mission.remark,
    })
    setEditing(true)
  }

  const submit = async (v: EditValues) => {
    if (!mission || !v.dates[0] || !v.dates[1]) return
    try {
      await update.mutateAsync({
        mid: mission.mid,
        version: mission.version,
        fromDate: v.dates[0].format('YYYY-MM-DD'),
        from_date_t: mission.from_date_t,
        toDate: v.dates[1].format('YYYY-MM-DD'),
        to_date_t: mission.to_date_t,
        level: v.level,
        status: v.status,
        usage: v.usage,
        remark: v.remark ?? '',
      })
    } catch (error) {
      fail(error)
      return
    }
    notify('success', t('schedule.drawer.updated'), 3)
    close()
  }

  const del = async () => {
    if (!mission) return
    try {
      await remove.mutateAsync([mission.mid])
    } catch (error) {
      fail(error)
      return
    }
    notify('success', t('schedule.drawer.deleted'), 3)
    close()
  }

  // 已确认 comes with a signed contract: chosen by hand only with the confirm permission
  const mayConfirm = useHasPermission([PERMISSIONS.schedule.confirm])
  const statusOptions = [0, 1, 2, 3].map((s) => ({
    value: s,
    label: t(`schedule.status.${s}`),
    disabled: s === 2 && !mayConfirm && mission?.status !== 2,
  }))

  return (
    <Drawer
      open={open}
      size={480}
      title={mission?.text1 || t('schedule.drawer.title')}
      onClose={close}
      extra={
        mission &&
        !editing &&
        !readOnly && (
          <Flex gap={8}>
            <Permission perms={[PERMISSIONS.schedule.edit]}>
              <Button onClick={startEdit}>{t('schedule.drawer.edit')}</Button>
            </Permission>
            <Permission perms={[PERMISSIONS.schedule.remove]}>
              <Popconfirm title={t('schedule.drawer.deleteConfirm')} onConfirm={() => del()}>
                <Button danger loading={remove.isPending}>
                  {t('schedule.drawer.delete')}
                </Button>
              </Popconfirm>
            </Permission>
          </Flex>
        )
      }
    >
      {mission && !editing && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('schedule.drawer.project')}>
            {mission.text1}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.drawer.customer')}>
            {mission.text2}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.drawer.site')}>
            {siteText ?? siteNameOf(mission.siteGuid)}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.drawer.time')}>
            {mission.fromDate} {formatMinute(mission.from_date_t)} – {mission.toDate}{' '}
            {formatMinute(mission.to_date_t)}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.booking.usage')}>
            {t(`schedule.usage.${mission.usage}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.booking.level')}>
            {t(`schedule.level.${mission.level}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.drawer.status')}>
            {/* the block's own colours, as on the grid */}
            <span
              style={{
                background: mission.color,
                color: mission.fontColor,
                borderRadius: 4,
                padding: '1px 8px',
              }}
            >
              {mission.statusText || t(`schedule.status.${mission.status}`)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('schedule.booking.remark')}>
            <div
              // stored sanitised; sanitised again on the way in, the server may be older
              dangerouslySetInnerHTML={{ __html: sanitizeRichText(mission.remark) }}
            />
          </Descriptions.Item>
        </Descriptions>
      )}
      {mission && editing && (
        <Form<EditValues>
          form={form}
          name={formName}
          layout="vertical"
          onFinish={(v) => void submit(v)}
        >
          <Form.Item name="usage" label={t('schedule.booking.usage')}>
            <Select options={options.usage} />
          </Form.Item>
          <Form.Item name="level" label={t('schedule.booking.level')}>
            <Select options={options.level} />
          </Form.Item>
          <Form.Item name="status" label={t('schedule.drawer.status')}>
            <Select options={statusOptions} />
          </Form.Item>
          <DatesAndRemarkFields />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setEditing(false)}>{t('schedule.booking.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('schedule.booking.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Drawer>
  )
}
