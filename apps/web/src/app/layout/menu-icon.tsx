import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ControlOutlined,
  FileOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  PayCircleOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import type { ComponentType } from 'react'

/**
 * The icons the server's menus name (menu `icon`, antd icon names). Listed one by one so
 * the bundle carries only these, not the whole icon set; an unknown name gets a plain one.
 */
const ICONS: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  ControlOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  PayCircleOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
}

/** A menu entry's icon: its own, else its group's, else a page icon (collapsed sidebar). */
export const MenuIcon = ({ name, fallback }: { name?: string; fallback?: string }) => {
  const Icon = (name && ICONS[name]) || (fallback && ICONS[fallback]) || FileOutlined
  return <Icon aria-hidden />
}
