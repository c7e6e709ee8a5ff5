import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  /** Unique within the tabs; what onSelect reports. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  /** Controlled: the selected tab's id (with onSelect). */
  selectedId?: string;
  /** Uncontrolled: the tab shown first; default the first. */
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** Tabs as wide as the row (a phone's two or three tabs). */
  fitted?: boolean;
  className?: string;
}

/**
 * ARIA tabs: one tab stop in the list (the selected tab), the arrow keys move and select (Home,
 * End to the ends, round at either end), and each panel is named by its tab. Tabs whose panels are
 * pages of their own (addresses) are links, not these.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelect, fitted = false, className }: TabsProps) {
  const base = useId();
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? items[0]?.id);
  const selected = items.find((item) => item.id === (selectedId ?? ownSelection)) ?? items[0];
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    setOwnSelection(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((item) => item.id === selected?.id);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined || items.length === 0) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length]!;
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className={className ? `ui-tabs ${className}` : 'ui-tabs'}>
      <div role="tablist" aria-label={label} className={fitted ? 'ui-tab-list ui-tab-list-fitted' : 'ui-tab-list'}>
        {items.map((item) => {
          const isSelected = item.id === selected?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              className="ui-tab"
              aria-selected={isSelected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          className="ui-tab-panel"
          hidden={item.id !== selected?.id}
          // The panel is a stop of its own, so a panel without controls can still be reached and read.
          tabIndex={0}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
