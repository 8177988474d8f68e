import type { HttpHandler } from 'msw';
import { compareValues } from '../blade-query';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows, type MessageKey } from '../blade';
import { SYSTEM_FIELDS } from '../crud-values';
import type { Router } from '../router';
import type { NoticeRow } from '../types-notice';
import { bladeCrud } from './crud';
import { dictWord } from './org-tree';

// blade-desk's NoticeController: list (Map binding: a plain key is LIKE, a suffix picks the
// operator, e.g. releaseTime_datege / releaseTime_datelt as Saber's search sends them), detail,
// submit, remove, per tenant. Each row answers as a NoticeVO (categoryName added). `product` is
// unused: the desk is a service of its own (blade-desk), not under the product prefix.

const blank = { title: '', category: -1, releaseTime: '', content: '' };

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Saber's notice.vue rules, in the form's order: title, type, date. */
function problemOf(row: NoticeRow): MessageKey | null {
  if (!row.title.trim()) return 'noticeTitleRequired';
  if (!(row.category > 0)) return 'noticeCategoryRequired';
  if (!row.releaseTime.trim()) return 'noticeReleaseTimeRequired';
  return DATE_TIME.test(row.releaseTime.trim()) ? null : 'noticeReleaseTimeInvalid';
}

/** A list asked without ascs / descs: the latest release first (then the latest written). */
const newestRelease = (a: NoticeRow, b: NoticeRow): number =>
  compareValues(b.releaseTime, a.releaseTime) || compareValues(b.createTime, a.createTime) || compareValues(b.id, a.id);

export function noticeHandlers(router: Router, _product: string): HttpHandler[] {
  const { db } = router;
  const base = '/api/blade-desk/notice';
  const fields = [...Object.keys(blank), ...SYSTEM_FIELDS];
  const present = (row: NoticeRow) => ({ ...row, categoryName: dictWord(db, 'notice', row.category) });
  const crud = bladeCrud<NoticeRow>(router, {
    base,
    table: 'notices',
    blank,
    validate: (row) => problemOf(row),
    // blade_notice.title varchar(255). content is varchar(2000) in BladeX's schema, widened here:
    // a picture put in a notice is a put-file link, which the stand-in hands out as a data: URL.
    maxLength: { title: 255, content: 600_000 },
    present,
    permission: 'notice',
    tenantScoped: true,
  });
  return [
    router.get(`${base}/list`, ({ request, url, caller }) => {
      const query = url.searchParams;
      const badColumn = invalidSortColumn(query, fields);
      if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
      const own = db.tables.notices.filter((row) => row.tenantId === caller.tenantId);
      const rows = filterRows(own, query, { fields, searchable: ['title', 'content'] }).sort(newestRelease);
      const page = paginate(sortRows(rows, query), query);
      return ok({ ...page, records: page.records.map(present) });
    }),
    // detail, submit and remove as the blade family has them; its list is the one above.
    ...crud.filter((handler) => !String(handler.info.path).endsWith('/list')),
  ];
}
