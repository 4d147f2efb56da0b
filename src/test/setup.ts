// Every unit test: storage is given the games' cores, as main.tsx does at start-up; Calico's is loaded already,
// as it is in the app once a Calico game opens.
import { provideCores, registerCore } from '../db/cores.ts';
import { calicoCore } from '../games/calico/game.ts';
import { CORES } from '../games/cores.ts';
import { configure } from '@testing-library/dom';

provideCores(CORES);
registerCore(calicoCore);

// Waits for the screen (findBy…, waitFor) only catch a screen that never shows what is awaited: alone a lazy
// screen appears in milliseconds, beside other work it can take seconds (testing-library's own limit is 1 s).
configure({ asyncUtilTimeout: 30_000 });
