// The chat header's icons: drawn, so every screen shows the same without an icon font. Each sits
// in a control that carries the name.
const PATHS = {
  back: 'M15 18l-6-6 6-6M9 12h12',
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 18l6-6-6-6',
  archive: 'M3 7h18M5 7v12h14V7M9 11h6M4 3h16v4H4z',
  restore: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5',
} as const;

export function ChatIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      className="chat-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
