// The staff real-time channel (agent spec §7): a websocket at `${apiUrl}/ws/agent?token=<a staff
// member's access token>`, with the user channel's heartbeat (`{ "type": "ping" }` → `pong`,
// closed after two silent heartbeats, 4401 when the session ends). It tells the staff of a brand,
// on every API instance, of each member's message entering the queue (MessageStock), so the
// console can claim it (a line in a conversation a staff member still holds: the holder alone,
// with `heldBy`); the queue's counts (`queueCounts`, the agent's brands) whenever they change
// (a member's message queued, a claim, a reply, a release, a meet-up) and once when the socket
// opens. The console sends its status as `agentStatusUpdate` (as POST /event does) and gets
// `agentStatus` back, or `error` with the catalogue's sentence. Who else is looking: a console that
// shows a conversation (the claim, or the admins' lookup) sends `conversationOpen`, and
// `conversationClose` when it leaves it (a socket that goes closes it too); every staff member
// with that conversation open, on any instance, gets `conversationViewers`, the staff who have it
// open now (the receiver among them). Notes and memos are live: a change to a conversation's notes,
// or to the global memo of a member or a profile, reaches every staff member (of the brand) who has
// that conversation, or any conversation of that member or profile, open, as `notesChanged` with
// the notes as they now are. Frames are JSON.
import type { LogoutReason } from '../platform/realtime';
import type { Note, NoteType } from '../messaging/entities/note';
import type { StockQueueCounts } from './entities/agent-conversation';
import type { AgentRole, AgentStatus } from './entities/agent';
import type { AgentStatusResponse } from './entities/work-session';

export interface MessageQueuedNotice {
  conversationId: string;
  messageId: string;
  profileId: string;
  brandId: string;
  dateSent: string;
  /**
   * The staff member still holding the conversation's claim, and until when: the line is theirs to
   * answer (their next claim takes it first), and nobody else's until then. Absent: it waits for anyone.
   */
  heldBy?: string;
  heldUntil?: string;
}

/** A staff member with a conversation open. */
export interface ConversationViewer {
  agentId: string;
  /** The name the console shows: first and last name, or the username. */
  name: string;
  role: AgentRole;
}

export interface ConversationViewersNotice {
  conversationId: string;
  viewers: ConversationViewer[];
}

/**
 * Notes changed, as they now are: a conversation's own notes (about its member and its profile), or
 * the global memo of one member (`user`) or profile, which every conversation of theirs shows.
 */
export type NotesChangedNotice =
  | { place: 'conversation'; conversationId: string; userNotes: Note[]; profileNotes: Note[] }
  | { place: 'memo'; type: NoteType; subjectId: string; notes: Note[] };

export type StaffChannelEvent =
  | { type: 'messageQueued'; data: MessageQueuedNotice }
  | { type: 'queueCounts'; data: StockQueueCounts }
  | { type: 'agentStatus'; data: AgentStatusResponse }
  | { type: 'error'; data: { message: string } }
  | { type: 'logout'; data: { reason: LogoutReason } }
  | { type: 'conversationViewers'; data: ConversationViewersNotice }
  | { type: 'notesChanged'; data: NotesChangedNotice }
  | { type: 'pong' };

/** What the console sends on the staff channel: the heartbeat, and its status (as POST /event). */
export type StaffChannelClientFrame =
  | { type: 'ping' }
  | { type: 'agentStatusUpdate'; data: { status: AgentStatus; reason?: string } }
  | { type: 'conversationOpen'; data: { conversationId: string } }
  | { type: 'conversationClose'; data: { conversationId: string } };

export const STAFF_CHANNEL_PATH = '/ws/agent';
