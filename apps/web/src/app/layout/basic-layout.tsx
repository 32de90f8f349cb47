import { Flex, Layout } from 'antd'
import { Outlet } from 'react-router'
import { AppBreadcrumb } from '#web/app/layout/app-breadcrumb.tsx'
import { HeadBar } from '#web/app/layout/head-bar.tsx'
import { SideMenu } from '#web/app/layout/side-menu.tsx'

/**
 * The shell around every signed-in page: head bar, sidebar, breadcrumb and the page.
 * Loaded lazily so the sign-in page does not carry it.
 */
export const Component = () => (
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
)
