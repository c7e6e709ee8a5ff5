// A photo uploaded in a chat (POST /conversation/{id}/attachment): an attachment of that
// conversation only, never one of the member's gallery photos. Its `_id` (a UUID, where a gallery
// photo's is a number) goes in `attachment` of the next send in the same conversation.
import { z } from '../../platform/entities/zod';
import { imageSchema } from '../../platform/entities/image';

/** The stored chat photo, its addresses signed for the member who uploaded it. */
export const chatPhotoResponseSchema = z.object({ image: imageSchema });
export type ChatPhotoResponse = z.infer<typeof chatPhotoResponseSchema>;
