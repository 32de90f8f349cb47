import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons'
import { API, type FileTemplate, PERMISSIONS } from '@app/contracts'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DictTag } from '#web/features/dictionaries/dict.tsx'
import { Permission } from '#web/features/permissions/permission.tsx'
import { useRouteTitle } from '#web/shared/hooks/use-route-title.ts'
import { callApi } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'

/** The enabled file templates, by category. */
const useTemplates = () =>
  useQuery({
    queryKey: ['fileTemplateDownloads'],
    queryFn: ({ signal }) => callApi(API.templates.downloads, { signal }),
  })

/**
 * /project/fileTemplateDownload (文件模板下载): the forms an organiser fills for the
 * declaration checklist, grouped by category, each with when it is due and a download.
 */
export const Component = () => {
  const { t } = useTranslation()
  const title = useRouteTitle()
  const templates = useTemplates()
  const groups = useMemo(() => {
    const by = new Map<string, FileTemplate[]>()
    for (const f of templates.data ?? []) by.set(f.category, [...(by.get(f.category) ?? []), f])
    return [...by]
  }, [templates.data])
  return (
    <Flex orientation="vertical" gap={16}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title}
      </Typography.Title>
      <Alert type="info" showIcon title={t('fileTemplateDownload.intro')} />
      {templates.isPending ? (
        <Skeleton active />
      ) : groups.length === 0 ? (
        <Empty description={t('fileTemplateDownload.none')} />
      ) : (
        groups.map(([category, list]) => (
          <Card
            key={category}
            size="small"
            title={<DictTag dictType="file_category" value={category} />}
            extra={t('fileTemplateDownload.count', { count: list.length })}
          >
            <List
              aria-label={category}
              dataSource={list}
              renderItem={(f) => (
                <List.Item
                  actions={[
                    <Permission key="download" perms={[PERMISSIONS.templateDownload.download]}>
                      <Button
                        type="link"
                        icon={<DownloadOutlined aria-hidden />}
                        href={fileUrl(f.fileUrl)}
                        download={f.fileName}
                        aria-label={t('fileTemplateDownload.download', { name: f.fileName })}
                      >
                        {t('fileTemplateDownload.downloadShort')}
                      </Button>
                    </Permission>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<FileExcelOutlined aria-hidden style={{ fontSize: 20 }} />}
                    title={f.name}
                    description={f.remark || f.fileName}
                  />
                </List.Item>
              )}
            />
          </Card>
        ))
      )}
    </Flex>
  )
}
