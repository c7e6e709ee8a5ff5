import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@heartline/contracts/router';
import { useTranslation } from '@heartline/contracts/i18n';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  MESSAGES,
  PageTitle,
  api,
  bus,
  dateTimeFormat,
  getProfile,
  now,
  paths,
  useBrandLocale,
  userAtom,
} from '@heartline/contracts';
import type { Conversation, ConversationMessageResponse, Image, Meetup, Message } from '@heartline/contracts/schemas';
import { Avatar, Button, EmptyState, Skeleton, TextAreaField, buttonClassName } from '@heartline/ui';
import { EmojiPickerButton } from '@heartline/ui/emoji-picker';
import { avatarOf } from '../../lib/avatar';
import { listConversations, markConversationRead, refreshConversation, setArchived } from '../../lib/conversation-calls';
import { mergeMessages, newestSavedId } from '../../lib/message-history';
import { EarlierMessages, useEarlierMessages } from './earlier-messages';
import { AttachmentPicker, ChosenPhoto, MessagePhoto } from './attachments';
import { conversationClass, nextInClass, previousInClass } from '@heartline/contracts/rules';
import { clearDraft, readDraft, saveDraft } from '../../lib/drafts';
import { sendWithPending } from '../../lib/pending-send';
import { placeInLists } from '../../lib/list-placement';
import { queryKeys } from '../../lib/query-keys';
import { Meetups } from './meetups';
import { useLiveConversations } from '../../lib/live-updates';
import { lastListShown } from '../../lib/last-list';
import { OPENED_FROM_LIST, listHref } from '../../lib/messages-address';
import { useVisualViewport } from '../../lib/visual-viewport';
import { useStickToBottom } from '../../lib/stick-to-bottom';
import { ChatIcon } from './chat-icons';
import '../../styles/chat.css';

/** A message's client key (fits SEND_KEY_PATTERN). randomUUID exists only in secure contexts; getRandomValues everywhere. */
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** /messages/chat/:id — one conversation; `blank?profileId=` before the first message. Re-renders per full path. */
export function ChatPage() {
  const { id = 'blank' } = useParams();
  const [search, setSearch] = useSearchParams();
  const askForCity = search.get('question') === 'askForCity';
  // ?question=askForCity asks the member for their city once; the question leaves the address (replaced, not pushed).
  useEffect(() => {
    if (!askForCity) return;
    bus.emit('popup:open', { name: 'location-confirmation' });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('question');
        return next;
      },
      { replace: true },
    );
  }, [askForCity, setSearch]);
  const kept = new URLSearchParams(search);
  kept.delete('question');
  const path = `${id}?${kept.toString()}`;
  return <Chat key={path} id={id} blankProfileId={id === 'blank' ? search.get('profileId') : null} />;
}

function Chat({ id, blankProfileId }: { id: string; blankProfileId: string | null }) {
  const { t } = useTranslation('messaging');
  const isBlank = id === 'blank';
  const queryClient = useQueryClient();
  // A refresh (a new message, the channel back after a loss) catches up from the newest message held.
  const loaded = useQuery({
    queryKey: queryKeys.conversation(id),
    queryFn: ({ signal }) => refreshConversation(id, queryClient.getQueryData<Conversation>(queryKeys.conversation(id)), { signal }),
    enabled: !isBlank,
  });
  const blankProfile = useQuery({
    queryKey: ['profile', blankProfileId ?? ''],
    queryFn: ({ signal }) => getProfile(blankProfileId ?? '', { signal }),
    enabled: isBlank && blankProfileId !== null,
  });
  useLiveConversations(id);

  useEffect(() => {
    if (isBlank || !loaded.data) return;
    const unread = loaded.data.messages.some((message) => message.senderType === 'profile' && !message.isRead);
    if (!unread) return;
    markConversationRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.conversationLists() }))
      .catch(() => undefined);
  }, [id, isBlank, loaded.data, queryClient]);

  // A chat that cannot open is the whole page: its heading is the page's. On a phone the chat has
  // no site header nor tab bar, so it says the way back itself.
  const backToList = (
    <Link to={listHref(lastListShown() ?? { list: 'inbox', page: 1 })} className={buttonClassName({ variant: 'secondary' })}>
      {t('chat.back')}
    </Link>
  );
  if (isBlank && blankProfileId === null)
    return <EmptyState title={t('chat.noProfile')} picture="not-found" role="alert" headingLevel={1} actions={backToList} />;
  if ((!isBlank && loaded.isError) || (isBlank && blankProfile.isError))
    return <EmptyState title={t('chat.failed')} picture="unavailable" role="alert" headingLevel={1} actions={backToList} />;
  const profile = isBlank
    ? blankProfile.data
      ? { _id: blankProfile.data._id, username: blankProfile.data.username, images: blankProfile.data.images }
      : null
    : loaded.data?.profile;
  if (!profile) return <Skeleton lines={4} />;
  // Back to the list the member came from, else to the conversation's own class.
  const back = lastListShown() ?? { list: loaded.data ? conversationClass(loaded.data) : 'inbox', page: 1 };
  return (
    <ChatView
      id={id}
      backHref={listHref(back)}
      profile={profile}
      messages={loaded.data?.messages ?? []}
      meetups={loaded.data?.meetUps ?? []}
      actions={loaded.data && <ArchiveButton conversation={loaded.data} />}
      steps={loaded.data && <NextPrevious conversation={loaded.data} />}
    />
  );
}

/** Archive and restore (member spec §4): the conversation moves class; a failure says so and changes nothing. */
function ArchiveButton({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await setArchived(conversation._id, !conversation.archived);
      queryClient.setQueryData<Conversation>(queryKeys.conversation(conversation._id), (cached) =>
        cached ? { ...cached, archived: !conversation.archived, type: conversation.archived ? 'conversations' : 'archive' } : cached,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversation(conversation._id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.conversationLists() });
      bus.emit('toast:show', { text: conversation.archived ? t('chat.restored') : t('chat.archived'), variant: 'success' });
    } catch {
      bus.emit('toast:show', { text: MESSAGES.generic, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="ghost" className="chat-header-button chat-archive" loading={busy} onClick={() => void toggle()}>
      <ChatIcon name={conversation.archived ? 'restore' : 'archive'} />
      {/* The word shows from the tablet breakpoint; on a phone it names the icon. */}
      <span className="chat-archive-label">{conversation.archived ? t('chat.restore') : t('chat.archive')}</span>
    </Button>
  );
}

/** Previous and next conversation inside this one's class (member spec §4), wrapping around. */
function NextPrevious({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('messaging');
  const type = conversationClass(conversation);
  const list = useQuery({
    queryKey: queryKeys.conversationList(type, 1),
    queryFn: ({ signal }) => listConversations({ type, page: 1 }, { signal }),
  });
  const conversations = list.data?.conversations ?? [];
  if (conversations.length < 2 || !conversations.some((item) => item._id === conversation._id)) return null;
  // Every conversation of this list is in the class (a list row carries its latest message only,
  // too little to classify it again).
  const sameClass = () => type;
  const next = nextInClass(conversations, conversation._id, sameClass);
  // With one other conversation in the class, previous and next are the same: one link says it.
  const previous = conversations.length > 2 ? previousInClass(conversations, conversation._id, sameClass) : undefined;
  return (
    <nav className="chat-steps" aria-label={t('chat.steps', { type: t(`lists.types.${type}`) })}>
      {previous && (
        <Link
          to={paths.chat(previous._id)}
          className="chat-header-button"
          aria-label={t('chat.previous', { name: previous.profile.username })}
          title={t('chat.previous', { name: previous.profile.username })}
        >
          <ChatIcon name="previous" />
        </Link>
      )}
      {next && (
        <Link
          to={paths.chat(next._id)}
          className="chat-header-button"
          aria-label={t('chat.next', { name: next.profile.username })}
          title={t('chat.next', { name: next.profile.username })}
        >
          <ChatIcon name="next" />
        </Link>
      )}
    </nav>
  );
}

interface ChatViewProps {
  /** Beside the profile's name (archive, restore). */
  actions?: ReactNode;
  /** In the header (previous and next in the class). */
  steps?: ReactNode;
  /** Where the header's back arrow leads: the list. */
  backHref: string;
  id: string;
  profile: { _id: string; username: string; images?: readonly Image[] };
  messages: readonly Message[];
  meetups: readonly Meetup[];
}

function ChatView({ id, profile, messages, meetups, actions, steps, backHref }: ChatViewProps) {
  const { t } = useTranslation('messaging');
  const locale = useBrandLocale();
  const user = useAtomValue(userAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openedFromList = (useLocation().state as Partial<typeof OPENED_FROM_LIST> | null)?.openedFromList === true;
  const fieldId = useId();
  const [text, setText] = useState(() => readDraft(profile._id));
  const [pending, setPending] = useState<Message | null>(null);
  const [photo, setPhoto] = useState<Image | null>(null);
  const [sending, setSending] = useState(false);
  // One key per message: kept across retries, renewed once the message is sent.
  const key = useRef(newKey());

  const change = (value: string) => {
    setText(value);
    saveDraft(profile._id, value, now());
  };

  /** Sends the composer's message; `purchased`: credits just bought for it (the balance may not have arrived yet). */
  const send = async (purchased?: number) => {
    if (!user || sending) return;
    setSending(true);
    const result = await sendWithPending(
      { key: key.current, message: text, attachment: photo?._id ?? null },
      {
        user: purchased === undefined ? user : { ...user, credits: Math.max(user.credits, purchased) },
        conversationId: id,
        profileId: profile._id,
        // The chosen photo shows in the pending message at once.
        showPending: (message) => setPending(message && photo ? { ...message, attachmentImage: photo } : message),
        confirm: ({ conversation, message }: ConversationMessageResponse) => {
          queryClient.setQueryData<Conversation>(queryKeys.conversation(conversation._id), (cached) =>
            cached
              ? { ...cached, archived: conversation.archived, type: conversation.type, messages: mergeMessages(cached.messages, [message]) }
              : cached,
          );
          // The answer is the conversation as its list row shows it, with this message as its newest.
          placeInLists(queryClient, { ...conversation, messages: [message] });
          if (id === 'blank') {
            // A new conversation holds this one message: the chat opens on it without asking the
            // server again (and a connection lost right after the send catches up from it).
            queryClient.setQueryData<Conversation>(
              queryKeys.conversation(conversation._id),
              (cached) => cached ?? { ...conversation, messages: [message] },
            );
            void navigate(paths.chat(conversation._id), { replace: true });
          }
        },
        now: () => new Date(now()),
        words: { failed: t('chat.sendFailed') },
      },
    );
    setSending(false);
    if (result.status === 'sent') {
      key.current = newKey();
      setText('');
      clearDraft(profile._id);
      setPhoto(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  // The no-credits popup bought credits for the message waiting under this key: it is sent now,
  // once (the key is renewed when it is sent, and the server keeps one message per key).
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    const onPurchased = ({ credits, sendKey }: { credits: number; sendKey?: string }) => {
      if (sendKey !== undefined && sendKey === key.current) void latestSend.current(credits);
    };
    bus.on('credits:purchased', onPurchased);
    return () => bus.off('credits:purchased', onPurchased);
  }, []);

  const page = useRef<HTMLElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // On a phone the chat is fixed to the visual viewport: the composer stays above the keyboard.
  useVisualViewport(page);
  useStickToBottom(log);
  const earlier = useEarlierMessages(id, messages, log);
  useNewestInView(messages, log);
  const shown = [...messages, ...(pending ? [pending] : [])];
  const days = groupByDay(shown);
  const dayFormat = dateTimeFormat(locale, { dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeStyle: 'short' });

  return (
    <section ref={page} className="chat-page" aria-labelledby={`${fieldId}-title`}>
      <PageTitle page={t('chat.title', { name: profile.username })} />
      <header className="chat-header">
        <Link
          to={backHref}
          onClick={(event) => {
            // Opened from the list's row: going back to that entry brings the list back where the
            // member left it (the shell restores a history entry's scroll), as a chat app does.
            if (!openedFromList) return;
            event.preventDefault();
            void navigate(-1);
          }}
          className="chat-header-button chat-back"
          aria-label={t('chat.back')}
          title={t('chat.back')}
        >
          <ChatIcon name="back" />
        </Link>
        <Link to={paths.profile(profile._id)} className="chat-profile">
          <Avatar name={profile.username} src={avatarOf(profile)} decorative />
          <h1 id={`${fieldId}-title`}>{profile.username}</h1>
        </Link>
        <div className="chat-header-actions">
          {steps}
          {actions}
        </div>
      </header>
      {!isBlankId(id) && <Meetups conversationId={id} profileName={profile.username} meetups={meetups} />}
      <div ref={log} className="chat-messages" role="log" aria-label={t('chat.messages')}>
        {!isBlankId(id) && days.length > 0 && <EarlierMessages state={earlier.state} onLoad={() => void earlier.loadEarlier()} />}
        {days.length === 0 && <p className="chat-empty">{t('chat.empty', { name: profile.username })}</p>}
        {days.map(([day, dayMessages]) => (
          <section key={day} aria-label={dayFormat.format(new Date(day))}>
            <h2 className="chat-day">{dayFormat.format(new Date(day))}</h2>
            <ol className="chat-list">
              {dayMessages.map((message, index) => (
                <li
                  key={message._id ?? `pending-${index}`}
                  data-message-id={message._id}
                  className={`chat-message chat-message-${message.senderType}`}
                  aria-busy={message.isPending || undefined}
                >
                  {/* Text, never markup: React escapes it. */}
                  {message.attachmentImage && (
                    <MessagePhoto image={message.attachmentImage} from={message.senderType === 'user' ? t('chat.you') : profile.username} />
                  )}
                  {message.message ? (
                    <p className="chat-text">{message.message}</p>
                  ) : (
                    message.messageType === 'attachment' &&
                    !message.attachmentImage && <p className="chat-text chat-text-muted">{t('chat.photoRemoved')}</p>
                  )}
                  <time dateTime={message.dateSent} className="chat-time">
                    {message.isPending ? t('chat.sending') : timeFormat.format(new Date(message.dateSent))}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <form className="chat-composer" onSubmit={submit}>
        <TextAreaField
          id={fieldId}
          label={t('chat.compose')}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={1}
          placeholder={t('chat.compose')}
          onChange={(event) => change(event.target.value)}
          onKeyDown={sendOnEnter}
          enterKeyHint={sendsOnEnter() ? 'send' : 'enter'}
        />
        {photo && <ChosenPhoto image={photo} onRemove={() => setPhoto(null)} />}
        <div className="chat-tools">
          <AttachmentPicker chosen={photo} onChoose={setPhoto} conversationId={id} profileId={profile._id} />
          <EmojiPickerButton
            label={t('chat.emoji')}
            placement="top-end"
            sheetMedia={PHONE_MEDIA}
            buttonClassName={buttonClassName({ variant: 'secondary' })}
            imageBaseUrl={emojiImages()}
            hideSearch={false}
            displayRecent
            onSelect={(choice) => change(`${text}${choice.emoji}`)}
          />
        </div>
        <p className="chat-cost">{t('chat.cost')}</p>
        <Button type="submit" loading={sending}>
          {t('chat.send')}
        </Button>
      </form>
    </section>
  );
}

const isBlankId = (id: string) => id === 'blank';

/** Below the tablet breakpoint (member spec §4's breakpoints): the chat is the whole screen and the emoji picker a bottom sheet. */
const PHONE_MEDIA = '(max-width: 767.98px)';

/**
 * Enter sends and Shift+Enter starts a new line, as in WhatsApp Web and Messenger, where there is
 * a keyboard; on a touch screen Enter is a new line and the Send button sends (issue 28 item 2).
 */
function sendsOnEnter(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(pointer: coarse)').matches;
}

function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  // An input method composing a word uses Enter to pick it.
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !sendsOnEnter()) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The API serves the picker's 64 px images (emoji-datasource), so every screen draws the same emoji without an emoji font. */
const emojiImages = (): string => api.publicUrl('/emoji/64');

/**
 * Brings the newest message into view when the chat opens, and when one arrives while the member
 * is at the bottom or it is their own; someone reading older messages is left where they are.
 */
function useNewestInView(messages: readonly Message[], log: RefObject<HTMLDivElement | null>) {
  const newest = newestSavedId(messages);
  const shown = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const box = log.current;
    if (!box || newest === undefined || newest === shown.current) return;
    const first = shown.current === undefined;
    shown.current = newest;
    const last = messages.at(-1);
    const atBottom =
      box.scrollHeight > box.clientHeight + 1
        ? box.scrollHeight - box.scrollTop - box.clientHeight < 120
        : window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 200;
    if (first || atBottom || last?.senderType === 'user')
      box.querySelector(`[data-message-id="${CSS.escape(newest)}"]`)?.scrollIntoView?.({ block: 'end' });
  }, [newest, messages, log]);
}

function groupByDay(messages: readonly Message[]): [string, Message[]][] {
  const days = new Map<string, Message[]>();
  for (const message of messages) {
    const day = message.day;
    days.set(day, [...(days.get(day) ?? []), message]);
  }
  return [...days.entries()];
}
