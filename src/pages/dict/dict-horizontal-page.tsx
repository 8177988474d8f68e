import type { ResourceDef } from '../../resources/types';
import { DictScreen } from './dict-screen';

/** /dict-horizontal/index: the dictionaries and the picked one's entries side by side. */
export default function DictHorizontalPage({ def }: { def: ResourceDef }) {
  return <DictScreen def={def} layout="horizontal" />;
}
