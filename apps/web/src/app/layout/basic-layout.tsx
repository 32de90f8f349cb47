import { QueryClientProvider } from '@tanstack/react-query'
import { Flex, Layout } from 'antd'
import { Outlet } from 'react-router'
import { AppBreadcrumb } from '#web/app/layout/app-breadcrumb.tsx'
import { HeadBar } from '#web/app/layout/head-bar.tsx'
import { SideMenu } from '#web/app/layout/side-menu.tsx'
import { queryClient } from '#web/shared/lib/query-client.ts'

/**
 * The shell around every signed-in page: head bar, sidebar, breadcrumb and the page.
 * Loaded lazily so the sign-in page does not carry it, nor TanStack Query, whose
 * provider lives here: every screen with server data is a signed-in page.
 */
export const Component = () => (
  <QueryClientProvider client={queryClient}>
    <Layout style={{ minHeight: '100vh' }}>
      <HeadBar />
      <Layout>
        <SideMenu />
        <Layout.Content style={{ padding: 16, minWidth: 0 }}>
          <Flex orientation="vertical" gap={12}>
            <AppBreadcrumb />
            <main>
              <Outlet />
            </main>
          </Flex>
        </Layout.Content>
      </Layout>
    </Layout>
  </QueryClientProvider>
)
