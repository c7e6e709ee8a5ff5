// POST /conversation/{id}/attachment: a photo for one conversation only (never the member's
// gallery), with its upload progress. `blank` (before the first message) names its profile.
import { CHAT_PHOTO_FILE_FIELD } from '../constants';
import type { ChatPhotoResponse } from '../entities/chat-photo';
import { postFormWithProgress } from '../../platform/api/uploads';

export interface UploadChatPhotoRequest {
  /** The member's conversation, or `blank` with `profileId`. */
  conversationId: string;
  profileId?: string;
  /** Already checked (and scaled down when huge) in the browser: member spec §5. */
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Stores the photo for the conversation; send its `image._id` as the next message's attachment. */
export function uploadChatPhoto(request: UploadChatPhotoRequest, createRequest?: () => XMLHttpRequest): Promise<ChatPhotoResponse> {
  const body = new FormData();
  if (request.profileId !== undefined) body.append('profileId', request.profileId);
  body.append(CHAT_PHOTO_FILE_FIELD, request.file, request.file.name);
  return postFormWithProgress<ChatPhotoResponse>(
    `/conversation/${encodeURIComponent(request.conversationId)}/attachment`,
    body,
    request,
    createRequest,
  );
}
