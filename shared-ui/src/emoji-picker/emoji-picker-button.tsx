import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { OVERLAY_Z_INDEX, PICKER_OFFSET_PX, pickerTexts } from './constants';
import { EmojiGlyph } from './emoji-glyph';
import { LazyEmojiPicker, preloadEmojiPicker } from './lazy-emoji-picker';
import { POPOVER_EDGE_PX, fitPlacement, horizontalShift, type EmojiPickerPlacement } from './popover-placement';
import type { EmojiPickerProps } from './types';

export type { EmojiPickerPlacement } from './popover-placement';

export interface EmojiPickerButtonProps extends Omit<EmojiPickerProps, 'onClose' | 'initialFocus'> {
  /** The button's accessible name ("Add an emoji"). */
  label: string;
  /** What the button shows; a slightly smiling face by default. */
  children?: ReactNode;
  /** Where the picker opens, 6 px from the button: below (default) or above (a composer at the bottom of the screen), aligned to its end or start; the other side when it would leave the window. */
  placement?: EmojiPickerPlacement;
  /** Close after a choice; by default it stays open so several emoji can go in a row. */
  closeOnSelect?: boolean;
  buttonClassName?: string;
  /**
   * Where this media query matches (a phone: '(max-width: 767.98px)'), the picker opens as a bottom
   * sheet instead: the whole width of the screen, docked to the bottom of what is visible (above an
   * on-screen keyboard too), so it is always on the screen whatever the button's place.
   */
  sheetMedia?: string;
}

/** Slightly smiling face: the button's default icon. */
const SMILE = '1f642';

const preload = () => {
  // On intent (hover, focus) the chunk starts early; a failure shows when the picker opens.
  preloadEmojiPicker().catch(() => undefined);
};

/**
 * A button that opens the emoji picker in a popover (non-modal dialog, overlay z-index, spec §9
 * offset). The picker's chunk loads on first open. Escape closes it and returns the focus to the
 * button; a click or the focus elsewhere closes it too.
 */
export function EmojiPickerButton({
  label,
  children,
  placement = 'bottom-end',
  closeOnSelect = false,
  buttonClassName,
  sheetMedia,
  onSelect,
  ...picker
}: EmojiPickerButtonProps) {
  const [open, setOpen] = useState(false);
  const sheet = useSheet(open, sheetMedia);
  const [fitted, setFitted] = useState(placement);
  const [shift, setShift] = useState(0);
  const anchor = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const dialogId = useId();

  // Measured before paint, and again when the picker replaces its loading line.
  useLayoutEffect(() => {
    const popover = dialog.current;
    if (!open || sheet || !popover || !anchor.current) return undefined;
    const fit = () => {
      const { width, height } = popover.getBoundingClientRect();
      const box = anchor.current!.getBoundingClientRect();
      const side = fitPlacement(placement, box, { width, height }, { width: window.innerWidth, height: window.innerHeight });
      setFitted(side);
      setShift(horizontalShift(side, box, width, window.innerWidth));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(popover);
    return () => observer.disconnect();
  }, [open, placement, sheet]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !anchor.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  const [vertical, horizontal] = fitted.split('-');
  const position: CSSProperties = sheet
    ? { position: 'fixed', zIndex: OVERLAY_Z_INDEX, left: 0, right: 0, bottom: sheet.bottom, maxHeight: sheet.height }
    : {
        position: 'absolute',
        zIndex: OVERLAY_Z_INDEX,
        [vertical === 'top' ? 'bottom' : 'top']: `calc(100% + ${PICKER_OFFSET_PX}px)`,
        // Moved along when it fits at neither side of the button, so it never leaves the window.
        [horizontal === 'start' ? 'left' : 'right']: horizontal === 'start' ? shift : -shift,
        maxWidth: `calc(100vw - ${2 * POPOVER_EDGE_PX}px)`,
      };
  return (
    <span ref={anchor} className="emoji-picker-anchor" style={{ position: 'relative', display: 'inline-block' }} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children ?? <EmojiGlyph code={SMILE} imageBaseUrl={picker.native ? undefined : picker.imageBaseUrl?.replace(/\/+$/, '')} />}
      </button>
      {open && (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-label={pickerTexts(picker.staticTexts).pickerLabel}
          className={sheet ? 'emoji-picker-popover emoji-picker-sheet' : 'emoji-picker-popover'}
          style={position}
        >
          <LazyEmojiPicker
            {...picker}
            initialFocus
            onClose={() => close(true)}
            onSelect={(choice) => {
              onSelect(choice);
              if (closeOnSelect) close(true);
            }}
          />
        </div>
      )}
    </span>
  );
}

/** The sheet's place: px from the bottom of the layout viewport, and the most height it may take. */
interface SheetPlace {
  bottom: number;
  height: number;
}

/** How much of the visible height the sheet may take: the composer it serves stays in sight above it. */
const SHEET_HEIGHT_SHARE = 0.6;

function sheetPlace(): SheetPlace {
  const viewport = window.visualViewport;
  const visibleHeight = viewport?.height ?? window.innerHeight;
  // Under an on-screen keyboard the visible part ends above the layout viewport's bottom.
  const hiddenBelow = viewport ? Math.max(0, window.innerHeight - viewport.offsetTop - viewport.height) : 0;
  return { bottom: Math.round(hiddenBelow), height: Math.round(visibleHeight * SHEET_HEIGHT_SHARE) };
}

/** Where the open picker is a sheet (sheetMedia matches): its place, kept with the visual viewport; null elsewhere. */
function useSheet(open: boolean, sheetMedia: string | undefined): SheetPlace | null {
  const asked = open && sheetMedia !== undefined && typeof matchMedia === 'function' ? sheetMedia : null;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (asked === null) return () => undefined;
      const media = matchMedia(asked);
      const viewport = window.visualViewport;
      media.addEventListener('change', changed);
      viewport?.addEventListener('resize', changed);
      viewport?.addEventListener('scroll', changed);
      window.addEventListener('resize', changed);
      return () => {
        media.removeEventListener('change', changed);
        viewport?.removeEventListener('resize', changed);
        viewport?.removeEventListener('scroll', changed);
        window.removeEventListener('resize', changed);
      };
    },
    [asked],
  );
  // A string snapshot: equal places compare equal, so an unchanged viewport renders nothing.
  const place = useSyncExternalStore(
    subscribe,
    () => {
      if (asked === null || !matchMedia(asked).matches) return null;
      const { bottom, height } = sheetPlace();
      return `${bottom} ${height}`;
    },
    () => null,
  );
  if (place === null) return null;
  const [bottom = 0, height = 0] = place.split(' ').map(Number);
  return { bottom, height };
}
