// Every unit test: storage is given the games' cores, as main.tsx does at start-up; Calico's is loaded already,
// as it is in the app once a Calico game opens.
import { provideCores, registerCore } from '../db/cores.ts';
import { calicoCore } from '../games/calico/core/gameCore.ts';
import { CORES } from '../games/cores.ts';
import { configure } from '@testing-library/dom';
import { i18n } from '../i18n/app.ts';
import { loadMessages } from '../i18n/catalogues.ts';

provideCores(CORES);
// Screens speak English in tests unless a test switches language (as main.tsx activates the player's).
i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
registerCore(calicoCore);

// Waits for the screen (findBy…, waitFor) only catch a screen that never shows what is awaited: alone a lazy
// screen appears in milliseconds, beside other work it can take seconds (testing-library's own limit is 1 s).
configure({ asyncUtilTimeout: 60_000 });
