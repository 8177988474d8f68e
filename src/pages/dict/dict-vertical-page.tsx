import type { ResourceDef } from '../../resources/types';
import { DictScreen } from './dict-screen';

/** /dict-vertical/index: the dictionaries above, the picked one's entries below. */
export default function DictVerticalPage({ def }: { def: ResourceDef }) {
  return <DictScreen def={def} layout="vertical" />;
}
