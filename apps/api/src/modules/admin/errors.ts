import { errorResponses } from '../../lib/error-responses.js';

/** The error answers every back-office route may give. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 422);
