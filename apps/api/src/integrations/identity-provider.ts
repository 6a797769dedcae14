/**
 * What an identity service says of a verification (issue 62, point 6): decided only from the service's own record,
 * read back from it, never from an event's word.
 */
export interface IdentityReading {
  status: 'requires_input' | 'processing' | 'verified' | 'canceled';
  /** The document's date of birth, YYYY-MM-DD, once verified. */
  dateOfBirth: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Why a verification needs input again (the document unreadable, expired…), in the service's words. */
  problem: string | null;
}

/** The identity service: Stripe Identity when Stripe is set up, else the built-in test service. */
export interface IdentityProvider {
  readonly name: 'stripe' | 'test';
  /** Opens a verification for the fan; `url` is where the browser goes to show a document. */
  start(fan: { userId: string; checkId: string }): Promise<{ sessionId: string; url: string }>;
  /** The service's own record of a verification; undefined for the test service, which decides in our tables. */
  read?(sessionId: string): Promise<IdentityReading>;
  /** Erases a verification's document images and details at the service (a closed account's). */
  redact?(sessionId: string): Promise<void>;
}
