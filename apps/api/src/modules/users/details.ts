import { dataResponse, UserDetailsSchema } from '@squash/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodiesByObject } from '../../cache/cached-body.js';
import { sendCached } from '../../cache/notice-cache.js';
import type { Profile } from '../../db/schema.js';
import { signedInProfile } from '../../plugins/auth.js';
import { toUserDetails } from './service.js';

export const UserResponseSchema = dataResponse(UserDetailsSchema);

/**
 * The signed-in fan's details, answered from the profile the session cache holds (not a declared read,
 * cache/declared-reads.ts: it reads no database, and the profile is the session's own). The body is made once
 * per profile object: a changed profile or a new sign-in is a new object, so a new body and ETag.
 */
export function userDetailsAnswer() {
  const detailsBody = bodiesByObject<Profile>();
  return (request: FastifyRequest, reply: FastifyReply) => {
    const profile = signedInProfile(request);
    const details = detailsBody(profile, () =>
      JSON.stringify(UserResponseSchema.parse({ data: toUserDetails(profile) })),
    );
    return sendCached(request, reply, details, 'private');
  };
}
