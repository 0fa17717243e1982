import type { ExportSlot } from '../../../lib/page-slots.ts';
import { DrivingLogsView } from '../components/driving-logs-view.tsx';

/** Vehicle driving logs (deviceDrivingLogs): the duty periods of the acting role's vehicles. */
export default function DeviceDrivingLogsPage({ exportPanel }: { exportPanel?: ExportSlot }) {
  return <DrivingLogsView kind="devices" exportPanel={exportPanel} />;
}
