import { fail, ok, say } from '../blade';
import type { RouteContext } from '../router';
import type { StandinDb } from '../standin-db';
import { bySubjectType, EXPERT_FIELDS, EXPERT_SEARCHABLE, expertsInScope } from './oto-expert-write';
import { notFound, pageAnswer } from './oto-kit';
import { expertPresenter } from './oto-present';

// What 专家管理 and 机构专家 read alike: the experts in the caller's scope, as ExpertVO.

/** The list: searched by name, one subject type among an expert's, paged newest first. */
export const expertSearch =
  (db: StandinDb) =>
  ({ request, url, caller }: RouteContext) => {
    const [found, query] = bySubjectType(expertsInScope(db, caller), url.searchParams);
    return pageAnswer(request, query, found.map(expertPresenter(db, caller.tenantId)), {
      fields: EXPERT_FIELDS,
      searchable: EXPERT_SEARCHABLE,
    });
  };

/** One expert, by the id in `idParam` (the two screens name it differently: id, orgExpertId). */
export const expertDetail =
  (db: StandinDb, idParam: string) =>
  ({ request, url, caller }: RouteContext) => {
    const id = url.searchParams.get(idParam)?.trim();
    if (!id) return fail(400, say(request, 'idRequired'));
    const found = expertsInScope(db, caller).find((row) => row.id === id);
    return found ? ok(expertPresenter(db, caller.tenantId)(found)) : notFound(request);
  };
