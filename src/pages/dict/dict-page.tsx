import type { ResourceDef } from '../../resources/types';
import { DictScreen } from './dict-screen';

/** 字典管理 and 业务字典: the dictionaries, a dictionary's entries in a dialog (as Saber has them). */
export default function DictPage({ def }: { def: ResourceDef }) {
  return <DictScreen def={def} layout="dialog" />;
}
