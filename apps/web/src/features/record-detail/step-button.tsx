import { Button, Form, Input, Modal, type ButtonProps } from 'antd'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SUCCESS_SECONDS, useConfirm } from '#web/features/list-page/confirm.tsx'
import { notify } from '#web/shared/lib/notify.ts'

/** A text a step asks for before it runs: a reason, a reference, a number. */
export interface StepField {
  /** The body's field it fills (comment, formalInvoiceNumber …). */
  name: string
  label: string
  /** Required, with this message when left empty (optional otherwise). */
  required?: string
  /** One line of at most this many characters (a number); a 500-character text area otherwise. */
  line?: number
}

export interface StepButtonProps extends Pick<ButtonProps, 'type' | 'danger' | 'icon'> {
  /** The step's word on the button and the dialog's title (开具, 终止 …). */
  word: string
  /** A yes/no question asked first (是否确认…); none when the step asks for `field`. */
  question?: string
  /** The text the step asks for, in a dialog of its own. */
  field?: StepField
  /** The form's name (its fields' ids), e.g. `contract.terminate`. */
  formName?: string
  /** Above the field in the dialog (what the step will do). */
  hint?: ReactNode
  /** The step's call with the field's value; a refusal has been told by the client. */
  run: (values: Record<string, string>) => Promise<unknown>
  pending: boolean
  /** Said once it is done. */
  done: string
}

/**
 * One step of a record's workflow on its detail page (开具, 签订, 终止 …): asked first with a
 * yes/no question, or with a dialog for the text it needs (a reason required, a reference),
 * then run, and said done. The button waits while the call is under way.
 */
export const StepButton = ({
  word,
  question,
  field,
  formName,
  hint,
  run,
  pending,
  done,
  ...button
}: StepButtonProps) => {
  const { t } = useTranslation()
  const [confirm, holder] = useConfirm()
  const [asking, setAsking] = useState(false)
  const [form] = Form.useForm<Record<string, string>>()
  const send = async (values: Record<string, string> = {}) => {
    await run(values)
    notify('success', done, SUCCESS_SECONDS)
  }
  const click = async () => {
    if (field) return setAsking(true)
    if (!question || (await confirm(question))) await send()
  }
  return (
    <>
      <Button
        {...button}
        loading={pending}
        // a refusal has been told by the client
        onClick={() => void click().catch(() => undefined)}
      >
        {word}
      </Button>
      {holder}
      {field && (
        <Modal
          open={asking}
          title={word}
          okText={t('common.dialog.ok')}
          cancelText={t('common.dialog.cancel')}
          confirmLoading={pending}
          destroyOnHidden
          onCancel={() => setAsking(false)}
          onOk={() =>
            void form
              .validateFields()
              .then((values) => send({ [field.name]: values[field.name] ?? '' }))
              .then(() => setAsking(false))
              .catch(() => undefined)
          }
        >
          {hint}
          <Form form={form} layout="vertical" name={formName} preserve={false}>
            <Form.Item
              name={field.name}
              label={field.label}
              rules={
                field.required
                  ? [{ required: true, whitespace: true, message: field.required }]
                  : []
              }
            >
              {field.line ? (
                <Input maxLength={field.line} />
              ) : (
                <Input.TextArea rows={3} maxLength={500} showCount />
              )}
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  )
}
