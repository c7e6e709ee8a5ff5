import { z } from '../../platform/entities/zod';
import { LOCATION_MAX_LENGTH } from '../../platform/constants';
import { MEETUP_CANCEL_INTERVALS, MEETUP_DESCRIPTION_MAX_LENGTH, MEETUP_STATUSES } from '../constants';
import { dateSchema, idSchema } from '../../platform/entities/common';
import { textField } from '../../platform/entities/text-fields';
import { MESSAGING_MESSAGES } from '../messages';

export const meetupStatusSchema = z.enum(MEETUP_STATUSES);
export type MeetupStatus = z.infer<typeof meetupStatusSchema>;

/**
 * A meet-up proposed in a conversation (member spec §3, agent spec §3). The profiles are fictitious:
 * a meet-up is a date the member and the profile play out in the chat, never a real-world meeting.
 * `cancelInterval` is in minutes: how long before `meetDate` it can still be cancelled.
 */
export const meetupSchema = z.object({
  id: idSchema,
  meetDate: dateSchema,
  meetStatus: meetupStatusSchema,
  location: z.string(),
  cancelInterval: z.number().int().nonnegative().nullable(),
  description: z.string().default(''),
  /** Who proposed it: the member (user) or the profile (written by an agent). */
  proposedBy: z.enum(['user', 'profile']).default('user'),
});
export type Meetup = z.infer<typeof meetupSchema>;

/** The agent console's reference to a meet-up on a conversation. */
export const meetupRefSchema = z.object({ id: idSchema, archived: z.boolean().default(false) });
export type MeetupRef = z.infer<typeof meetupRefSchema>;

/**
 * POST /conversation/{id}/meet-up and PATCH …/meet-up/{meetupId}: propose or edit a meet-up. The
 * server refuses a date that is not in the future (MESSAGING_MESSAGES.meetupInPast); `cancelInterval` is one
 * of MEETUP_CANCEL_INTERVALS (minutes) or null (cancel any time). Unknown keys are refused.
 */
export const meetupInputSchema = z
  .object({
    meetDate: z.iso.datetime({ offset: true, message: MESSAGING_MESSAGES.meetupDateInvalid }),
    location: textField({ max: LOCATION_MAX_LENGTH, label: 'Location' }),
    cancelInterval: z
      .number()
      .int()
      .refine((minutes) => (MEETUP_CANCEL_INTERVALS as readonly number[]).includes(minutes), {
        message: MESSAGING_MESSAGES.meetupCancelIntervalInvalid,
      })
      .nullable()
      .default(null),
    description: textField({ max: MEETUP_DESCRIPTION_MAX_LENGTH, label: 'Description' }).default(''),
  })
  .strict();
export type MeetupInput = z.infer<typeof meetupInputSchema>;
export type MeetupInputValues = z.input<typeof meetupInputSchema>;

/**
 * PATCH …/meet-up/{meetupId}: either new fields for a proposed meet-up, or `{ meetStatus:
 * 'cancelled' }` to cancel it (the page asks for confirmation first). A cancelled meet-up cannot be
 * edited; DELETE removes only a cancelled one (cancel first, then remove: agent spec §4).
 */
export const meetupUpdateSchema = z.union([z.object({ meetStatus: z.literal('cancelled') }).strict(), meetupInputSchema]);
export type MeetupUpdate = z.infer<typeof meetupUpdateSchema>;
