// The reply as the profile (agent spec §5, §7): text with the emoji picker, a photo of the profile,
// Enter sends and Shift+Enter starts a line. Each reply has its key (a retry is stored once) and
// says the newest line seen: a 409 brings the member's new lines, shown first, and the draft stays.
// A new photo of the profile (POST /profile/{id}/upload) joins the photos and is chosen at once.
import { forwardRef, useId, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@heartline/contracts/i18n';
import { ApiError, CHAT_MESSAGE_MAX_LENGTH, MESSAGES, api, replyAsProfile, showToast, uploadProfilePhoto } from '@heartline/contracts';
import type { Image, Message } from '@heartline/contracts/schemas';
import { Button, buttonClassName } from '@heartline/ui';
import { EmojiPickerButton } from '@heartline/ui/emoji-picker';
import { newReplyKey } from '../lib/message-merge';

export interface ReplyComposerHandle {
  focus(): void;
  send(): void;
}

interface ReplyComposerProps {
  conversationId: string;
  /** The profile's id: whose photos a new one joins. */
  profileId: string;
  profile: string;
  /** The profile's photos that may go with a reply. */
  photos: readonly Image[];
  /** The newest line on screen: what the agent has seen. */
  seen: () => string | undefined;
  /** An admin stepping in from the lookup writes as admin. */
  asAdmin?: boolean;
  onSent: (message: Message) => void;
  /** The member wrote meanwhile: these lines go on screen first. */
  onOvertaken: (lines: Message[]) => void;
}

export const ReplyComposer = forwardRef<ReplyComposerHandle, ReplyComposerProps>(function ReplyComposer(
  { conversationId, profileId, profile, photos: initialPhotos, seen, asAdmin = false, onSent, onOvertaken },
  ref,
) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [overtaken, setOvertaken] = useState<string | null>(null);
  const keyRef = useRef(newReplyKey());
  const boxRef = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    const text = draft.trim();
    if (sending || (text === '' && photo === null)) return;
    setSending(true);
    try {
      const answer = await replyAsProfile(conversationId, {
        key: keyRef.current,
        messageType: photo ? 'attachment' : 'text',
        message: text,
        attachment: photo,
        seen: seen(),
        ...(asAdmin ? { admin: true } : {}),
      });
      onSent(answer.message);
      setDraft('');
      setPhoto(null);
      setOvertaken(null);
      keyRef.current = newReplyKey();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const newer = (failure.body as { messages?: Message[] } | undefined)?.messages ?? [];
        if (newer.length > 0) {
          onOvertaken(newer);
          keyRef.current = newReplyKey();
        }
        setOvertaken(failure.message);
      } else {
        showToast(failure instanceof ApiError && failure.status < 500 ? failure.message : MESSAGES.agentActionFailed, 'error');
      }
    } finally {
      setSending(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file || uploading) return;
    setUploading(true);
    try {
      const { images } = await uploadProfilePhoto(profileId, file);
      setPhotos(images);
      // The new photo is the last: it goes with this reply unless the agent picks another.
      setPhoto(images.at(-1)?._id ?? null);
      showToast(MESSAGES.profilePhotoAdded, 'success');
    } catch (failure) {
      // The image rules say what was wrong in their words; anything else is the spec's upload failure.
      showToast(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : MESSAGES.attachmentUploadFailed,
        'error',
      );
    } finally {
      setUploading(false);
    }
  };

  useImperativeHandle(ref, () => ({ focus: () => boxRef.current?.focus(), send: () => void send() }));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="agent-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {overtaken && (
        <p className="notice notice-warning" role="alert" data-testid="reply-overtaken">
          {overtaken}
        </p>
      )}
      <label htmlFor={`${id}-reply`} className="agent-composer-label">
        {asAdmin ? t('conversation.reply-as-admin', { profile }) : t('conversation.reply-as', { profile })}
      </label>
      <textarea
        id={`${id}-reply`}
        ref={boxRef}
        className="ui-control agent-reply"
        rows={3}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Alt+R"
      />
      <fieldset className="agent-photos">
        <legend>{t('conversation.photos')}</legend>
        {photos.length > 0 && (
          <div className="agent-photo-grid">
            {photos.map((image, index) => (
              <button
                key={image._id}
                type="button"
                className="agent-photo"
                aria-pressed={photo === image._id}
                aria-label={t('conversation.attach-photo', { index: index + 1 })}
                onClick={() => setPhoto((chosen) => (chosen === image._id ? null : image._id))}
              >
                <img src={image.path.medium} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        )}
        <label className={`agent-upload ${buttonClassName({ variant: 'ghost', size: 'sm' })}`} aria-busy={uploading}>
          {uploading ? t('conversation.uploading') : t('conversation.upload-photo')}
          <input
            type="file"
            accept="image/jpeg,image/png"
            disabled={uploading}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </fieldset>
      <div className="agent-composer-actions">
        <EmojiPickerButton
          label={t('conversation.emoji')}
          placement="top-start"
          buttonClassName={buttonClassName({ variant: 'secondary', size: 'sm' })}
          imageBaseUrl={api.publicUrl('/emoji/64')}
          hideSearch={false}
          displayRecent
          onSelect={(choice) => setDraft((text) => `${text}${choice.emoji}`)}
        />
        <Button type="submit" size="sm" loading={sending} aria-keyshortcuts="Enter">
          {t('conversation.send')}
        </Button>
      </div>
    </form>
  );
});
