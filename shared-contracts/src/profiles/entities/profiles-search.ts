import { z } from '../../platform/entities/zod';
import { DOMAIN_MAX_LENGTH } from '../../platform/constants';
import { PROFILES_MESSAGES } from '../messages';
import { profileSearchQuerySchema } from './profile-filters';
import { textLimits } from '../../platform/entities/text-fields';

/**
 * GET /profiles query: the search filters and sorting (profileSearchQuerySchema), plus the
 * landing-page variant `?type=landing&limit=8&premium=true`, callable with the public API key:
 * featured or premium cards of the brand of the request's Origin (or of `domain`). The sort is
 * the spec's `sortBy` (member spec §7).
 */
export const profilesQuerySchema = profileSearchQuerySchema
  .extend({
    type: z.enum(['landing']).optional(),
    premium: z.stringbool().optional(),
    /** The landing page's brand when the request has no Origin header. */
    domain: z.string().trim().min(1).superRefine(textLimits(DOMAIN_MAX_LENGTH)).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax) {
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: PROFILES_MESSAGES.ageRangeOrder });
    }
    if (query.heightMin !== undefined && query.heightMax !== undefined && query.heightMin > query.heightMax) {
      ctx.addIssue({ code: 'custom', path: ['heightMax'], message: PROFILES_MESSAGES.heightRangeOrder });
    }
  });
export type ProfilesQuery = z.infer<typeof profilesQuerySchema>;
export type ProfilesQueryInput = z.input<typeof profilesQuerySchema>;
