// Every TanStack Query key of this remote, in one place (the shell's one QueryClient holds them).
export const queryKeys = {
  all: ['agent'] as const,
  queue: () => ['agent', 'queue'] as const,
  lookup: (query: object) => ['agent', 'lookup', query] as const,
  staffConversation: (id: string) => ['agent', 'conversation', id] as const,
  moderation: () => ['agent', 'moderation'] as const,
  staff: () => ['agent', 'staff'] as const,
  staffFigures: () => ['agent', 'staff', 'figures'] as const,
  members: (search: string) => ['agent', 'members', search] as const,
};
