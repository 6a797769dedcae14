import { z } from 'zod';
import { AUDIT_RESOURCES } from './constants.js';
import { enumParam, pageQuery } from './pagination.js';

/** One administrator write, as the append-only audit log keeps it. */
export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    at: z.string(),
    adminId: z.uuid().nullable(),
    adminEmail: z.string(),
    address: z.string(),
    /** The route, as 'POST /api/admin/users/:id/credits'. */
    action: z.string(),
    resourceType: z.enum(AUDIT_RESOURCES),
    resourceId: z.string().nullable(),
    /** The resource's name when the action was recorded ('Windsor City Open 2023 (Men's)'), null where it has none. */
    resourceName: z.string().nullable(),
    statusCode: z.number().int(),
    /** What was asked (the request's body), with secrets left out. */
    request: z.unknown().nullable(),
    /** The resource before the write and after it (the answer's data), where there is one. */
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A day of the common era (year 0000 is none, in PostgreSQL or the calendar). */
const day = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((value) => !value.startsWith('0000'), `${name} must be a date from 0001-01-01`)
    .optional();

export const AdminAuditQuerySchema = z.object({
  ...pageQuery({ defaultPageSize: 50 }),
  /** The administrator's email (as typed: matched whole, without case). */
  admin: z.string().trim().max(320).optional(),
  resource: enumParam('resource', AUDIT_RESOURCES).optional(),
  /** Days in UTC, both included. */
  from: day('from'),
  to: day('to'),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuerySchema>;
