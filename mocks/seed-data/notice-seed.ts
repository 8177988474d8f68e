/** A notice of the seed, as notices.ts and its parts write one. */
export type NoticeSeed = {
  title: string;
  /** Dictionary `notice`. */
  category: number;
  /** Released this many days before the seed day (negative: scheduled after it). */
  daysAgo: number;
  hour: number;
  minute: number;
  content: string;
};
