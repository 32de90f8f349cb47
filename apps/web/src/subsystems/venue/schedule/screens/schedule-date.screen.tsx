import { ScheduleGridScreen } from '../components/schedule-grid-screen.tsx'

/** /schedules/Date: the grid by site; a drag books (spec §2 "Scheduling grid"). */
export const Component = () => <ScheduleGridScreen mode="site" />
