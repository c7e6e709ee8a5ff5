// What a refused staff change says: the server's sentence, or the spec's 'Something went wrong, try again'.
import { ApiError, MESSAGES } from '@heartline/contracts';

export const staffRefusal = (error: unknown) => (error instanceof ApiError && error.message ? error.message : MESSAGES.agentActionFailed);
