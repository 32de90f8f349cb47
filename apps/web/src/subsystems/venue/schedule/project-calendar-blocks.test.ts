import type { Mission } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { projectCalendarBlocks } from './project-calendar-blocks.ts'

const mission = (over: Partial<Mission>): Mission => ({
  mid: 'm',
  project_id: 'tea',
  siteGuid: 'h1',
  userId: 1,
  fromDate: '2026-11-29',
  toDate: '2026-12-01',
  from_date_t: 480,
  to_date_t: 1200,
  saved: 1,
  createdAt: 0,
  level: 1,
  status: 2,
  usage: 'loadIn',
  copy_id: null,
  color: '#52c41a',
  fontColor: '#fff',
  text1: '茶博会',
  text2: '粤港澳茶文化促进会',
  text3: '进馆/布展 · 20000㎡ · 已确认',
  statusText: '已签约',
  siteName: '1号馆',
  remark: '',
  version: 1,
  ...over,
})

const names: Record<string, string> = { h1: '1号馆', h2: '2号馆', h3: '3号馆', h4: '4号馆' }
const texts = {
  usage: (u: string) => ({ loadIn: '进馆/布展', show: '展期' })[u] ?? u,
  status: (s: number) => ['预定', '待签约', '已确认', '已取消'][s] ?? '',
  sites: (list: readonly string[]) =>
    list.length <= 3 ? list.join('、') : `${list.slice(0, 2).join('、')} 等${list.length}个场地`,
}

describe('project calendar blocks', () => {
  it('makes one block of a project booked on several sites for the same time', () => {
    const { missions, sitesOf } = projectCalendarBlocks(
      ['h1', 'h2', 'h3', 'h4'].map((siteGuid, i) => mission({ mid: `m${i}`, siteGuid })),
      (g) => names[g] ?? g,
      texts,
    )
    expect(missions).toHaveLength(1)
    expect(missions[0]).toMatchObject({
      mid: 'm0',
      text1: '茶博会',
      text2: '1号馆、2号馆 等4个场地',
      text3: '进馆/布展 · 已确认',
    })
    expect(sitesOf.get('m0')).toEqual(['h1', 'h2', 'h3', 'h4'])
  })

  it('keeps apart other times, usages, statuses and projects', () => {
    const { missions } = projectCalendarBlocks(
      [
        mission({ mid: 'a' }),
        mission({ mid: 'b', siteGuid: 'h2', fromDate: '2026-12-02', toDate: '2026-12-05' }),
        mission({ mid: 'c', siteGuid: 'h3', usage: 'show' }),
        mission({ mid: 'd', siteGuid: 'h4', status: 0 }),
        mission({ mid: 'e', project_id: 'anime' }),
      ],
      (g) => names[g] ?? g,
      texts,
    )
    expect(missions.map((m) => [m.mid, m.text2])).toEqual([
      ['a', '1号馆'],
      ['b', '2号馆'],
      ['c', '3号馆'],
      ['d', '4号馆'],
      ['e', '1号馆'],
    ])
  })
})
