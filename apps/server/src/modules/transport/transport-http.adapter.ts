import type { z } from 'zod';
import {
  TRANSPORT_PATHS,
  transportCompanyAnswerSchema,
  transportDrivingRecordAnswerSchema,
  transportPath,
  transportPersonAnswerSchema,
  transportPersonFactsAnswerSchema,
  transportRefusalSchema,
  transportVehicleAnswerSchema,
  transportVehicleOwnerAnswerSchema,
  transportVehiclesAnswerSchema,
  type TransportPathName,
} from '@eticket/domain/transport/transport-department.schemas';
import type { TransportHttpConfig } from '../../config.transport.ts';
import { AppError } from '../../http/app-error.ts';
import type { TransportAdapter } from './transport.binding.ts';
import type { TransportPort, TransportPerson, TransportCompany, VehicleOwner } from './transport.port.ts';

/** Waits before the second and third try of a read that timed out or met a 5xx (ADR 0058). */
export const TRANSPORT_RETRY_DELAYS_MS: readonly number[] = [200, 600];

interface Request {
  method: 'GET' | 'POST';
  path: TransportPathName;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}

type Outcome = { ok: true; body: unknown } | { ok: false; retry: boolean; reason: string };

/**
 * What the Department's failure tells the user ("try again later", 503), with why for the log: the method,
 * the path's template (never the filled path: it may hold a registration mark), the status or the time-out.
 */
function unavailable(request: Request, reason: string, tries: number): AppError {
  const error = new AppError('TRANSPORT_DEPARTMENT_UNAVAILABLE');
  error.cause = new Error(
    `Transport Department ${request.method} ${TRANSPORT_PATHS[request.path]}: ${reason} (${tries} ${tries === 1 ? 'try' : 'tries'})`,
  );
  return error;
}

/** The Department's code for a failure, which names no one; its message text may, so it is not kept. */
async function failureCodeOf(response: Response): Promise<string> {
  try {
    const parsed = transportRefusalSchema.safeParse(await response.json());
    return parsed.success ? ` ${parsed.data.error.code.replace(/[^A-Z0-9_]/gi, '')}` : '';
  } catch {
    return '';
  }
}

const timedOut = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * The Transport Department over its JSON contract (docs/contracts/transport-department.md): a bearer token,
 * TRANSPORT_TIMEOUT_MS per request, and every answer read through its zod schema. Every operation is a
 * read, so a time-out, a dropped connection or a 5xx is tried again after a short wait; a refusal (4xx) or
 * an answer that is not the contract's is not, since a second try would meet it again. Whatever is left
 * unanswered is TRANSPORT_DEPARTMENT_UNAVAILABLE: the user is asked to try again later, never shown a 500.
 */
export function httpTransport(
  config: TransportHttpConfig,
  retryDelaysMs: readonly number[] = TRANSPORT_RETRY_DELAYS_MS,
): TransportPort {
  async function once(request: Request): Promise<Outcome> {
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    let response: Response;
    try {
      response = await fetch(`${config.url}${transportPath(request.path, request.params)}${query}`, {
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${config.token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      return { ok: false, retry: true, reason: timedOut(error) ? 'timed out' : 'unreachable' };
    }
    if (!response.ok) {
      const reason = `answered ${response.status}${await failureCodeOf(response)}`;
      return { ok: false, retry: response.status >= 500, reason };
    }
    try {
      return { ok: true, body: await response.json() };
    } catch (error) {
      return timedOut(error)
        ? { ok: false, retry: true, reason: 'timed out' }
        : { ok: false, retry: false, reason: 'answer is not JSON' };
    }
  }

  async function call<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
    for (let tries = 1; ; tries++) {
      const outcome = await once(request);
      if (outcome.ok) {
        const parsed = schema.safeParse(outcome.body);
        if (parsed.success) return parsed.data;
        throw unavailable(request, 'answer is not the contract’s', tries);
      }
      const wait = retryDelaysMs[tries - 1];
      if (!outcome.retry || wait === undefined) throw unavailable(request, outcome.reason, tries);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  const person = async (request: Request): Promise<TransportPerson | undefined> =>
    (await call(request, transportPersonAnswerSchema)).person ?? undefined;
  const company = async (request: Request): Promise<TransportCompany | undefined> =>
    (await call(request, transportCompanyAnswerSchema)).company ?? undefined;
  const vehicleOwner = async (request: Request): Promise<VehicleOwner | undefined> =>
    (await call(request, transportVehicleOwnerAnswerSchema)).owner ?? undefined;

  return {
    personById: (personId) => person({ method: 'GET', path: 'person', params: { personId } }),
    personByIdNo: (idNo) => person({ method: 'POST', path: 'personLookup', body: { idNo } }),
    personByDocument: (idType, idNo) =>
      person({ method: 'POST', path: 'personLookup', body: { idType, idNo } }),
    async personFacts(personId) {
      const answer = await call(
        { method: 'GET', path: 'personFacts', params: { personId } },
        transportPersonFactsAnswerSchema,
      );
      return answer.facts ?? undefined;
    },
    companyById: (companyId) => company({ method: 'GET', path: 'company', params: { companyId } }),
    companyByDocument: (docType, docNo) =>
      company({ method: 'POST', path: 'companyLookup', body: { docType, docNo } }),
    async vehicle(registrationMark) {
      const answer = await call(
        { method: 'GET', path: 'vehicle', params: { registrationMark } },
        transportVehicleAnswerSchema,
      );
      return answer.vehicle ?? undefined;
    },
    async vehiclesOf(owner) {
      const request: Request =
        owner.kind === 'person'
          ? { method: 'GET', path: 'personVehicles', params: { personId: owner.personId } }
          : { method: 'GET', path: 'companyVehicles', params: { companyId: owner.companyId } };
      return (await call(request, transportVehiclesAnswerSchema)).vehicles;
    },
    ownerOfVehicle: (registrationMark) =>
      vehicleOwner({ method: 'GET', path: 'vehicleOwner', params: { registrationMark } }),
    ownerOfVehicleOn: (registrationMark, date) =>
      vehicleOwner({
        method: 'GET',
        path: 'vehicleOwner',
        params: { registrationMark },
        query: { on: date },
      }),
    async owner(ref) {
      // The document and e-contact are the person's or company's record: no call of their own.
      const found =
        ref.kind === 'person'
          ? await person({ method: 'GET', path: 'person', params: { personId: ref.personId } })
          : await company({ method: 'GET', path: 'company', params: { companyId: ref.companyId } });
      if (!found) return undefined;
      const { contactMeansInd, email, phoneNo } = found;
      const documentNo = 'idNo' in found ? found.idNo : found.docNo;
      return { owner: ref, documentNo, contact: { contactMeansInd, email, phoneNo } };
    },
    async drivingRecord(personId) {
      const { record } = await call(
        { method: 'GET', path: 'drivingRecord', params: { personId } },
        transportDrivingRecordAnswerSchema,
      );
      return record ? { asOf: new Date(record.asOf), entries: record.entries } : undefined;
    },
  };
}

/** The adapter for src/adapters.ts: one client whatever the transaction, since the Department is not in our database. */
export function httpTransportAdapter(config: TransportHttpConfig): TransportAdapter {
  const port = httpTransport(config);
  return () => port;
}
