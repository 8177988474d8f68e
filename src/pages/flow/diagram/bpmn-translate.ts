import type { TFunction } from 'i18next';

// bpmn-js's own texts (palette, context pad, replace menu) come through its `translate` service:
// each English text is looked up under flowDiagram.bpmn.<its words in camel case>, so the locale
// files hold them like any other word; a text not there shows as bpmn-js wrote it.

/** `Append intermediate/boundary event` → `appendIntermediateBoundaryEvent`. */
export const bpmnKey = (text: string): string =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');

/** bpmn-js's `{name}` slots filled. */
const fillSlots = (text: string, replacements: Record<string, string> = {}) =>
  text.replace(/\{([^}]+)\}/g, (slot, name: string) => replacements[name] ?? slot);

export type Translate = (template: string, replacements?: Record<string, string>) => string;

export const bpmnTranslate =
  (t: TFunction): Translate =>
  (template, replacements) =>
    fillSlots(t(`flowDiagram.bpmn.${bpmnKey(template)}`, { defaultValue: template }), replacements);

/** The module replacing bpmn-js's translate service (given in `additionalModules`). */
export const translateModule = (t: TFunction) => ({ translate: ['value', bpmnTranslate(t)] as ['value', Translate] });
