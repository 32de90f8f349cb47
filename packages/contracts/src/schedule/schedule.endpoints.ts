import { z } from 'zod'
import { defineEndpoint } from '../common/endpoint.ts'
import { PERMISSIONS } from '../common/permissions.ts'
import {
  bookableProjectSchema,
  conflictQuerySchema,
  conflictSchema,
  deleteMissionsBodySchema,
  gridDataSchema,
  gridQuerySchema,
  handleConflictBodySchema,
  missionSchema,
  saveMissionsBodySchema,
  scheduleTemplateSchema,
  updateMissionBodySchema,
} from './schedule.schemas.ts'

const base = '/cloud-business/api/schedule'
const perm = PERMISSIONS.schedule
/** The grid is read by the site grid, the project calendar and the daily page alike. */
const gridReaders = [
  perm.list,
  PERMISSIONS.projectCalendar.list,
  PERMISSIONS.dailyReservation.list,
] as const

export const scheduleEndpoints = {
  grid: defineEndpoint({
    method: 'GET',
    path: `${base}/grid`,
    auth: 'token',
    permission: gridReaders,
    query: gridQuerySchema,
    response: gridDataSchema,
    summary: 'Rows (sites or projects), saved blocks, day-parts and festivals of a date range',
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: `${base}/templates`,
    auth: 'token',
    permission: gridReaders,
    response: z.array(scheduleTemplateSchema),
    summary: 'Schedule templates whose day-parts can make the columns',
  }),
  projects: defineEndpoint({
    method: 'GET',
    path: `${base}/projects`,
    auth: 'token',
    permission: perm.add,
    response: z.array(bookableProjectSchema),
    summary: 'Projects a block can be booked for (not lost, cancelled or released)',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: `${base}/missions`,
    auth: 'token',
    permission: perm.add,
    body: saveMissionsBodySchema,
    response: z.array(missionSchema),
    summary:
      'Save new blocks in one transaction; 409 with the clashing blocks when any overlaps a saved one on the same or a related site',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/missions/update`,
    auth: 'token',
    permission: perm.edit,
    body: updateMissionBodySchema,
    response: missionSchema,
    summary: 'Change one block; 409 when its version is stale or it would clash',
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${base}/missions/delete`,
    auth: 'token',
    permission: perm.remove,
    body: deleteMissionsBodySchema,
    response: z.null(),
    summary: 'Delete blocks',
  }),
  conflicts: defineEndpoint({
    method: 'GET',
    path: `${base}/conflicts`,
    auth: 'token',
    permission: PERMISSIONS.reservationConflict.list,
    query: conflictQuerySchema,
    response: z.array(conflictSchema),
    summary: 'Graded conflicts in a date range, with their handling state',
  }),
  handleConflict: defineEndpoint({
    method: 'POST',
    path: `${base}/conflicts/handle`,
    auth: 'token',
    permission: [PERMISSIONS.reservationConflict.handle, PERMISSIONS.reservationConflict.ignore],
    body: handleConflictBodySchema,
    response: conflictSchema,
    summary:
      'Mark a conflict coordinated, ignored or open again (ignoring needs the ignore permission)',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: `${base}/export`,
    auth: 'token',
    permission: [
      perm.export,
      PERMISSIONS.projectCalendar.export,
      PERMISSIONS.dailyReservation.export,
    ],
    body: gridQuerySchema,
    bodyKind: 'form',
    download: 'xlsx',
    response: z.null(),
    summary:
      '.xlsx of a range: rows x day-parts, blocks as merged cells with their text and colour',
  }),
}
