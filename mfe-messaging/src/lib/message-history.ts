// What the chat holds of a conversation: every message loaded so far (the newest chunk, older
// chunks the member scrolled up to, and everything that arrived since), once each, oldest first.
// New messages come by catch-up from the newest one held (GET /conversation/{id}?after=), never by
// reloading the newest chunk, which would leave a gap when more than a chunk arrived while the page
// was offline (chatwoot/chatwoot#995).
import type { Message } from '@heartline/contracts/schemas';

/** Server ids are increasing integers; a message without one (pending) sorts by its date, last on a tie. */
function compare(a: Message, b: Message): number {
  if (a._id !== undefined && b._id !== undefined) {
    const byId = Number(a._id) - Number(b._id);
    if (!Number.isNaN(byId) && byId !== 0) return byId;
  }
  const byDate = Date.parse(a.dateSent) - Date.parse(b.dateSent);
  if (byDate !== 0) return byDate;
  return a._id === undefined ? 1 : b._id === undefined ? -1 : 0;
}

/** `kept` and `arrived` as one list, oldest first: a message already kept is replaced by its newer copy, never doubled. */
export function mergeMessages(kept: readonly Message[], arrived: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  const unsaved: Message[] = [];
  for (const message of [...kept, ...arrived]) {
    if (message._id === undefined) unsaved.push(message);
    else byId.set(message._id, message);
  }
  return [...byId.values(), ...unsaved].toSorted(compare);
}

/** The newest message the server has given (the catch-up's cursor), or undefined. */
export function newestSavedId(messages: readonly Message[]): string | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const id = messages[index]!._id;
    if (id !== undefined) return id;
  }
  return undefined;
}

/** The oldest message held (the cursor for the chunk before it), or undefined. */
export function oldestSavedId(messages: readonly Message[]): string | undefined {
  return messages.find((message) => message._id !== undefined)?._id;
}
