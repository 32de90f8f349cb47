import { QueryClientProvider } from '@tanstack/react-query'
import { Flex, Layout } from 'antd'
import { useEffect } from 'react'
import { AppBreadcrumb } from '#web/app/layout/app-breadcrumb.tsx'
import { HeadBar } from '#web/app/layout/head-bar.tsx'
import { LeftRail } from '#web/app/layout/left-rail/left-rail.tsx'
import { PageCache } from '#web/app/layout/page-cache/page-cache.tsx'
import { SideMenu } from '#web/app/layout/side-menu.tsx'
import { StickyBelowHeader } from '#web/app/layout/sticky-below-header.tsx'
import { TagsView } from '#web/app/layout/tags-view/tags-view.tsx'
import { queryClient } from '#web/shared/lib/query-client.ts'
import { useSession } from '#web/stores/session.ts'

/**
 * The shell around every signed-in page (docs/product/shell.md "Layout"): the head bar across the
 * top; below it the left rail, the sidebar menu, and the content column with the tags
 * view, the breadcrumb and the page (kept alive by the page cache).
 * Loaded lazily so the sign-in page does not carry it, nor TanStack Query, whose
 * provider lives here: every screen with server data is a signed-in page.
 */
export const Component = () => {
  // signed out (logout, 401, reset): nothing of this user's data stays for the next one
  useEffect(
    () => () => {
      if (!useSession.getState().token) queryClient.clear()
    },
    [],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <Layout style={{ minHeight: '100vh' }}>
        <HeadBar />
        {/* a row even when the sidebar is a drawer (below 992 px) and no Sider is mounted */}
        <Layout hasSider>
          <LeftRail />
          <SideMenu />
          <Layout.Content style={{ minWidth: 0 }}>
            <StickyBelowHeader>
              <TagsView />
            </StickyBelowHeader>
            <Flex orientation="vertical" gap={12} style={{ padding: 16 }}>
              <AppBreadcrumb />
              {/* Layout.Content is the page's one <main> landmark */}
              <PageCache />
            </Flex>
          </Layout.Content>
        </Layout>
      </Layout>
    </QueryClientProvider>
  )
}
