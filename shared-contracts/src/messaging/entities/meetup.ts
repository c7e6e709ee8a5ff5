import { z } from '../../platform/entities/zod';
import { LOCATION_MAX_LENGTH } from '../../platform/constants';
import { MEETUP_DESCRIPTION_MAX_LENGTH } from '../constants';
import { dateSchema, idSchema } from '../../platform/entities/common';

const MEETUP_CANCEL_INTERVAL_MAX = 525_600;
import { textField } from '../../platform/entities/text-fields';

/** A meet-up proposed in a conversation (member spec §3, agent spec §3). Status values: not shown in the spec. */
export const meetupSchema = z.object({
  id: idSchema,
  meetDate: dateSchema,
  meetStatus: z.string(),
  location: z.string(),
  /** How long before the meeting it can still be cancelled; unit not shown in the spec. */
  cancelInterval: z.number().nonnegative().nullable(),
  description: z.string().default(''),
});
export type Meetup = z.infer<typeof meetupSchema>;

/** The agent console's reference to a meet-up on a conversation. */
export const meetupRefSchema = z.object({ id: idSchema, archived: z.boolean().default(false) });
export type MeetupRef = z.infer<typeof meetupRefSchema>;

/** Add or edit a meet-up (agent console). */
export const meetupInputSchema = meetupSchema.omit({ id: true, meetStatus: true }).extend({
  // The unit is not shown in the spec: a year of minutes bounds any reading of it.
  cancelInterval: z.number().nonnegative().max(MEETUP_CANCEL_INTERVAL_MAX).nullable(),
  location: textField({ max: LOCATION_MAX_LENGTH, label: 'Location' }),
  description: textField({ max: MEETUP_DESCRIPTION_MAX_LENGTH, label: 'Description' }).default(''),
});
export type MeetupInput = z.infer<typeof meetupInputSchema>;
