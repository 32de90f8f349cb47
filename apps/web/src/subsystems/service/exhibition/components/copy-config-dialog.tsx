import { CopyOutlined } from '@ant-design/icons'
import { COPY_CONFIG_PARTS, type ExhibitionRow } from '@app/contracts'
import { Button, Checkbox, Form, Modal, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  useCopyExhibitionConfig,
  useExhibitionTitles,
  type CopyConfigPart,
} from '#web/features/exhibitions/api/copy-exhibition-config.ts'
import { ApiError } from '#web/shared/lib/api-client.ts'
import { notify } from '#web/shared/lib/notify.ts'

const MESSAGE_SECONDS = 2
/** antd's link blue (#1677ff) is 4.1:1 on white; this darker one passes WCAG AA (axe). */
const ROW_ACTION_COLOR = '#0958d9'
/** docs/product/shell.md "Dialogs": the small dialogs are 528 px wide. */
const DIALOG_WIDTH = 528

interface CopyConfigValues {
  fromGuid?: string
  parts: CopyConfigPart[]
}

/**
 * 复制配置: copies another exhibition's service, badge, overtime and file configuration
 * onto this row's exhibition, after a confirmation (the target's settings are replaced).
 */
export const CopyConfigButton = ({ row }: { row: ExhibitionRow }) => {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<CopyConfigValues>()
  const [modal, contextHolder] = Modal.useModal()
  const titles = useExhibitionTitles(open)
  const copy = useCopyExhibitionConfig()

  const sources = (titles.data ?? [])
    .filter((e) => e.guid !== row.guid)
    .map((e) => ({ value: e.guid, label: e.title }))

  const submit = async () => {
    const values = await form.validateFields()
    const from = sources.find((s) => s.value === values.fromGuid)
    if (!from) return
    const confirmed = await modal.confirm({
      title: t('exhibitions.copyConfig.confirmTitle'),
      content: t('exhibitions.copyConfig.confirm', { from: from.label, to: row.title }),
      okText: t('exhibitions.copyConfig.ok'),
    })
    if (!confirmed) return
    copy.mutate(
      { fromGuid: from.value, toGuid: row.guid, parts: values.parts },
      {
        onSuccess: () => {
          notify('success', t('exhibitions.copyConfig.success'), MESSAGE_SECONDS)
          setOpen(false)
        },
        onError: (error) => {
          const reason = error instanceof ApiError ? error.message : ''
          notify(
            'error',
            reason
              ? t('exhibitions.copyConfig.failedWith', { reason })
              : t('exhibitions.copyConfig.failed'),
            MESSAGE_SECONDS,
          )
        },
      },
    )
  }

  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined aria-hidden />}
        style={{ color: ROW_ACTION_COLOR }}
        aria-label={t('exhibitions.copyConfig.openOf', { title: row.title })}
        onClick={() => {
          form.resetFields()
          setOpen(true)
        }}
      >
        {t('exhibitions.copyConfig.open')}
      </Button>
      {contextHolder}
      <Modal
        open={open}
        width={DIALOG_WIDTH}
        title={t('exhibitions.copyConfig.title')}
        okText={t('exhibitions.copyConfig.ok')}
        confirmLoading={copy.isPending}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('exhibitions.copyConfig.target', { title: row.title })}
        </Typography.Paragraph>
        <Form<CopyConfigValues>
          form={form}
          layout="vertical"
          initialValues={{ parts: [...COPY_CONFIG_PARTS] }}
        >
          <Form.Item
            name="fromGuid"
            label={t('exhibitions.copyConfig.source')}
            rules={[{ required: true, message: t('exhibitions.copyConfig.sourceRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={titles.isPending}
              options={sources}
              placeholder={t('exhibitions.copyConfig.sourcePlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="parts"
            label={t('exhibitions.copyConfig.parts')}
            rules={[{ required: true, message: t('exhibitions.copyConfig.partsRequired') }]}
          >
            <Checkbox.Group
              options={COPY_CONFIG_PARTS.map((part) => ({
                value: part,
                label: t(`exhibitions.copyConfig.part.${part}`),
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
