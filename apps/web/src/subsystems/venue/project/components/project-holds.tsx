import { BOOKING_USAGES, HOLD_LEVELS, type Project } from '@app/contracts'
import { Alert, Button, Form, List, Modal, Select } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'
import { DATE_FORMAT } from '#web/shared/utils/timestamp.ts'
import {
  DateRangePicker,
  type DateRangeValue,
} from '#web/shared/ui/date-range-picker/date-range-picker.tsx'
import {
  useNextHolds,
  useProjectBook,
  useProjectPromote,
  useProjectSites,
} from '#web/subsystems/venue/project/api/projects.ts'

interface BookValues {
  siteGuids: string[]
  dates: DateRangeValue
  usage: (typeof BOOKING_USAGES)[number]
  level?: number
}

/** States whose blocks are holds, which carry a rank (意向, 预定). */
const HELD = [0, 1]

/**
 * 新增预订: sites of the venue (an opportunity's wanted ones to start with) for the project's
 * days (its stay by default), one usage, through the grid's conflict check; a refusal names
 * the bookings in the way.
 */
export const BookDialog = ({
  project,
  open,
  onClose,
}: {
  project: Project
  open: boolean
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<BookValues>()
  const sites = useProjectSites(open)
  const book = useProjectBook()
  const label = (key: string) => t(`project.book.${key}`)
  const options = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>()
    for (const s of sites.data ?? [])
      groups.set(s.groupName, [
        ...(groups.get(s.groupName) ?? []),
        { value: s.guid, label: s.name },
      ])
    return [...groups].map(([group, list]) => ({ label: group, title: group, options: list }))
  }, [sites.data])
  const day = (text: string | null) => (text ? dayjs(text) : null)
  const send = async () => {
    const v = await form.validateFields()
    const [from, to] = v.dates
    await book.mutateAsync({
      projectGuid: project.guid,
      siteGuids: v.siteGuids,
      fromDate: from?.format(DATE_FORMAT) ?? '',
      toDate: to?.format(DATE_FORMAT) ?? '',
      usage: v.usage,
      ...(v.level ? { level: v.level } : {}),
    })
    notify('success', label('saved'), 2)
    onClose()
  }
  return (
    <Modal
      open={open}
      title={t('project.book.title', { title: project.title })}
      okText={t('common.dialog.ok')}
      cancelText={t('common.dialog.cancel')}
      confirmLoading={book.isPending}
      // a refusal (a clash) has been told by the client; the dialog stays to change the choice
      onOk={() => void send().catch(() => undefined)}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={label('hint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        name="project.book"
        layout="vertical"
        preserve={false}
        initialValues={{
          // a project won from an opportunity starts with the sites that one wanted
          siteGuids: project.wantedSiteGuids,
          dates: [day(project.loadInDate), day(project.loadOutDate)],
          usage: 'show',
          level: 0,
        }}
      >
        <Form.Item
          name="siteGuids"
          label={label('sites')}
          rules={[
            { required: true, message: t('common.list.selectPrefix', { what: label('sites') }) },
          ]}
        >
          <Select
            mode="multiple"
            options={options}
            loading={sites.isPending}
            placeholder={label('sitesHint')}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          name="dates"
          label={label('dates')}
          rules={[
            {
              validator: async (_, v: DateRangeValue | undefined) => {
                if (!v?.[0] || !v[1])
                  throw new Error(t('common.list.selectPrefix', { what: label('dates') }))
              },
            },
          ]}
        >
          <DateRangePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="usage" label={label('usage')}>
          <Select
            options={BOOKING_USAGES.map((u) => ({ value: u, label: t(`project.usage.${u}`) }))}
          />
        </Form.Item>
        {HELD.includes(project.status) && (
          <Form.Item name="level" label={label('level')}>
            <Select
              options={[
                { value: 0, label: label('levelAuto') },
                ...HOLD_LEVELS.map((l) => ({ value: l, label: t('project.hold', { level: l }) })),
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}

/**
 * 提升下一意向: after a first hold was let go, the holds behind it on its dates, each with
 * 提升 (nothing moves by itself; their owners were told).
 */
export const NextHoldsDialog = ({
  released,
  onClose,
}: {
  released: Pick<Project, 'guid' | 'title'> | undefined
  onClose: () => void
}) => {
  const { t } = useTranslation()
  const holds = useNextHolds(released?.guid)
  const promote = useProjectPromote()
  const open = released !== undefined && (holds.data?.length ?? 0) > 0
  // the hold just behind the ranks still taken moves up first
  const first = Math.min(...(holds.data ?? []).map((h) => h.holdLevel ?? 1))
  return (
    <Modal
      open={open}
      title={t('project.nextHolds.title')}
      footer={<Button onClick={onClose}>{t('project.nextHolds.later')}</Button>}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{released && t('project.nextHolds.intro', { title: released.title })}</p>
      <List
        dataSource={holds.data ?? []}
        renderItem={(h) => (
          <List.Item
            actions={[
              <Button
                key="promote"
                type="link"
                disabled={h.holdLevel !== first}
                loading={promote.isPending}
                onClick={() =>
                  void promote
                    .mutateAsync({ guid: h.guid, version: h.version })
                    .then(() => {
                      notify('success', t('project.promoted', { level: (h.holdLevel ?? 2) - 1 }), 2)
                      return holds.refetch()
                    })
                    .catch(() => undefined)
                }
              >
                {t('project.nextHolds.promote')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={`${h.projectNumber} ${h.title}`}
              description={`${t('project.hold', { level: h.holdLevel ?? 1 })} · ${h.ownerName}`}
            />
          </List.Item>
        )}
      />
    </Modal>
  )
}
