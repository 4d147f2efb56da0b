// Every unit test: the games' cores are known to the storage layer, as they are in the app once a game loads.
import { calicoCore } from '../games/calico/game.ts';
import { registerCore } from '../games/registry.ts';

registerCore(calicoCore);
