// Today's figures per agent on the admins' staff board (issue 27 item 7): replies sent, the median
// first-response time and the breaks taken, over the day of the admin's brand by the server's clock.
import { z } from '../../platform/entities/zod';
import { dateSchema, idSchema } from '../../platform/entities/common';

const count = z.number().int().nonnegative();

/** One agent's day. */
export const staffFiguresSchema = z.object({
  agentId: idSchema,
  /** Messages the agent sent as a profile (or as admin) today. */
  replies: count,
  /**
   * The median, over today's replies that answered waiting messages, of the time from the oldest
   * of those messages to the reply; null when none did. Even counts take the mean of the middle two.
   */
  medianFirstResponseMs: count.nullable(),
  /** Today's replies that answered waiting messages: what the median is taken over. */
  answered: count,
  /** Breaks started today, and their time (a break still running counts up to now). */
  pauses: count,
  pausedMs: count,
});
export type StaffFigures = z.infer<typeof staffFiguresSchema>;

/** GET /agents/figures: the day (its start and end, and the brand's time zone) and each agent's figures. */
export const staffFiguresResponseSchema = z.object({
  day: z.object({ start: dateSchema, end: dateSchema, timezone: z.string() }),
  figures: z.array(staffFiguresSchema),
});
export type StaffFiguresResponse = z.infer<typeof staffFiguresResponseSchema>;
