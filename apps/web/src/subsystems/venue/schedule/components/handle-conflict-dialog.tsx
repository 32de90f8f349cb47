import type { Conflict, ConflictState } from '@app/contracts'
import { Form, Input, Modal } from 'antd'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '#web/shared/lib/notify.ts'
import { useHandleConflict } from '../api/schedule-queries.ts'

export interface HandleConflictDialogProps {
  open: boolean
  conflict: Conflict | null
  /** The state the action moves to: 已协调, 已忽略 or 待处理 again. */
  target: ConflictState
  onClose: () => void
}

const ACTION_KEYS: Record<ConflictState, string> = {
  resolved: 'schedule.conflict.markResolved',
  ignored: 'schedule.conflict.ignore',
  open: 'schedule.conflict.reopen',
}

/** One handling step with a note (max 500 characters). */
export const HandleConflictDialog = ({
  open,
  conflict,
  target,
  onClose,
}: HandleConflictDialogProps) => {
  const { t } = useTranslation()
  const [form] = Form.useForm<{ note: string }>()
  const name = `conflict-note-${useId().replaceAll(':', '')}`
  const handle = useHandleConflict()

  useEffect(() => {
    if (open) form.setFieldsValue({ note: '' })
  }, [open, form])

  const submit = async ({ note }: { note: string }) => {
    if (!conflict) return
    try {
      await handle.mutateAsync({ key: conflict.key, state: target, note: note?.trim() ?? '' })
    } catch {
      // the client has already said why
      return
    }
    notify('success', t('schedule.conflict.handled'), 3)
    onClose()
  }

  return (
    <Modal
      open={open}
      width={528}
      title={t(ACTION_KEYS[target])}
      okText={t('schedule.conflict.confirm')}
      cancelText={t('schedule.booking.cancel')}
      confirmLoading={handle.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} name={name} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="note" label={t('schedule.conflict.note')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
