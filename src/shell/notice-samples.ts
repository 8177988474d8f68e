import type { TFunction } from 'i18next';

export type NoticeSample = { title: string; time: string; status: 0 | 1 | 3 | 4 };
export const noticeTabs = ['notice', 'message', 'todo'] as const;

/** Demo data of spec §2 (statuses 0, 1, 3, 4), in the current language. */
export const noticeSamples = (t: TFunction, key: (typeof noticeTabs)[number]) =>
  t(`notice.samples.${key}`, { returnObjects: true }) as NoticeSample[];
