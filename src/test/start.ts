// What main.tsx does at start-up, as unit tests need it: storage is given the games' cores (Calico's loaded already,
// as it is in the app once a Calico game opens) and the screens speak English unless a test switches language. Run
// before every test file (setup.ts), and again by a test that reloads the app's modules over the storage it left.
import { provideCores, registerCore } from '../db/cores.ts';
import { calicoCore } from '../games/calico/core/gameCore.ts';
import { CORES } from '../games/cores.ts';
import { i18n } from '../i18n/app.ts';
import { loadMessages } from '../i18n/catalogues.ts';

export async function startApp(): Promise<void> {
  provideCores(CORES);
  i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
  registerCore(calicoCore);
}
