import core from './core';
import oto from './oto';
import otoOrder from './oto-order';
import resource from './resource';
import notice from './notice';
import log from './log';
import develop from './develop';
import flow from './flow';

/**
 * Every Chinese word: the shape English must fill (types.ts) and what tests may look up. The app
 * loads `core` first and each domain's own words with its declarations (`addZhWords` in the
 * domain's index), so a new screen's words never weigh on the login page or home.
 */
export default { ...core, ...oto, ...otoOrder, ...resource, ...notice, ...log, ...develop, ...flow };
