import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PUSH_KINDS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants.js';
import { CountrySchema, DateOfBirthSchema, RegionSchema } from './eligibility.js';
import { LOCALES } from './locale.js';

export const EmailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(320, 'Please enter a valid email address'));

export const UsernameSchema = z
  .string({ error: `Username must be at least ${USERNAME_MIN_LENGTH} characters` })
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Only letters numbers . _ and - allowed');

/** Signing in only checks the length; the strength rules apply when a password is chosen. */
export const LoginPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

/** Sign-up and reset: 8+ characters with a lowercase letter, an uppercase letter, a number and a symbol. */
export const NewPasswordSchema = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, 'Password must contain at least one symbol');

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** Names nobody may take: they would impersonate the operator or confuse the product's own pages. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'help',
  'moderator',
  'mod',
  'staff',
  'official',
  'squashtips',
  'psa',
  'api',
  'me',
  'user',
  'null',
  'undefined',
  'anonymous',
] as const;

export function isReservedUsername(username: string): boolean {
  return (RESERVED_USERNAMES as readonly string[]).includes(username.trim().toLowerCase());
}

export const UserDetailsSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    username: z.string(),
    fullName: z.string().nullable(),
    firstName: z.string().nullable(),
    avatar: z.string().nullable(),
    acceptedTermsAt: z.iso.datetime().nullable(),
    tournamentUpdatesEnabled: z.boolean(),
    tournamentResultsEnabled: z.boolean(),
    /** What this fan's subscribed devices are notified of (PUSH_KINDS). */
    pushKinds: z.array(z.enum(PUSH_KINDS)),
    /** The fan's record page shows only their name. */
    profilePrivate: z.boolean(),
    /** The language the fan chose (issue 46), for the site, their mails and notifications; null: not chosen. */
    locale: z.enum(LOCALES).nullable(),
    isAdmin: z.boolean(),
    /** YYYY-MM-DD: paid play needs it (issue 62); null until the fan gives it. */
    dateOfBirth: z.string().nullable(),
    /** Where the fan plays from, as they declare it: ISO 3166-1 alpha-2, and ISO 3166-2 where it matters. */
    country: z.string().nullable(),
    region: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** PATCH /api/user: only the fields that changed; at least one. */
export const UpdateUserRequestSchema = z
  .strictObject(
    {
      username: UsernameSchema.optional(),
      acceptedTermsAt: z.iso.datetime({ error: 'acceptedTermsAt must be a date-time' }).optional(),
      tournamentUpdatesEnabled: z.boolean({ error: 'tournamentUpdatesEnabled must be true or false' }).optional(),
      tournamentResultsEnabled: z.boolean({ error: 'tournamentResultsEnabled must be true or false' }).optional(),
      profilePrivate: z.boolean({ error: 'profilePrivate must be true or false' }).optional(),
      locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }).optional(),
      pushKinds: z
        .array(z.enum(PUSH_KINDS, { error: `pushKinds must list only ${PUSH_KINDS.join(', ')}` }), {
          error: 'pushKinds must be a list',
        })
        .max(PUSH_KINDS.length)
        .refine((kinds) => new Set(kinds).size === kinds.length, 'pushKinds lists a kind twice')
        .optional(),
      dateOfBirth: DateOfBirthSchema.optional(),
      country: CountrySchema.optional(),
      /** Null: none (a country the operator's table doesn't divide). */
      region: RegionSchema.nullable().optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((body) => Object.keys(body).length > 0, 'No changes to update')
  .meta({ id: 'UpdateUserRequest' });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const CheckUsernameQuerySchema = z.object({ username: UsernameSchema });
export const CheckUsernameResponseSchema = z.object({ data: z.object({ isAvailable: z.boolean() }) });

export const USERNAME_AVAILABILITY_MESSAGES = {
  available: 'This username is available',
  taken: 'This username is not available',
  failed: 'Error checking username',
  unchanged: 'Username unchanged',
} as const;

/** `auth-user`: has a password, log in. `user`: a migrated profile without one, sign up. `non-user`: sign up. */
export const EMAIL_STATUSES = ['auth-user', 'user', 'non-user'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EmailStatusResponseSchema = z.object({ data: z.object({ status: z.enum(EMAIL_STATUSES) }) });
export const EmailParamSchema = z.object({ email: EmailSchema });

/** A password reset link's token, as the mailed link carries it. */
export const ResetTokenParamSchema = z.object({
  token: z.string().min(1, 'token is required').max(200, 'token must be at most 200 characters'),
});
/** Whether a reset link can still set a password: its token is known, unspent, unexpired, and names an account. */
export const ResetTokenStatusResponseSchema = z.object({ data: z.object({ valid: z.boolean() }) });

/** The spec's display name: username, else first name, else full name, else 'User'. */
export function displayName(user: { username?: string | null; firstName?: string | null; fullName?: string | null }) {
  return user.username || user.firstName || user.fullName || 'User';
}

/** Initials for the generated avatar, from the full name (else the display name). */
export function initials(user: { username?: string | null; firstName?: string | null; fullName?: string | null }) {
  const source = user.fullName?.trim() || displayName(user);
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0]}${parts.at(-1)?.[0]}` : (parts[0]?.slice(0, 2) ?? 'U');
  return letters.toUpperCase();
}
