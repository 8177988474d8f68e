// The stand-in's tables of the notice screens (issue 12). Filled in by its seed (seed-notice.ts).

/** blade_notice (BladeX's Notice, a TenantEntity): a notice of the desk. */
export type NoticeRow = {
  id: string;
  tenantId: string;
  title: string;
  /** Dictionary `notice` (1 发布通知 ... ); -1 when unset, as Blade writes a null Integer. */
  category: number;
  /** yyyy-MM-dd HH:mm:ss */
  releaseTime: string;
  /** Rich text (HTML) as the editor stored it; never trusted: the client sanitizes it to show it. */
  content: string;
  createTime: string;
  updateTime: string;
};

export type NoticeTables = { notices: NoticeRow[] };

export const emptyNoticeTables = (): NoticeTables => ({ notices: [] });
