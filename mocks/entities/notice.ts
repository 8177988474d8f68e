import type { NoticeRow as NoticeVo } from '../../src/resources/notice/notice';
import { compareValues } from '../blade-query';
import { fail, filterRows, invalidSortColumn, ok, paginate, say, sortRows } from '../blade';
import { SYSTEM_FIELDS } from '../crud-values';
import { dictWord } from '../handlers/org-tree';
import { bannerPicture, noticeSeeds } from '../seed-data/notices';
import { seedDate, seedYear } from '../seed-data/oto-random';
import { defineEntity, type Entity } from './entity';

// blade-desk's NoticeController: list (Map binding: a plain key is LIKE, a suffix picks the
// operator, e.g. releaseTime_datege / releaseTime_datelt as Saber's search sends them), detail,
// submit, remove, per tenant. Each row answers as a NoticeVO (categoryName added). The seed
// (seed-data/notices.ts) is the same set in every tenant, dated back from the seed day.

/** blade_notice as stored: the VO without the category's word. */
type NoticeRow = Omit<NoticeVo, 'categoryName'>;

const blank = { title: '', category: -1, releaseTime: '', content: '' };

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** A list asked without ascs / descs: the latest release first (then the latest written). */
const newestRelease = (a: NoticeRow, b: NoticeRow): number =>
  compareValues(b.releaseTime, a.releaseTime) || compareValues(b.createTime, a.createTime) || compareValues(b.id, a.id);

const notice: Entity<'notices', NoticeRow> = defineEntity<NoticeRow>()({
  code: 'notice',
  table: 'notices',
  seed: ({ tenants, seedDay, nextId }) => {
    const year = seedYear(seedDay);
    const fill = (text: string) => text.replaceAll('{year}', String(year)).replaceAll('{picture}', bannerPicture(year));
    return tenants.flatMap(({ tenantId }) =>
      noticeSeeds().map((seed) => {
        const releaseTime = seedDate(seedDay, seed.daysAgo, seed.hour, seed.minute);
        // Written a little before it went out (a scheduled one: on the seed day).
        const createTime =
          seed.daysAgo < 0 ? seedDate(seedDay, 0, 8, 30) : seedDate(seedDay, seed.daysAgo, seed.hour - 1, seed.minute);
        return {
          id: nextId(),
          tenantId,
          title: fill(seed.title),
          category: seed.category,
          releaseTime,
          content: fill(seed.content),
          createTime,
          updateTime: createTime,
        };
      }),
    );
  },
  messages: {
    noticeTitleRequired: ['请输入通知标题', 'Please enter the notice title'],
    noticeCategoryRequired: ['请选择通知类型', 'Please choose the notice type'],
    noticeReleaseTimeRequired: ['请选择通知日期', 'Please choose the release date'],
    noticeReleaseTimeInvalid: ['通知日期格式应为 yyyy-MM-dd HH:mm:ss', 'the notice date must read yyyy-MM-dd HH:mm:ss'],
  },
  menu: {
    parent: 'desk',
    name: '通知公告',
    path: '/desk/notice',
    source: 'iconfont iconicon_sms',
    sort: 1,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ router, db, rows, blade }) => {
    const base = '/api/blade-desk/notice';
    const fields = [...Object.keys(blank), ...SYSTEM_FIELDS];
    const present = (row: NoticeRow): NoticeVo => ({ ...row, categoryName: dictWord(db, 'notice', row.category) });
    return [
      router.get(`${base}/list`, ({ request, url, caller }) => {
        const query = url.searchParams;
        const badColumn = invalidSortColumn(query, fields);
        if (badColumn !== null) return fail(400, say(request, 'sortFieldInvalid', badColumn));
        const own = rows.rows().filter((row) => row.tenantId === caller.tenantId);
        const found = filterRows(own, query, { fields, searchable: ['title', 'content'] }).sort(newestRelease);
        const page = paginate(sortRows(found, query), query);
        return ok({ ...page, records: page.records.map(present) });
      }),
      // detail, submit and remove as the blade family has them; its list is the one above.
      ...blade({
        base,
        calls: ['detail', 'submit', 'remove'],
        blank,
        // Saber's notice.vue rules, in the form's order: title, type, date.
        validate: (row) => {
          if (!row.title.trim()) return 'noticeTitleRequired';
          if (!(row.category > 0)) return 'noticeCategoryRequired';
          if (!row.releaseTime.trim()) return 'noticeReleaseTimeRequired';
          return DATE_TIME.test(row.releaseTime.trim()) ? null : 'noticeReleaseTimeInvalid';
        },
        // blade_notice.title varchar(255). content is varchar(2000) in BladeX's schema, widened here:
        // a picture put in a notice is a put-file link, which the stand-in hands out as a data: URL.
        maxLength: { title: 255, content: 600_000 },
        present,
        tenantScoped: true,
      }),
    ];
  },
});

export default notice;
