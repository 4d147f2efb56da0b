// Transient UI state shared across screens: one toast at a time, optionally with an action (Undo).
import { create } from 'zustand';

interface Toast {
  message: string;
  action?: { label: string; run: () => void };
}

interface UiState {
  toast: Toast | null;
  showToast(t: Toast): void;
  dismiss(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useUi = create<UiState>((set) => ({
  toast: null,
  showToast(t) {
    clearTimeout(timer);
    set({ toast: t });
    timer = setTimeout(() => set({ toast: null }), 10_000);
  },
  dismiss() {
    clearTimeout(timer);
    set({ toast: null });
  },
}));
