import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { OtoQrcodeRow, OtoTipRow } from '../types-oto';
import { listFields, pageAnswer, removeRows, saveRow } from './oto-kit';

// wechat-consulting-info (咨询二维码: search, save-and-update, del/{id}) and tip-info (提示语配置:
// list, save-and-update): the tenant's settings of the student-facing pages.

const QRCODE_BLANK = { title: '', wechatNo: '', qrUrl: '', status: 1, sort: 1, remark: '' };
const TIP_BLANK = { position: '', title: '', content: '', status: 1, sort: 1 };

export function otoSettingHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const qrcode = `${base}/wechat-consulting-info`;
  const tip = `${base}/tip-info`;
  const qrcodes = (tenantId: string): OtoQrcodeRow[] => db.tables.otoQrcodes.filter((row) => row.tenantId === tenantId);
  const tips = (tenantId: string): OtoTipRow[] => db.tables.otoTips.filter((row) => row.tenantId === tenantId);
  return [
    router.get(`${qrcode}/search`, ({ request, url, caller }) =>
      pageAnswer(request, url.searchParams, qrcodes(caller.tenantId), {
        fields: listFields(QRCODE_BLANK),
        searchable: ['title'],
      }),
    ),
    router.post(`${qrcode}/save-and-update`, (context) =>
      saveRow<OtoQrcodeRow>(context, {
        table: 'otoQrcodes',
        blank: QRCODE_BLANK,
        created: {},
        // An uploaded image may come back as a data: URL (put-file without a file host).
        maxLength: { title: 64, wechatNo: 64, qrUrl: 3_000_000, remark: 255 },
        scope: (caller) => qrcodes(caller.tenantId),
        button: (adding) => (adding ? 'qrcode_setting_add' : 'qrcode_setting_edit'),
        check: (row) => (!row.title.trim() ? ['titleRequired'] : !row.qrUrl.trim() ? ['qrUrlRequired'] : null),
      }),
    ),
    router.post(`${qrcode}/del/:id`, (context) =>
      removeRows<OtoQrcodeRow>(context, [String(context.params.id ?? '').trim()].filter(Boolean), {
        table: 'otoQrcodes',
        scope: (caller) => qrcodes(caller.tenantId),
        button: 'qrcode_setting_delete',
      }),
    ),
    router.get(`${tip}/list`, ({ request, url, caller }) =>
      pageAnswer(request, url.searchParams, tips(caller.tenantId), {
        fields: listFields(TIP_BLANK),
        searchable: ['title'],
      }),
    ),
    router.post(`${tip}/save-and-update`, (context) =>
      saveRow<OtoTipRow>(context, {
        table: 'otoTips',
        blank: TIP_BLANK,
        created: {},
        maxLength: { title: 64, content: 500 },
        scope: (caller) => tips(caller.tenantId),
        button: (adding) => (adding ? 'prompt_config_add' : 'prompt_config_edit'),
        check: (row) => {
          if (!row.position.trim()) return ['positionRequired'];
          if (!row.title.trim()) return ['titleRequired'];
          return row.content.trim() ? null : ['contentRequired'];
        },
      }),
    ),
  ];
}
