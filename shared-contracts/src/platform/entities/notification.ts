import { TOAST_VARIANTS } from '../constants';
import { z } from './zod';

export const notificationVariantSchema = z.enum(TOAST_VARIANTS);

/** A toast as the shell holds it (member spec §3): shown TOAST_DURATION_MS, then dismissed. */
export const notificationSchema = z.object({
  show: z.boolean(),
  /** When it was raised (ms); also tells two equal toasts apart. */
  timestamp: z.number().int().nonnegative(),
  title: z.string().default(''),
  text: z.string(),
  variant: notificationVariantSchema.default('default'),
});
export type Notification = z.infer<typeof notificationSchema>;
