import { type FollowUp, type FollowUpAdd, followUpAddSchema } from '@app/contracts'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import { Button, DatePicker, Empty, Form, Input, List, Select, Space, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useDictOptions } from '#web/features/dictionaries/dict.tsx'
import { notify } from '#web/shared/lib/notify.ts'
import { DATE_FORMAT, formatDateTime } from '#web/shared/utils/timestamp.ts'

type FollowUpValues = { method: string; content: string; nextDate: Dayjs | null }

/** A follow-up whose next date has passed with nothing logged after it. */
const overdue = (f: FollowUp, latest: boolean) =>
  latest && f.nextDate !== null && f.nextDate < dayjs().format(DATE_FORMAT)

/**
 * A follow-up log (跟进记录): the form to add one with the permission, then the entries, newest
 * first; the newest one's next date, once passed, is marked 已逾期. A customer's and an
 * opportunity's logs are this one (`name` names the form).
 */
export const FollowUpLog = ({
  name,
  log,
  add,
  canFollow,
  closed = false,
}: {
  name: string
  log: Pick<UseQueryResult<FollowUp[]>, 'data' | 'isPending'>
  add: Pick<
    UseMutationResult<FollowUp, unknown, Omit<FollowUpAdd, 'customerGuid'>>,
    'mutateAsync' | 'isPending'
  >
  canFollow: boolean
  /** Nothing more is followed up (a won or lost opportunity): no form, nothing overdue. */
  closed?: boolean
}) => {
  const { t } = useTranslation()
  const methods = useDictOptions('follow_method')
  const [form] = Form.useForm<FollowUpValues>()
  const label = (key: string) => t(`customer.followUp.${key}`)
  const max = followUpAddSchema.shape.content.maxLength ?? 1000
  const submit = async (values: FollowUpValues) => {
    const nextDate = values.nextDate ? values.nextDate.format(DATE_FORMAT) : null
    await add.mutateAsync({ ...values, nextDate })
    form.resetFields()
    notify('success', label('saved'), 2)
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {canFollow && !closed && (
        <Form form={form} layout="inline" onFinish={(v) => void submit(v)} name={name}>
          <Form.Item
            name="method"
            rules={[
              { required: true, message: t('common.list.selectPrefix', { what: label('method') }) },
            ]}
          >
            <Select
              aria-label={label('method')}
              placeholder={label('method')}
              options={methods}
              style={{ width: 110 }}
            />
          </Form.Item>
          <Form.Item
            name="content"
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('common.list.enterPrefix', { what: label('content') }),
              },
            ]}
            style={{ flex: 1, minWidth: 260 }}
          >
            <Input aria-label={label('content')} placeholder={label('content')} maxLength={max} />
          </Form.Item>
          <Form.Item name="nextDate">
            <DatePicker aria-label={label('nextDate')} placeholder={label('nextDate')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {label('add')}
          </Button>
        </Form>
      )}
      <List
        aria-label={t('customer.tabs.followUps')}
        loading={log.isPending}
        dataSource={log.data ?? []}
        locale={{ emptyText: <Empty description={label('none')} /> }}
        renderItem={(f, index) => (
          <List.Item>
            <List.Item.Meta
              title={
                <Space wrap>
                  <Tag>{f.method}</Tag>
                  <span>{f.content}</span>
                </Space>
              }
              description={
                <Space wrap>
                  <span>
                    {t('customer.followUp.by', {
                      name: f.userName,
                      time: formatDateTime(f.createdAt),
                    })}
                  </span>
                  {f.nextDate && (
                    <span>
                      {label('nextDate')}：{f.nextDate}
                    </span>
                  )}
                  {!closed && overdue(f, index === 0) && <Tag color="red">{label('overdue')}</Tag>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Space>
  )
}
