import type { HttpHandler } from 'msw';
import { fail, ok, say } from '../blade';
import { readJson } from '../request';
import type { Router } from '../router';
import { nowText } from '../time';
import { done, notFound, pageAnswer, pathIds, refuse, rejected, removeRows, saveRow } from './oto-kit';
import { holdsPermission } from '../permissions';
import { sayOto } from '../messages-oto';
import {
  bySubjectType,
  EXPERT_FIELDS,
  EXPERT_SEARCHABLE,
  expertDeleteRefusal,
  expertSave,
  expertsInScope,
  removeExpertVideos,
} from './oto-expert-write';
import { expertPresenter } from './oto-present';

// operate-expert-info (专家管理, the platform's view of every org's experts: add, audit) and
// expert-info/videos (an expert's introduction clips, files served by the console's own host).

const AUDIT_RESULTS = ['2', '3'];

export function otoExpertHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const path = `${base}/operate-expert-info`;
  return [
    router.get(`${path}/search-expert`, ({ request, url, caller }) => {
      const [rows, query] = bySubjectType(expertsInScope(db, caller), url.searchParams);
      return pageAnswer(request, query, rows.map(expertPresenter(db, caller.tenantId)), {
        fields: EXPERT_FIELDS,
        searchable: EXPERT_SEARCHABLE,
      });
    }),
    router.get(`${path}/detail`, ({ request, url, caller }) => {
      const id = url.searchParams.get('id')?.trim();
      if (!id) return fail(400, say(request, 'idRequired'));
      const expert = expertsInScope(db, caller).find((row) => row.id === id);
      return expert ? ok(expertPresenter(db, caller.tenantId)(expert)) : notFound(request);
    }),
    // The expert select of an order: only approved experts can take orders.
    router.get(`${path}/experts-by-org`, ({ request, url, caller }) => {
      const orgId = url.searchParams.get('orgId')?.trim();
      if (!orgId) return fail(400, sayOto(request, 'orgIdRequired'));
      const present = expertPresenter(db, caller.tenantId);
      return ok(
        expertsInScope(db, caller)
          .filter((expert) => expert.orgId === orgId && expert.auditStatus === '2')
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
        table: 'otoExperts',
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
      const expert = expertsInScope(db, caller).find((row) => row.id === String(body.id ?? '').trim());
      if (!expert) return notFound(request);
      const result = String(body.auditStatus ?? '').trim();
      const reason = typeof body.auditReason === 'string' ? body.auditReason.trim() : '';
      if (!AUDIT_RESULTS.includes(result)) return refuse(request, ['auditResultInvalid']);
      if (expert.auditStatus !== '1') {
        const state = sayOto(request, `audit${expert.auditStatus}` as 'audit0');
        return refuse(request, ['auditPendingOnly', expert.expertName, state]);
      }
      if (result === '3' && !reason) return refuse(request, ['rejectReasonRequired']);
      const now = nowText();
      db.update('otoExperts', {
        ...expert,
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
      if (!expertsInScope(db, caller).some((expert) => expert.id === expertId)) return notFound(request);
      return ok(
        db.tables.otoExpertVideos
          .filter((video) => video.expertId === expertId && video.tenantId === caller.tenantId)
          .sort((a, b) => a.createTime.localeCompare(b.createTime)),
      );
    }),
  ];
}
