import { useTranslation } from 'react-i18next';
import zhWords from '../../../locales/zh/flow-diagram';
import { addZhWords } from '../../../providers/i18n';

// The diagram's and the editor's Chinese ride in their own chunks, with bpmn-js (English comes
// with the whole English bundle). Adding them twice changes nothing.
addZhWords(zhWords);

export type FlowDiagramWords = (typeof zhWords)['flowDiagram'];

/** The words in the user's language (the component re-renders when it changes). */
export function useFlowDiagramWords(): FlowDiagramWords {
  const { t } = useTranslation();
  return t('flowDiagram', { returnObjects: true }) as unknown as FlowDiagramWords;
}
