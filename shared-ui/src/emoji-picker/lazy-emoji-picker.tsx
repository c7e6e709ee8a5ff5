// The small part of the picker an app ships: the picker's code and its emoji table (about 35 KB
// gzip) are a chunk of their own, fetched on first open (or on intent, preloadEmojiPicker) and
// kept by the browser afterwards.
import { useEffect, useState, type ComponentType } from 'react';
import { pickerTexts } from './constants';
import type { EmojiPickerProps } from './types';

type PickerComponent = ComponentType<EmojiPickerProps>;

let loading: Promise<PickerComponent> | null = null;
let loaded: PickerComponent | null = null;

/** Fetches the picker's chunk once; a failed fetch (offline) is tried again on the next call. */
export function preloadEmojiPicker(): Promise<PickerComponent> {
  loading ??= import('./emoji-picker').then(
    (module) => {
      loaded = module.EmojiPicker;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type LoadState = { status: 'loading' } | { status: 'ready'; Picker: PickerComponent } | { status: 'failed' };

/** The emoji picker, loaded when first rendered: render it only once the member opens it. Same props as EmojiPicker. */
export function LazyEmojiPicker(props: EmojiPickerProps) {
  const [state, setState] = useState<LoadState>(() => (loaded ? { status: 'ready', Picker: loaded } : { status: 'loading' }));

  useEffect(() => {
    if (state.status !== 'loading') return undefined;
    let live = true;
    preloadEmojiPicker().then(
      (Picker) => live && setState({ status: 'ready', Picker }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [state.status]);

  if (state.status === 'ready') return <state.Picker {...props} />;
  const texts = pickerTexts(props.staticTexts);
  if (state.status === 'loading') {
    return (
      <div className="emoji-picker-loading" role="status" aria-busy="true">
        {texts.loading}
      </div>
    );
  }
  return (
    <div className="emoji-picker-loading" role="alert">
      <p>{texts.loadFailed}</p>
      <button type="button" onClick={() => setState({ status: 'loading' })}>
        {texts.retry}
      </button>
    </div>
  );
}
