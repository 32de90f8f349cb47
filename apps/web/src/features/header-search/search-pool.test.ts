import * as pinyinPro from 'pinyin-pro'
import { describe, expect, it } from 'vitest'
import {
  buildSearchPool,
  createSearcher,
  pinyinOfWith,
} from '#web/features/header-search/search-pool.ts'
import type { MenuGroup } from '#web/shared/lib/menu-model.ts'

const groups: MenuGroup[] = [
  {
    path: '/project',
    menuName: '项目管理',
    pages: [
      { path: '/project/projectInfo', menuName: '项目信息' },
      { path: '/project/projectCancel', menuName: '项目取消' },
      { path: '/project/declarationFile', menuName: '申报文件' },
    ],
  },
  {
    path: '/schedules',
    menuName: '排期管理',
    pages: [{ path: '/schedules/projectCalendar', menuName: '项目日历' }],
  },
  { path: '/message', menuName: '消息', pages: [{ path: '/message', menuName: '消息' }] },
  {
    path: '/logManage',
    menuName: '日志管理',
    pages: [{ path: '/logManage/operationLog', menuName: '操作日志' }],
  },
]

// the menus' own names stand in for translated titles
const labelOf = (_path: string, fallback: string) => fallback
const pinyinOf = pinyinOfWith(pinyinPro)

const labels = (query: string, withPinyin = true) =>
  createSearcher(buildSearchPool(groups, labelOf, withPinyin ? pinyinOf : undefined))(query).map(
    (item) => item.label,
  )

describe('header search pool', () => {
  it('labels every page with its title path, and a top-level page with its own title', () => {
    const pool = buildSearchPool(groups, labelOf)
    expect(pool.map((item) => [item.path, item.label])).toEqual([
      ['/project/projectInfo', '项目管理 > 项目信息'],
      ['/project/projectCancel', '项目管理 > 项目取消'],
      ['/project/declarationFile', '项目管理 > 申报文件'],
      ['/schedules/projectCalendar', '排期管理 > 项目日历'],
      ['/message', '消息'],
      ['/logManage/operationLog', '日志管理 > 操作日志'],
    ])
  })

  it('computes full pinyin and initials for every title segment', () => {
    const [info] = buildSearchPool(groups, labelOf, pinyinOf)
    expect(info?.pinyin).toEqual(['xiangmuguanli', 'xmgl', 'xiangmuxinxi', 'xmxx'])
  })

  it('finds a page by its title', () => {
    expect(labels('操作日志')[0]).toBe('日志管理 > 操作日志')
  })

  it('finds every page of a group by the group title', () => {
    expect(labels('项目管理').slice(0, 3).sort()).toEqual([
      '项目管理 > 申报文件',
      '项目管理 > 项目信息',
      '项目管理 > 项目取消',
    ])
  })

  it('finds a page by its path', () => {
    expect(labels('declarationFile')[0]).toBe('项目管理 > 申报文件')
  })

  it('finds a page by full pinyin', () => {
    expect(labels('caozuorizhi')[0]).toBe('日志管理 > 操作日志')
  })

  it('finds 项目信息 by its initials xmxx', () => {
    expect(labels('xmxx')[0]).toBe('项目管理 > 项目信息')
  })

  it('has no pinyin match when pinyin search is off', () => {
    expect(labels('xmxx', false)).toEqual([])
    expect(labels('caozuorizhi', false)).toEqual([])
  })

  it('answers nothing to an empty query', () => {
    expect(labels('   ')).toEqual([])
  })
})
