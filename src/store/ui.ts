// Transient UI state shared across screens: one note at a time ("Game deleted." with Undo), tied to the screen it
// was shown on. It leaves by itself after a readable time, waiting while a pointer or the keyboard is on it; the
// space it took stays empty until the screen changes, so nothing moves under a finger when it goes.
import { create } from 'zustand';
import type { Msg } from '../games/shared/msg.ts';

/** Words as messages, put into words when shown: a note follows a change of language while it shows. */
interface Toast {
  message: Msg;
  action?: { label: Msg; run: () => void };
}

interface UiState {
  toast: (Toast & { screen: string; gone: boolean }) | null;
  /** Shows a note on the current screen: call it after navigating to the screen it belongs to. */
  showToast(t: Toast): void;
  dismiss(): void;
  /** A pointer or the keyboard is on the note: it stays until they leave. */
  hold(on: boolean): void;
  /** The screen changed: a note of another screen goes. */
  leftScreen(screen: string): void;
}

/** Long enough to read a short sentence and reach its button. */
export const TOAST_MS = 10_000;
let timer: ReturnType<typeof setTimeout> | undefined;

export const useUi = create<UiState>((set, get) => {
  const fade = () => {
    clearTimeout(timer);
    timer = setTimeout(() => get().toast && set({ toast: { ...get().toast!, gone: true } }), TOAST_MS);
  };
  return {
    toast: null,
    showToast(t) {
      set({ toast: { ...t, screen: window.location.hash, gone: false } });
      fade();
    },
    dismiss() {
      clearTimeout(timer);
      const t = get().toast;
      if (t) set({ toast: { ...t, gone: true } });
    },
    hold(on) {
      if (on) clearTimeout(timer);
      else if (get().toast && !get().toast!.gone) fade();
    },
    leftScreen(screen) {
      const t = get().toast;
      if (t && t.screen !== screen) (clearTimeout(timer), set({ toast: null }));
    },
  };
});
