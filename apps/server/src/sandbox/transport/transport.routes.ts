import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf } from '@eticket/domain/common/envelope';
import { isoDateSchema } from '@eticket/domain/common/iso-date';
import { vehicleNoSchema } from '@eticket/domain/vehicles/vehicle-no.schemas';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { tdCompanies, tdPersons, tdVehicleOwnerships, tdVehicles } from './transport.table.ts';

/** Who a vehicle goes to: a person by identity document, a company by its document number. */
const ownerSchema = z
  .object({
    ownerIdNo: z.string().trim().max(20).optional(),
    ownerCompanyDocNo: z.string().trim().max(20).optional(),
  })
  .refine((o) => Boolean(o.ownerIdNo) !== Boolean(o.ownerCompanyDocNo), 'name one owner');

const transferSchema = z
  .object({
    registrationMark: vehicleNoSchema,
    /** The day the new owner's period starts (Hong Kong, `YYYY-MM-DD`); today when absent. */
    on: isoDateSchema.optional(),
  })
  .and(ownerSchema);
const registerSchema = z
  .object({
    registrationMark: vehicleNoSchema,
    classCode: z.string().regex(/^\d{3}$/),
    typeCode: z.string().max(40),
    make: z.string().trim().min(1).max(40),
    model: z.string().trim().min(1).max(40),
    colourCode: z.string().regex(/^[A-V0-9]$/),
    yearOfManufacture: z.number().int().min(1950).max(2100),
  })
  .and(ownerSchema);

const vehicleAnswer = envelopeOf(z.object({ registrationMark: z.string() }));

async function ownerColumns(db: Database, o: z.infer<typeof ownerSchema>) {
  if (o.ownerIdNo) {
    const [person] = await db
      .select({ id: tdPersons.id })
      .from(tdPersons)
      .where(eq(tdPersons.idNo, o.ownerIdNo));
    if (!person) throw new AppError('NOT_FOUND');
    return { ownerPersonId: person.id, ownerCompanyId: null };
  }
  const [company] = await db
    .select({ id: tdCompanies.id })
    .from(tdCompanies)
    .where(eq(tdCompanies.docNo, o.ownerCompanyDocNo!));
  if (!company) throw new AppError('NOT_FOUND');
  return { ownerPersonId: null, ownerCompanyId: company.id };
}

/** Moves the day of the vehicle's latest transfer: the open period starts, and the one before it ends, on `on`. */
async function redateTransfer(tx: Database, registrationMark: string, on: string) {
  const [open] = await tx
    .update(tdVehicleOwnerships)
    .set({ fromDate: on })
    .where(
      and(eq(tdVehicleOwnerships.registrationMark, registrationMark), isNull(tdVehicleOwnerships.toDate)),
    )
    .returning({ id: tdVehicleOwnerships.id });
  const [before] = await tx
    .select({ id: tdVehicleOwnerships.id })
    .from(tdVehicleOwnerships)
    .where(
      and(eq(tdVehicleOwnerships.registrationMark, registrationMark), isNotNull(tdVehicleOwnerships.toDate)),
    )
    .orderBy(desc(tdVehicleOwnerships.toDate), desc(tdVehicleOwnerships.id))
    .limit(1);
  if (before && open)
    await tx.update(tdVehicleOwnerships).set({ toDate: on }).where(eq(tdVehicleOwnerships.id, before.id));
}

/**
 * Changes to the sandbox Department's vehicle register, so that demos and tests can sell a vehicle to
 * someone else or register a new one, and then see the portal's synchronisation pick it up.
 */
export function sandboxTransportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/sandbox/transport/vehicles/transfer',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox only: the register transfers a vehicle to another person or company',
          body: transferSchema,
          response: { 200: vehicleAnswer },
        },
      },
      async (request) => {
        const { registrationMark, on, ...owner } = request.body;
        const columns = await ownerColumns(db, owner);
        const updated = await db.transaction(async (tx) => {
          // The register's trigger ends the owner's period today and starts the new owner's.
          const rows = await tx
            .update(tdVehicles)
            .set(columns)
            .where(eq(tdVehicles.registrationMark, registrationMark))
            .returning({ registrationMark: tdVehicles.registrationMark });
          if (rows.length > 0 && on) await redateTransfer(tx, registrationMark, on);
          return rows;
        });
        if (updated.length === 0) throw new AppError('NOT_FOUND');
        return ok(updated[0]!);
      },
    );
    app.post(
      '/sandbox/transport/vehicles',
      {
        schema: {
          tags: ['sandbox'],
          summary: 'Sandbox only: the register records a new vehicle for a person or company',
          body: registerSchema,
          response: { 200: vehicleAnswer },
        },
      },
      async (request) => {
        const { ownerIdNo, ownerCompanyDocNo, ...vehicle } = request.body;
        const owner = await ownerColumns(db, {
          ...(ownerIdNo ? { ownerIdNo } : {}),
          ...(ownerCompanyDocNo ? { ownerCompanyDocNo } : {}),
        });
        const [row] = await db
          .insert(tdVehicles)
          .values({ ...vehicle, ...owner })
          .onConflictDoUpdate({
            target: tdVehicles.registrationMark,
            set: { ...vehicle, ...owner, deregistered: false },
          })
          .returning({ registrationMark: tdVehicles.registrationMark });
        return ok(row!);
      },
    );
  };
}
