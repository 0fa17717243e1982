import type { ExportSlot } from '../../../lib/page-slots.ts';
import { DrivingLogsView } from '../components/driving-logs-view.tsx';

/** My driving logs (myDrivingLogs): the driver's own duty periods. */
export default function MyDrivingLogsPage({ exportPanel }: { exportPanel?: ExportSlot }) {
  return <DrivingLogsView kind="mine" exportPanel={exportPanel} />;
}
