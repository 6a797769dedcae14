import type { IdentityProvider, IdentityReading } from '../identity-provider.js';
import { type StripeSettings, stripeClient } from './provider.js';

/** Stripe's statuses of a verification; one it adds later is read as still processing. */
const STATUSES = ['requires_input', 'processing', 'verified', 'canceled'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Stripe Identity (issue 62, point 6): a document check of Stripe's hosted page, with a matching selfie; read back
 * with its verified outputs (the document's name and date of birth), which the caller matches to the profile.
 */
export function stripeIdentity(
  settings: StripeSettings,
): IdentityProvider & { read(id: string): Promise<IdentityReading> } {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async start({ userId, checkId }) {
      const session = await stripe.identity.verificationSessions.create(
        {
          type: 'document',
          client_reference_id: userId,
          metadata: { userId, checkId },
          options: { document: { require_matching_selfie: true } },
          return_url: `${settings.baseUrl}/account?identity=${encodeURIComponent(checkId)}`,
        },
        { idempotencyKey: `identity:${checkId}` },
      );
      if (!session.url) throw new Error(`Stripe gave verification session ${session.id} no url`);
      return { sessionId: session.id, url: session.url };
    },
    async redact(sessionId) {
      await stripe.identity.verificationSessions.redact(sessionId, {}, { idempotencyKey: `redact:${sessionId}` });
    },
    async read(sessionId) {
      const session = await stripe.identity.verificationSessions.retrieve(sessionId, { expand: ['verified_outputs'] });
      const outputs = session.verified_outputs;
      const dob = outputs?.dob;
      return {
        status: STATUSES.find((status) => status === session.status) ?? 'processing',
        dateOfBirth: dob?.year && dob.month && dob.day ? `${dob.year}-${pad(dob.month)}-${pad(dob.day)}` : null,
        firstName: outputs?.first_name ?? null,
        lastName: outputs?.last_name ?? null,
        problem: session.last_error?.reason ?? null,
      };
    },
  };
}
