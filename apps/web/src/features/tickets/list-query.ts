import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@eticket/domain/common/pagination';
import { isTicketStatus } from '@eticket/domain/tickets/ticket-status-rules';
import { normaliseVehicleNo, validateVehicleNo } from '@eticket/domain/vehicles/vehicle-no';

export interface ListFilters {
  status?: string;
  vehicleNo?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's page and filters from the query string; anything malformed is dropped, not guessed. */
export function filtersOf(params: URLSearchParams): ListFilters {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const status = params.get('status') ?? undefined;
  // The register's form ("cd 5678" is CD5678), as the server reads it; a mark no plate can carry is dropped.
  const vehicleNo = normaliseVehicleNo(params.get('vehicleNo')) || undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  return {
    ...(isTicketStatus(status) ? { status } : {}),
    ...(vehicleNo && !validateVehicleNo(vehicleNo) ? { vehicleNo } : {}),
    ...(from && ISO_DATE.test(from) ? { from } : {}),
    ...(to && ISO_DATE.test(to) ? { to } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a set of filters (defaults left out). */
export function queryOf(filters: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['status', 'vehicleNo', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) out.set(key, value);
  }
  if (filters.page !== 1) out.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) out.set('pageSize', String(filters.pageSize));
  return out;
}
