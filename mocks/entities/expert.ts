import { fail, ok, say } from '../blade';
import { done, notFound, pathIds, refuse, rejected, removeRows, saveRow } from '../handlers/oto-kit';
import { expertDeleteRefusal, expertSave, expertsInScope, removeExpertVideos } from '../handlers/oto-expert-write';
import { expertDetail, expertSearch } from '../handlers/oto-expert-read';
import { otoOrgExpertHandlers } from '../handlers/oto-org-expert';
import { expertPresenter } from '../handlers/oto-present';
import { sayOto } from '../messages-oto';
import { holdsPermission } from '../permissions';
import { readJson } from '../request';
import { tenantBusinesses } from '../seed-data/oto-catalogue';
import { buildExperts, buildVideos } from '../seed-data/oto-experts';
import { nowText } from '../time';
import type { OtoExpertRow } from '../types-oto';
import { defineEntity, type Entity } from './entity';

// 专家管理 (operate-expert-info: the platform's view of every org's experts, add, audit) and its
// videos (expert-info/videos: an expert's introduction clips, files served by the console's own
// host, a table it owns). 机构专家 (org-expert-info, handlers/oto-org-expert.ts) is a second screen
// over the same rows, an organization's view of its own; its menu row stands in
// seed-data/oto-screens.ts. An organization's staff reach their org's experts only (oto-scope.ts).

const AUDIT_RESULTS = ['2', '3'];

const expert: Entity<'otoExperts', OtoExpertRow> = defineEntity<OtoExpertRow>()({
  code: 'expert',
  table: 'otoExperts',
  owns: ['otoExpertVideos'],
  ids: 'oto-catalogue',
  // Drawn right after the tenant's orgs, for each of them.
  seed: ({ tenants, seeded, business }) =>
    tenants.flatMap(({ tenantId }) =>
      business
        ? buildExperts(business.own(seeded.otoOrgs), tenantBusinesses[tenantId]?.expertsPerOrg ?? 0, business.build(2))
        : [],
    ),
  // The videos are numbered after the tenant's services: the first of the `oto` slot.
  seedsElsewhere: [
    {
      ids: 'oto',
      seed: ({ seeded, business }) => ({
        otoExpertVideos: business ? buildVideos(business.own(seeded.otoExperts), business.build(4)) : [],
      }),
    },
  ],
  menu: {
    parent: 'oto',
    path: '/oto/expert',
    source: 'iconfont icon-solution',
    sort: 2,
    buttons: ['add', 'edit', 'delete', 'view'],
    extra: [['audit', '审核', 'audit']],
  },
  serve: ({ router, db, api, rows }) => {
    const base = `${api.management}/onetoone`;
    const path = `${base}/operate-expert-info`;
    return [
      router.get(`${path}/search-expert`, expertSearch(db)),
      router.get(`${path}/detail`, expertDetail(db, 'id')),
      // The expert select of an order: only approved experts can take orders.
      router.get(`${path}/experts-by-org`, ({ request, url, caller }) => {
        const orgId = url.searchParams.get('orgId')?.trim();
        if (!orgId) return fail(400, sayOto(request, 'orgIdRequired'));
        const present = expertPresenter(db, caller.tenantId);
        return ok(
          expertsInScope(db, caller)
            .filter((row) => row.orgId === orgId && row.auditStatus === '2')
            .sort((a, b) => a.createTime.localeCompare(b.createTime))
            .map(present),
        );
      }),
      // Added by the platform's staff, an expert waits for audit ('1'); an edit keeps the state.
      router.post(`${path}/add-operate-expert`, (context) =>
        saveRow(
          context,
          expertSave(
            db,
            (adding) => (adding ? 'expert_add' : 'expert_edit'),
            (existing) => existing?.auditStatus ?? '1',
          ),
        ),
      ),
      router.post(`${path}/del-operate-expert/:ids`, (context) =>
        removeRows(context, pathIds(context.params.ids), {
          table: rows,
          scope: (caller) => expertsInScope(db, caller),
          button: 'expert_delete',
          refusal: (doomed) => expertDeleteRefusal(db, doomed),
          cascade: (doomed) => removeExpertVideos(db, doomed),
        }),
      ),
      // Approve ('2') or reject ('3', with a reason) a pending ('1') expert.
      router.post(`${path}/audit-org-expert`, async ({ request, caller }) => {
        if (!holdsPermission(db, caller, 'expert_audit')) return rejected(request);
        const body = readJson(await request.text());
        if (!body) return fail(400, say(request, 'badRequest'));
        const audited = expertsInScope(db, caller).find((row) => row.id === String(body.id ?? '').trim());
        if (!audited) return notFound(request);
        const result = String(body.auditStatus ?? '').trim();
        const reason = typeof body.auditReason === 'string' ? body.auditReason.trim() : '';
        if (!AUDIT_RESULTS.includes(result)) return refuse(request, ['auditResultInvalid']);
        if (audited.auditStatus !== '1') {
          const state = sayOto(request, `audit${audited.auditStatus}` as 'audit0');
          return refuse(request, ['auditPendingOnly', audited.expertName, state]);
        }
        if (result === '3' && !reason) return refuse(request, ['rejectReasonRequired']);
        const now = nowText();
        rows.update({
          ...audited,
          auditStatus: result,
          auditReason: result === '3' ? reason : '',
          auditTime: now,
          updateTime: now,
        });
        return done(request);
      }),
      router.get(`${base}/expert-info/videos`, ({ request, url, caller }) => {
        const expertId = url.searchParams.get('expertId')?.trim();
        if (!expertId) return fail(400, sayOto(request, 'expertIdRequired'));
        if (!expertsInScope(db, caller).some((row) => row.id === expertId)) return notFound(request);
        return ok(
          db.tables.otoExpertVideos
            .filter((video) => video.expertId === expertId && video.tenantId === caller.tenantId)
            .sort((a, b) => a.createTime.localeCompare(b.createTime)),
        );
      }),
      // 机构专家, the second screen over these rows.
      ...otoOrgExpertHandlers(router, base),
    ];
  },
});

export default expert;
