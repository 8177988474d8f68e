import promptConfig from '../../src/resources/oto/prompt-config';
import { describePlainResource } from '../support/plain-resource';
import { standinForTests } from '../support/standin';

// 提示语配置 as every plain entity is tested (tests/support/plain-resource.ts): its list, its
// rules at the fields and, in the same words, from the stand-in, add and edit (it has no delete).
// oto-settings.test.tsx has what is its own: the position tags, the switch sent as 1/0.

const standin = standinForTests();

describePlainResource({ def: promptConfig, table: 'otoTips', standin });
