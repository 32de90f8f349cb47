// The site facts of the 场地管理 screen the grid's seed leaves out (docs/product/system.md "Site"):
// clear height m, floor load t/㎡, seats in theatre and classroom layouts, by site code.

export interface SeedSiteFacts {
  height: number | null
  floorLoad: number | null
  capacityTheatre: number | null
  capacityClassroom: number | null
}

const hall = (height: number, floorLoad: number): SeedSiteFacts => ({
  height,
  floorLoad,
  capacityTheatre: null,
  capacityClassroom: null,
})
const room = (theatre: number, classroom: number, height = 3.6): SeedSiteFacts => ({
  height,
  floorLoad: 0.5,
  capacityTheatre: theatre,
  capacityClassroom: classroom,
})

/** Meeting rooms seat about 0.9 (theatre) and 0.5 (classroom) persons per ㎡. */
const meetingRoom = (area: number) => room(Math.round(area * 0.9), Math.round(area * 0.5))

export const siteFactsOf = (code: string, area: number | null): SeedSiteFacts | null => {
  if (/^h[1-4]$/.test(code)) return hall(17, 5)
  if (/^h[5-8]$/.test(code)) return hall(12, 3)
  if (code === 'h9') return hall(20, 8)
  if (code === 'mph') return room(3000, 1600, 10)
  if (/^mph-[abc]$/.test(code)) return room(1000, 520, 10)
  if (code === 'hall-intl') return room(1000, 600, 8)
  if (/^r\d+$/.test(code) && area !== null) return meetingRoom(area)
  if (/^vip\d$/.test(code)) return room(40, 24)
  if (code.startsWith('lobby')) return hall(9, 1)
  if (code.startsWith('plaza')) return { ...hall(0, 10), height: null }
  return null
}
