import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import { pathIds, removeRows, saveRow } from './oto-kit';
import { expertDeleteRefusal, expertSave, expertsInScope, removeExpertVideos } from './oto-expert-write';
import { expertDetail, expertSearch } from './oto-expert-read';

// org-expert-info: 机构专家, an organization's view of its own experts (its staff see and write
// their org only; the platform's staff see every org and may filter by orgId), a second screen
// over the expert module's rows (entities/expert.ts serves it). An expert is kept as a draft ('0')
// until the org submits it for audit ('1'); a rejected one ('3') edited by the org is a draft again.

export function otoOrgExpertHandlers(router: Router, base: string): HttpHandler[] {
  const { db } = router;
  const path = `${base}/org-expert-info`;
  const edited = (existing: { auditStatus: string } | undefined) =>
    !existing || existing.auditStatus === '3' ? '0' : existing.auditStatus;
  const update = expertSave(db, (adding) => (adding ? 'org_expert_add' : 'org_expert_edit'), edited);
  return [
    router.get(`${path}/search-org-expert`, expertSearch(db)),
    router.get(`${path}/detail`, expertDetail(db, 'orgExpertId')),
    // Save as a draft: a new expert is '0'; with an id it is the same as update-org-expert.
    router.post(`${path}/add-org-expert`, (context) => saveRow(context, update)),
    // Save and submit for audit: new or existing, the expert is then '1' 待审核.
    router.post(`${path}/add-submit-org-expert`, (context) =>
      saveRow(
        context,
        expertSave(
          db,
          () => 'org_expert_submit',
          () => '1',
        ),
      ),
    ),
    router.post(`${path}/update-org-expert`, (context) => saveRow(context, update, 'update')),
    router.post(`${path}/del-org-expert/:ids`, (context) =>
      removeRows(context, pathIds(context.params.ids), {
        table: 'otoExperts',
        scope: (caller) => expertsInScope(db, caller),
        button: 'org_expert_delete',
        refusal: (doomed) => expertDeleteRefusal(db, doomed),
        cascade: (doomed) => removeExpertVideos(db, doomed),
      }),
    ),
  ];
}
