import { createHash } from 'node:crypto';

/**
 * What a closed account keeps of its email (users.closed_email_sha256): SHA-256 of it lowercased, so a break or
 * exclusion still in force follows the person to an account opened again with it, and nothing else about them.
 */
export const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
