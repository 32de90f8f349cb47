import { CheckOutlined, UploadOutlined } from '@ant-design/icons'
import { API, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@app/contracts'
import {
  Button,
  ColorPicker,
  Divider,
  Drawer,
  Flex,
  Input,
  Switch,
  Typography,
  Upload,
  type UploadProps,
} from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadFile } from '#web/shared/lib/api-client.ts'
import { fileUrl } from '#web/shared/lib/file-url.ts'
import { notify } from '#web/shared/lib/notify.ts'
import { logoImage, useAppSettings, type LayoutSettings } from '#web/stores/app-settings.ts'

/** docs/product/shell.md "Settings": the theme colour presets (plus a picker for any other). */
export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const

type SwitchKey = Exclude<keyof LayoutSettings, 'theme'>

const SettingSwitch = ({ name }: { name: SwitchKey }) => {
  const { t } = useTranslation()
  const id = useId()
  const checked = useAppSettings((s) => s[name])
  const setLayoutSetting = useAppSettings((s) => s.setLayoutSetting)
  return (
    <Flex justify="space-between" align="center">
      <label htmlFor={id}>{t(`settings.${name}`)}</label>
      <Switch
        id={id}
        checked={checked}
        onChange={(value) => setLayoutSetting(name, value)}
        data-testid={`setting-${name}`}
      />
    </Flex>
  )
}

const ThemePicker = () => {
  const { t } = useTranslation()
  const theme = useAppSettings((s) => s.theme)
  const setLayoutSetting = useAppSettings((s) => s.setLayoutSetting)
  const setTheme = (colour: string) => setLayoutSetting('theme', colour)
  const isPreset = THEME_PRESETS.some((p) => p.toLowerCase() === theme.toLowerCase())
  return (
    <div role="group" aria-label={t('settings.theme')}>
      <Flex wrap gap={8} align="center">
        {THEME_PRESETS.map((colour) => {
          const active = colour.toLowerCase() === theme.toLowerCase()
          return (
            <button
              key={colour}
              type="button"
              aria-label={colour}
              aria-pressed={active}
              title={colour}
              onClick={() => setTheme(colour)}
              className="theme-swatch"
              style={{ background: colour }}
            >
              {active && <CheckOutlined aria-hidden />}
            </button>
          )
        })}
        <ColorPicker
          value={theme}
          disabledAlpha
          onChangeComplete={(colour) => setTheme(colour.toHexString())}
        >
          <Button aria-label={t('settings.customColour')} size="small">
            <span
              aria-hidden
              className="theme-swatch-inline"
              style={{ background: isPreset ? 'transparent' : theme }}
            />
            {t('settings.customColour')}
          </Button>
        </ColorPicker>
      </Flex>
    </div>
  )
}

const VenueSettings = () => {
  const { t } = useTranslation()
  const nameId = useId()
  const venueName = useAppSettings((s) => s.venueName)
  const logo = useAppSettings((s) => s.logo)
  const setVenueName = useAppSettings((s) => s.setVenueName)
  const setLogo = useAppSettings((s) => s.setLogo)
  const [uploading, setUploading] = useState(false)

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    // docs/product/api.md "Files": at most 5 MB; refused before anything is sent
    if (file.size > UPLOAD_MAX_BYTES) {
      notify('error', t('settings.logoTooLarge', { n: UPLOAD_MAX_MB }), 3)
      return Upload.LIST_IGNORE
    }
    return true
  }

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    if (!(file instanceof Blob)) return
    setUploading(true)
    // keep=logo: the server keeps the file though no record names it (only this browser does)
    uploadFile(file, file instanceof File ? file.name : undefined, API.files.upload, {
      keep: 'logo',
    })
      .then((result) => {
        if (result.code === 200 && result.fileName) {
          setLogo(result.fileName)
          notify('success', t('settings.logoSaved'), 3)
        } else notify('error', t('settings.logoFailed'), 3)
      })
      .catch(() => notify('error', t('settings.logoFailed'), 3))
      .finally(() => setUploading(false))
  }

  return (
    <Flex orientation="vertical" gap={12}>
      <Flex orientation="vertical" gap={4}>
        <label htmlFor={nameId}>{t('settings.venueName')}</label>
        <Input
          id={nameId}
          value={venueName}
          maxLength={30}
          allowClear
          placeholder={t('common.appTitle')}
          onChange={(e) => setVenueName(e.target.value)}
        />
      </Flex>
      <Flex align="center" gap={8} wrap>
        <img
          src={fileUrl(logoImage(logo))}
          alt={t('settings.logo')}
          width={32}
          height={32}
          data-testid="settings-logo-preview"
        />
        <Upload
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {t('settings.uploadLogo')}
          </Button>
        </Upload>
        <Button disabled={!logo} onClick={() => setLogo('')}>
          {t('settings.resetLogo')}
        </Button>
      </Flex>
    </Flex>
  )
}

/**
 * The settings panel (docs/product/shell.md "Settings"): every choice applies at once and is kept.
 */
export const SettingsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation()
  const language = useAppSettings((s) => s.language)
  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={320}
      data-testid="settings-drawer"
    >
      <Flex orientation="vertical" gap={12}>
        <Typography.Text strong>{t('settings.theme')}</Typography.Text>
        <ThemePicker />
        <Divider style={{ marginBlock: 4 }} />
        <Typography.Text strong>{t('settings.layout')}</Typography.Text>
        <SettingSwitch name="tagsView" />
        <SettingSwitch name="fixedHeader" />
        <SettingSwitch name="sidebarLogo" />
        <SettingSwitch name="menuInLeft" />
        {/* docs/product/shell.md "Settings": pinyin search is offered only in Chinese */}
        {language === 'zh' && <SettingSwitch name="supportPinyinSearch" />}
        <Divider style={{ marginBlock: 4 }} />
        <Typography.Text strong>{t('settings.venue')}</Typography.Text>
        <VenueSettings />
      </Flex>
    </Drawer>
  )
}
