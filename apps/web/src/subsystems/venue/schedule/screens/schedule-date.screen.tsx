import { ScheduleGridScreen } from '../components/schedule-grid-screen.tsx'

/** /schedules/Date: the grid by site; a drag books (docs/product/schedule.md). */
export const Component = () => <ScheduleGridScreen mode="site" />
