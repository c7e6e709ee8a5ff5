// Every TanStack Query key of this remote, in one place (the shell's one QueryClient holds them).
export const queryKeys = {
  all: ['agent'] as const,
  queue: () => ['agent', 'queue'] as const,
  lookup: (query: object) => ['agent', 'lookup', query] as const,
  staffConversation: (id: string) => ['agent', 'conversation', id] as const,
  /** A conversation's own notes about its member (`user`) or its profile. */
  conversationNotes: (conversationId: string, subject: 'user' | 'profile') => ['agent', 'notes', conversationId, subject] as const,
  /** The global memo of a member (`user`) or a profile, shown in every conversation of theirs. */
  memo: (subject: 'user' | 'profile', subjectId: string) => ['agent', 'memo', subject, subjectId] as const,
  moderation: () => ['agent', 'moderation'] as const,
  staff: () => ['agent', 'staff'] as const,
  staffFigures: () => ['agent', 'staff', 'figures'] as const,
  members: (search: string) => ['agent', 'members', search] as const,
};
