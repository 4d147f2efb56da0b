// "Install" where the browser offers it (beforeinstallprompt), and a hint for Safari on iPhone and iPad.
import { create } from 'zustand';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  event: InstallPromptEvent | null;
  installed: boolean;
  install(): Promise<void>;
}

export const useInstall = create<InstallState>((set, get) => ({
  event: null,
  installed: false,
  async install() {
    const e = get().event;
    if (!e) return;
    await e.prompt();
    const { outcome } = await e.userChoice;
    set({ event: null, installed: outcome === 'accepted' });
  },
}));

export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // keep it for our own button
    useInstall.setState({ event: e as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstall.setState({ event: null, installed: true }));
}

export const isStandalone = (): boolean =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/** Safari on iOS has no install prompt: the player adds the app from the Share menu. */
export const needsSafariHint = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) &&
  /Safari/.test(navigator.userAgent) &&
  !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent) &&
  !isStandalone();
