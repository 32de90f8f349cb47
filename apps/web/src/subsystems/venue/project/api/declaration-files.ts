import { API } from '@app/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { resourceApi } from '#web/features/list-page/resource-api.ts'
import { callApi } from '#web/shared/lib/api-client.ts'

/** /project/declarationFile (申报文件): the checklist items of every project. */
export const declarationFileApi = resourceApi('declarationFiles', API.declarationFiles.file)

/** The projects a checklist can be generated for, by a part of their name or number, as options. */
export const useDeclarationProjects = (keyword: string) => {
  const found = useQuery({
    queryKey: ['declarationFiles', 'projects', keyword],
    queryFn: ({ signal }) =>
      callApi(API.declarationFiles.projects, { query: keyword ? { keyword } : {}, signal }),
    placeholderData: keepPreviousData,
  })
  return {
    loading: found.isFetching,
    options: useMemo(
      () =>
        (found.data ?? []).map((p) => ({
          value: p.guid,
          label: `${p.projectNumber} ${p.title}`,
          title: p.title,
        })),
      [found.data],
    ),
  }
}

/** One project's checklist, in its templates' order of deadlines. */
export const useChecklist = (projectGuid: string | null) =>
  useQuery({
    queryKey: [...declarationFileApi.keys.all, 'checklist', projectGuid],
    queryFn: ({ signal }) =>
      callApi(API.declarationFiles.file.page, {
        query: { page: 1, pageSize: 200, projectGuid: projectGuid ?? '' },
        signal,
      }),
    enabled: projectGuid !== null,
    staleTime: 0,
  })
