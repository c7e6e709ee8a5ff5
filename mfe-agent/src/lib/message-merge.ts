// The lines of a claimed conversation as the console holds them: one copy per id, oldest first.
import type { Message } from '@heartline/contracts/schemas';

export function mergeLines(current: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const line of [...current, ...incoming]) if (line._id) byId.set(line._id, line);
  return [...byId.values()].toSorted((a, b) => Date.parse(a.dateSent) - Date.parse(b.dateSent) || Number(a._id) - Number(b._id));
}

/** The newest line's id: what the agent has seen when replying. */
export const newestId = (lines: readonly Message[]): string | undefined => lines.at(-1)?._id;

/** The oldest line's id: where the earlier chunk starts. */
export const oldestId = (lines: readonly Message[]): string | undefined => lines[0]?._id;

/** A fresh key for one reply: a retry of the same reply sends it again (stored once). */
export function newReplyKey(): string {
  return `agent-${crypto.randomUUID()}`;
}
