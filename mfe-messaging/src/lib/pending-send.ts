// Sending a message (member spec §4 "Sending a message"): the pending message is shown at once and
// one credit is taken locally, then the server's answer replaces both (its message list and its
// credit count); on failure the pending message goes, the credit comes back and the member is told.
// The send's answer is all this tab needs: the user channel's announcement of it is recognised by
// its key (sent-here.ts), and nothing is read again.
// The remote never writes the user atom: credits go to the shell as `user:updated`.
import { ApiError, bus, sendConversationMessage, type User } from '@heartline/contracts';
import { isEmptyMessage, maskContactDetails } from '@heartline/contracts/rules';
import type { ConversationMessageResponse, Message } from '@heartline/contracts/schemas';
import { rememberSentHere } from './sent-here';

export interface Outgoing {
  /** Generated once per message (a UUID fits the contract's SEND_KEY_PATTERN); a retry of the same message sends it again. */
  key: string;
  message: string;
  attachment: string | null;
}

export interface SendWords {
  /** Told when the send failed: the credit is back. */
  failed: string;
}

export type SendResult =
  | { status: 'empty' }
  | { status: 'no-credits' }
  | { status: 'sent'; answer: ConversationMessageResponse }
  | { status: 'failed'; error: unknown };

/** The message shown at once, before the server has it: masked as the server will store it (emails, phone numbers). */
export function pendingMessage(outgoing: Outgoing, now: Date): Message {
  const at = now.toISOString();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  return {
    messageType: outgoing.attachment ? 'attachment' : 'text',
    message: maskContactDetails(outgoing.message),
    attachment: outgoing.attachment,
    attachmentImage: null,
    dateSent: at,
    date: at,
    day,
    senderType: 'user',
    isRead: false,
    isPending: true,
  };
}

export interface SendDeps {
  user: Pick<User, '_id' | 'credits'>;
  conversationId: string;
  profileId: string;
  /** Shows the pending message (added) or takes it away (null) in the open chat. */
  showPending: (message: Message | null) => void;
  /** Puts the server's stored message (masked as the server keeps it) into its conversation. */
  confirm: (answer: ConversationMessageResponse) => void;
  now: () => Date;
  words: SendWords;
}

/** The no-credits popup, told which message waits: its one-step purchase sends it (`credits:purchased`). */
function openNoCredits(sendKey: string): void {
  bus.emit('popup:open', { name: 'no-credits', props: { sendKey } });
}

export async function sendWithPending(outgoing: Outgoing, deps: SendDeps): Promise<SendResult> {
  if (isEmptyMessage(outgoing)) return { status: 'empty' };
  if (deps.user.credits < 1) {
    openNoCredits(outgoing.key);
    return { status: 'no-credits' };
  }
  deps.showPending(pendingMessage(outgoing, deps.now()));
  bus.emit('user:updated', { _id: deps.user._id, credits: deps.user.credits - 1 });
  // Before the call: the user channel may announce the message before the answer arrives.
  rememberSentHere(outgoing.key);
  try {
    const answer = await sendConversationMessage(deps.conversationId, {
      key: outgoing.key,
      ...(deps.conversationId === 'blank' ? { profileId: deps.profileId } : {}),
      messageType: outgoing.attachment ? 'attachment' : 'text',
      message: outgoing.message,
      attachment: outgoing.attachment,
    });
    deps.showPending(null);
    deps.confirm(answer);
    bus.emit('user:updated', { _id: deps.user._id, credits: answer.user.credits });
    return { status: 'sent', answer };
  } catch (error) {
    deps.showPending(null);
    if (error instanceof ApiError && error.status === 402) {
      // Code no-credits (MESSAGES.noCredits); the popup says it.
      // The server counted no credit left: it charged nothing, so the balance is 0, not the refund.
      bus.emit('user:updated', { _id: deps.user._id, credits: 0 });
      openNoCredits(outgoing.key);
      return { status: 'no-credits' };
    }
    bus.emit('user:updated', { _id: deps.user._id, credits: deps.user.credits });
    bus.emit('toast:show', { text: deps.words.failed, variant: 'error' });
    return { status: 'failed', error };
  }
}
