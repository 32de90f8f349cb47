import {
  API,
  type ConflictQuery,
  type GridQuery,
  type HandleConflictBody,
  type SaveMissionsBody,
  type UpdateMissionBody,
} from '@app/contracts'
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { callApi } from '#web/shared/lib/api-client.ts'

export const scheduleKeys = {
  all: ['schedule'] as const,
  grids: () => [...scheduleKeys.all, 'grid'] as const,
  grid: (query: GridQuery) => [...scheduleKeys.grids(), query] as const,
  templates: () => [...scheduleKeys.all, 'templates'] as const,
  projects: () => [...scheduleKeys.all, 'projects'] as const,
  conflicts: () => [...scheduleKeys.all, 'conflicts'] as const,
  conflictList: (query: ConflictQuery) => [...scheduleKeys.conflicts(), query] as const,
}

/** Rows, saved blocks, day-parts and festivals of a range (API.schedule.grid). */
export const gridQueryOptions = (query: GridQuery) =>
  queryOptions({
    queryKey: scheduleKeys.grid(query),
    queryFn: ({ signal }) => callApi(API.schedule.grid, { query, signal }),
    // navigating keeps the old range on screen until the new one is in
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

/** The grid of a range; idle until the grid has reported its first range. */
export const useGridData = (query: GridQuery | null) =>
  useQuery({
    ...gridQueryOptions(query ?? { dateFrom: 0, dateTo: 0 }),
    enabled: query !== null,
  })

export const useScheduleTemplates = () =>
  useQuery({
    queryKey: scheduleKeys.templates(),
    queryFn: ({ signal }) => callApi(API.schedule.templates, { signal }),
    staleTime: 5 * 60_000,
  })

/** Projects a block may be booked for (the booking dialog's picker). */
export const useBookableProjects = (enabled = true) =>
  useQuery({
    queryKey: scheduleKeys.projects(),
    queryFn: ({ signal }) => callApi(API.schedule.projects, { signal }),
    enabled,
    staleTime: 60_000,
  })

/** Any booking change shows in every grid and in the conflict list. */
const useInvalidateSchedule = () => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.grids() }),
      queryClient.invalidateQueries({ queryKey: scheduleKeys.conflicts() }),
    ])
}

/** 保存: new blocks in one transaction; 409 names the clashing bookings. */
export const useSaveMissions = () => {
  const invalidate = useInvalidateSchedule()
  return useMutation({
    mutationFn: (body: SaveMissionsBody) => callApi(API.schedule.save, { body }),
    onSuccess: () => invalidate(),
  })
}

export const useUpdateMission = () => {
  const invalidate = useInvalidateSchedule()
  return useMutation({
    mutationFn: (body: UpdateMissionBody) => callApi(API.schedule.update, { body }),
    // a stale version refused: the list must show the current one either way
    onSettled: () => invalidate(),
  })
}

export const useDeleteMissions = () => {
  const invalidate = useInvalidateSchedule()
  return useMutation({
    mutationFn: (mids: string[]) => callApi(API.schedule.remove, { body: { mids } }),
    onSettled: () => invalidate(),
  })
}

export const useConflicts = (query: ConflictQuery) =>
  useQuery({
    queryKey: scheduleKeys.conflictList(query),
    queryFn: ({ signal }) => callApi(API.schedule.conflicts, { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useHandleConflict = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: HandleConflictBody) => callApi(API.schedule.handleConflict, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.conflicts() }),
  })
}
