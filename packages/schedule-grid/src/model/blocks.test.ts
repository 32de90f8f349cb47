import { describe, expect, it } from 'vitest'
import { mission } from '../testing/grid-fixtures.ts'
import {
  missionToBlock,
  mergeUnsaved,
  newUnsavedBlock,
  relatedCopies,
  toAddedBlock,
} from './blocks.ts'
import { parseDate } from './calendar-date.ts'
import type { GridBlock } from './types.ts'

const d = parseDate('2026-11-23')
/** An unsaved block on a site from (day offset, hour) to (day offset, hour). */
const u = (key: string, site: string, fd: number, fh: number, td: number, th: number): GridBlock =>
  newUnsavedBlock(key, site, { day: d + fd, minute: fh * 60 }, { day: d + td, minute: th * 60 })
const spans = (blocks: GridBlock[]) =>
  blocks.map(
    (b) =>
      `${b.key}:${b.siteGuid}:${b.from.day - d}/${b.from.minute / 60}-${b.to.day - d}/${b.to.minute / 60}`,
  )

describe('blocks', () => {
  it('turns a mission into a saved block', () => {
    const b = missionToBlock(
      mission({
        mid: 'm1',
        siteGuid: 's1',
        fromDate: '2026-11-23',
        toDate: '2026-11-25',
        from_date_t: 480,
        to_date_t: 1200,
      }),
    )
    expect(b).toMatchObject({
      key: 'm1',
      mid: 'm1',
      saved: 1,
      copyOf: null,
      projectGuid: 'project-1',
      text1: '茶博会',
      statusText: '已签约',
    })
    expect(b.from).toEqual({ day: d, minute: 480 })
    expect(b.to).toEqual({ day: d + 2, minute: 1200 })
  })

  it.each<[string, GridBlock[], string[]]>([
    [
      'overlapping blocks of one site into one',
      [u('a', 's', 0, 8, 0, 12), u('b', 's', 0, 10, 0, 18)],
      ['a:s:0/8-0/18'],
    ],
    [
      'a block inside another into the outer one',
      [u('a', 's', 0, 8, 1, 22), u('b', 's', 0, 12, 0, 18)],
      ['a:s:0/8-1/22'],
    ],
    [
      'a chain of overlaps into one, in any order',
      [u('c', 's', 1, 8, 1, 22), u('a', 's', 0, 8, 0, 20), u('b', 's', 0, 18, 1, 12)],
      ['a:s:0/8-1/22'],
    ],
    [
      'blocks that only touch: not',
      [u('a', 's', 0, 8, 0, 12), u('b', 's', 0, 12, 0, 18)],
      ['a:s:0/8-0/12', 'b:s:0/12-0/18'],
    ],
    [
      'overlapping blocks of different sites: not',
      [u('a', 's', 0, 8, 0, 12), u('b', 't', 0, 8, 0, 12)],
      ['a:s:0/8-0/12', 'b:t:0/8-0/12'],
    ],
    [
      'apart blocks: not',
      [u('a', 's', 0, 8, 0, 12), u('b', 's', 2, 8, 2, 12)],
      ['a:s:0/8-0/12', 'b:s:2/8-2/12'],
    ],
  ])('merges %s', (_name, input, expected) => {
    expect(spans(mergeUnsaved(input))).toEqual(expected)
  })

  it('copies unsaved blocks grey to every related site', () => {
    const relations = new Map([['hall', ['A', 'B']]])
    const copies = relatedCopies([u('x', 'hall', 0, 8, 0, 12), u('y', 'A', 1, 8, 1, 12)], (s) =>
      relations.get(s),
    )
    expect(copies.map((c) => [c.siteGuid, c.saved, c.copyOf])).toEqual([
      ['A', -1, 'x'],
      ['B', -1, 'x'],
    ])
    expect(new Set(copies.map((c) => c.key)).size).toBe(2)
    expect(copies[0]?.from).toEqual({ day: d, minute: 480 })
  })

  it('hands a block to add as dates and minutes of the day', () => {
    expect(toAddedBlock(u('a', 's', 0, 8, 2, 24))).toEqual({
      siteGuid: 's',
      fromDate: '2026-11-23',
      from_date_t: 480,
      toDate: '2026-11-25',
      to_date_t: 1440,
    })
  })
})
