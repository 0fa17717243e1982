import { useQuery } from '@tanstack/react-query';
import { taskFinished } from '@eticket/domain/common/background-task';
import { exportTaskSchema } from '@eticket/domain/exports/export.schemas';
import { fetchData } from '../../../lib/api-client.ts';

/** GET exports/{id}: state and progress of one export task. */
export async function getExport(id: string) {
  const data = await fetchData<unknown>({
    url: 'rest/ticket/api/v1/publ/exports/{id}',
    pathParams: { id },
    showTimeOut: false,
  });
  return exportTaskSchema.parse(data);
}

/** Polls every second until the task is done or failed. */
export function useExportTask(id: string | null) {
  return useQuery({
    queryKey: ['exports', id],
    queryFn: () => getExport(id!),
    enabled: id !== null,
    refetchInterval: (query) => (taskFinished(query.state.data?.state) ? false : 1000),
  });
}
