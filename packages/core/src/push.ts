import { z } from 'zod';

/** base64url without padding, as a browser's PushSubscription.toJSON() gives its keys. */
const base64Url = (name: string, bytes: number) =>
  z
    .string({ error: `${name} must be a string` })
    .regex(/^[A-Za-z0-9_-]+$/, `${name} must be base64url`)
    .length(Math.ceil((bytes * 4) / 3), `${name} must be ${bytes} bytes`);

/**
 * A push service's URL as one spelling: the WHATWG URL's own (scheme and host in lower case, the scheme's
 * default port left out), so 'https://FCM.googleapis.com:443/x' and 'https://fcm.googleapis.com/x' are one device.
 */
export const PushEndpointSchema = z
  .url({ error: 'endpoint must be a URL', protocol: /^https?$/i })
  .max(2048, 'endpoint is too long (2048 characters at most)')
  .transform((endpoint) => new URL(endpoint).href);

/**
 * PUT /api/push/subscription: a device's push subscription, as the browser's `PushSubscription.toJSON()`
 * gives it. The endpoint is the browser's push service (https); the keys are the device's P-256 public
 * key (65 bytes, uncompressed) and its 16-byte auth secret, which the payload is encrypted for.
 */
export const PushSubscriptionRequestSchema = z
  .object({
    endpoint: PushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      { p256dh: base64Url('keys.p256dh', 65), auth: base64Url('keys.auth', 16) },
      { error: 'keys must hold p256dh and auth' },
    ),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

/** DELETE /api/push/subscription: the device's endpoint. */
export const PushUnsubscribeRequestSchema = z
  .object({ endpoint: PushEndpointSchema })
  .meta({ id: 'PushUnsubscribeRequest' });

/** GET /api/push/key: the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const PushKeyResponseSchema = z
  .object({ data: z.object({ publicKey: z.string() }) })
  .meta({ id: 'PushKeyResponse' });

/** What a notification shows and opens; the service worker reads it (JSON, encrypted for the device). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page it is about, a path on this site. */
  url: z.string().startsWith('/'),
  /** Notifications with the same tag replace each other on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
