import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, login } from './standin-client';
import type { OtoExpertRow } from '../../mocks/types-oto';
import { EN, OTO, admin, get, operator, orgStaff, page, post, useOtoServer } from './oto-fixture';

// operate-expert-info, expert-info/videos and org-expert-info on the wire, with the org scope of
// an organization's staff.

type Expert = {
  id: string;
  orgId: string;
  orgName: string;
  expertName: string;
  auditStatus: string;
  auditReason: string;
  auditTime: string;
  title: string;
  subjectTypes: string;
  phone: string;
};
type Video = { id: string; expertId: string; title: string; url: string; cover: string; duration: number };

const NEW_EXPERT = {
  expertName: '郑思远',
  gender: 1,
  title: '2',
  phone: '13812345678',
  provinces: '33,32',
  subjectTypes: 'ZONG,W',
  years: 9,
  introduction: '十年志愿填报经验',
};

describe('stand-in: operate-expert-info and expert videos', () => {
  const standin = useOtoServer();
  const orgNamed = (name: string) => standin.db.tables.otoOrgs.find((org) => org.orgName === name)?.id as string;
  const withOrders = () =>
    standin.db.tables.otoExperts.find((expert) =>
      standin.db.tables.otoOrders.some((order) => order.expertId === expert.id),
    ) as OtoExpertRow;

  it('pages experts with their org name; filters by name, a subject among the joined codes, org, audit state and title', async () => {
    const token = await admin();
    const all = await page<Expert>(token, 'operate-expert-info/search-expert?size=100');
    expect(all.total).toBe(42);
    expect(all.records.every((expert) => expert.orgName !== '')).toBe(true);
    const nanjing = orgNamed('南京启航志愿填报工作室');
    const ofOrg = await page<Expert>(token, `operate-expert-info/search-expert?orgId=${nanjing}&size=100`);
    expect(ofOrg.total).toBe(6);
    expect(ofOrg.records.every((expert) => expert.orgName === '南京启航志愿填报工作室')).toBe(true);
    const pending = await page<Expert>(token, 'operate-expert-info/search-expert?auditStatus=1&size=100');
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.records.every((expert) => expert.auditStatus === '1')).toBe(true);
    const sample = all.records[5];
    const byName = await page<Expert>(
      token,
      `operate-expert-info/search-expert?expertName=${encodeURIComponent(sample.expertName.slice(1))}`,
    );
    expect(byName.records.map((expert) => expert.id)).toContain(sample.id);
    const zong = await page<Expert>(token, 'operate-expert-info/search-expert?subjectTypes=ZONG&title=3&size=100');
    expect(zong.records.every((expert) => expert.subjectTypes.includes('ZONG') && expert.title === '3')).toBe(true);
    // W (物理) is one code among the joined ones, not a part of WEN (文科).
    const physics = await page<Expert>(token, 'operate-expert-info/search-expert?subjectTypes=W&size=100');
    expect(physics.total).toBeGreaterThan(0);
    expect(physics.records.every((expert) => expert.subjectTypes.split(',').includes('W'))).toBe(true);
    const liberal = await page<Expert>(token, 'operate-expert-info/search-expert?subjectTypes=WEN&size=100');
    expect(liberal.records.every((expert) => expert.subjectTypes.split(',').includes('WEN'))).toBe(true);
    const detail = await call<Expert>(`${OTO}/operate-expert-info/detail?id=${sample.id}`, { token });
    expect(detail.body.data).toMatchObject({ id: sample.id, orgName: sample.orgName });
    expect(
      (
        await call(`${OTO}/operate-expert-info/detail?id=${sample.id}`, {
          token: await login('admin', 'admin', '100001'),
        })
      ).body.msg,
    ).toBe('数据不存在');
  });

  it('answers experts-by-org with the approved experts of that org only', async () => {
    const token = await admin();
    const org = orgNamed('北京博雅升学指导中心');
    const experts = await get<Expert[]>(token, `operate-expert-info/experts-by-org?orgId=${org}`);
    const stored = standin.db.tables.otoExperts.filter((expert) => expert.orgId === org);
    expect(stored.some((expert) => expert.auditStatus !== '2')).toBe(true);
    expect(experts.map((expert) => expert.id).sort()).toEqual(
      stored
        .filter((expert) => expert.auditStatus === '2')
        .map((expert) => expert.id)
        .sort(),
    );
    expect((await call(`${OTO}/operate-expert-info/experts-by-org`, { token, headers: EN })).body).toMatchObject({
      code: 400,
      msg: 'missing required parameter: orgId',
    });
  });

  it('adds an expert as pending audit, updates it keeping the state, and checks the fields', async () => {
    const token = await operator();
    const orgId = orgNamed('成都锦程生涯规划中心');
    expect((await post(token, 'operate-expert-info/add-operate-expert', { ...NEW_EXPERT, orgId })).body).toMatchObject({
      success: true,
      msg: '操作成功',
    });
    const [added] = (
      await page<Expert>(token, `operate-expert-info/search-expert?expertName=${encodeURIComponent('郑思远')}`)
    ).records;
    expect(added).toMatchObject({ orgId, orgName: '成都锦程生涯规划中心', auditStatus: '1', auditTime: '' });
    await post(token, 'operate-expert-info/add-operate-expert', { ...added, years: 11, auditStatus: '2' });
    expect(await get<Expert>(token, `operate-expert-info/detail?id=${added.id}`)).toMatchObject({
      auditStatus: '1',
      years: 11,
    });
    const refused = async (change: object, headers = {}) =>
      (await post(token, 'operate-expert-info/add-operate-expert', { ...NEW_EXPERT, orgId, ...change }, headers)).body;
    expect(await refused({ expertName: '' })).toMatchObject({ code: 400, msg: '请输入专家姓名' });
    expect((await refused({ orgId: '' }, EN)).msg).toBe('Please select the organization');
    const eastOrg = standin.db.tables.otoOrgs.find((org) => org.tenantId === '100001')?.id;
    expect((await refused({ orgId: eastOrg })).msg).toBe('机构不存在');
    expect((await refused({ phone: '123' }, EN)).msg).toBe('phone number length is not 11');
    expect((await refused({ years: 'many' })).msg).toBe('参数校验失败');
    expect(
      (await post(await orgStaff(), 'operate-expert-info/add-operate-expert', { ...NEW_EXPERT, orgId })).status,
    ).toBe(403);
  });

  it('audits a pending expert: approve, or reject only with a reason; nothing else can be audited', async () => {
    const token = await operator();
    const pending = standin.db.tables.otoExperts.filter(
      (expert) => expert.tenantId === '000000' && expert.auditStatus === '1',
    );
    const audit = (body: object, headers = {}) => post(token, 'operate-expert-info/audit-org-expert', body, headers);
    expect((await audit({ id: pending[0].id, auditStatus: '3', auditReason: ' ' })).body).toMatchObject({
      code: 400,
      msg: '驳回原因不能为空',
    });
    expect((await audit({ id: pending[0].id, auditStatus: '3' }, EN)).body.msg).toBe('Rejection reason is required');
    expect((await audit({ id: pending[0].id, auditStatus: '5' })).body.msg).toBe('审核结果只能是通过或驳回');
    expect((await audit({ id: pending[0].id, auditStatus: '2' })).body.success).toBe(true);
    const approved = await get<Expert>(token, `operate-expert-info/detail?id=${pending[0].id}`);
    expect(approved.auditStatus).toBe('2');
    expect(approved.auditTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await audit({ id: pending[0].id, auditStatus: '3', auditReason: '重复审核' })).body).toMatchObject({
      code: 400,
      msg: `只能审核待审核的专家,「${approved.expertName}」当前为已通过`,
    });
    expect((await audit({ id: pending[1].id, auditStatus: '3', auditReason: '资质证明不全' })).body.success).toBe(true);
    expect(await get<Expert>(token, `operate-expert-info/detail?id=${pending[1].id}`)).toMatchObject({
      auditStatus: '3',
      auditReason: '资质证明不全',
    });
    expect(
      (await post(await orgStaff(), 'operate-expert-info/audit-org-expert', { id: pending[2].id, auditStatus: '2' }))
        .status,
    ).toBe(403);
  });

  it('deletes by del-operate-expert/{ids}, refusing an expert who has orders; the videos go too', async () => {
    const token = await admin();
    const busy = withOrders();
    expect((await post(token, `operate-expert-info/del-operate-expert/${busy.id}`)).body).toMatchObject({
      code: 400,
      msg: `专家「${busy.expertName}」已有订单,不能删除`,
    });
    const idle = standin.db.tables.otoExperts.find(
      (expert) =>
        expert.tenantId === '000000' && !standin.db.tables.otoOrders.some((order) => order.expertId === expert.id),
    ) as OtoExpertRow;
    // Every seeded expert with videos has orders: give the idle one a clip to see it go.
    standin.db.insert('otoExpertVideos', {
      ...standin.db.tables.otoExpertVideos[0],
      id: standin.db.nextId(),
      expertId: idle.id,
    });
    expect((await post(await operator(), `operate-expert-info/del-operate-expert/${idle.id}`)).status).toBe(403);
    expect((await post(token, `operate-expert-info/del-operate-expert/${idle.id}`)).body.success).toBe(true);
    expect(standin.db.tables.otoExpertVideos.some((video) => video.expertId === idle.id)).toBe(false);
    expect((await post(token, `operate-expert-info/del-operate-expert/${idle.id}`)).body.msg).toBe('数据不存在');
  });

  it('answers an expert\u2019s videos with files the console serves itself', async () => {
    const token = await admin();
    const expertId = standin.db.tables.otoExpertVideos[0].expertId;
    const videos = await get<Video[]>(token, `expert-info/videos?expertId=${expertId}`);
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video).toMatchObject({
        expertId,
        url: expect.stringMatching(/^\/media\/.+\.webm$/),
        cover: expect.stringMatching(/^\/media\//),
      });
      for (const file of [video.url, video.cover]) {
        const onDisk = resolve('public', `.${file}`);
        expect(existsSync(onDisk)).toBe(true);
        expect(statSync(onDisk).size).toBeLessThan(300_000);
      }
    }
    const without = standin.db.tables.otoExperts.find((expert) => expert.auditStatus === '0') as OtoExpertRow;
    expect(await get<Video[]>(token, `expert-info/videos?expertId=${without.id}`)).toEqual([]);
    expect((await call(`${OTO}/expert-info/videos`, { token })).status).toBe(400);
  });
});

describe('stand-in: org-expert-info and the org scope', () => {
  const standin = useOtoServer();
  const own = () => standin.db.tables.otoOrgs.find((org) => org.adminAccount === 'orgstaff')?.id as string;
  const other = () => standin.db.tables.otoOrgs.find((org) => org.orgName === '南京启航志愿填报工作室')?.id as string;

  it('shows an organization\u2019s staff its own org\u2019s experts only, on both expert lists', async () => {
    const token = await orgStaff();
    const mine = await page<Expert>(token, 'org-expert-info/search-org-expert?size=50');
    expect(mine.total).toBe(6);
    expect(mine.records.every((expert) => expert.orgId === own())).toBe(true);
    // Naming another org does not widen the scope.
    expect((await page<Expert>(token, `org-expert-info/search-org-expert?orgId=${other()}`)).total).toBe(0);
    expect((await page<Expert>(token, 'operate-expert-info/search-expert?size=50')).total).toBe(6);
    const foreign = standin.db.tables.otoExperts.find((expert) => expert.orgId === other()) as OtoExpertRow;
    expect((await call(`${OTO}/org-expert-info/detail?orgExpertId=${foreign.id}`, { token })).body.msg).toBe(
      '数据不存在',
    );
    expect((await get<Expert>(token, `org-expert-info/detail?orgExpertId=${mine.records[0].id}`)).id).toBe(
      mine.records[0].id,
    );
    // The platform's staff see every org and may filter.
    expect((await page<Expert>(await admin(), `org-expert-info/search-org-expert?orgId=${other()}`)).total).toBe(6);
  });

  it('saves a draft, submits for audit, returns a rejected expert to draft, always into the member\u2019s org', async () => {
    const token = await orgStaff();
    expect((await post(token, 'org-expert-info/add-org-expert', { ...NEW_EXPERT, orgId: other() })).body.success).toBe(
      true,
    );
    const [draft] = (
      await page<Expert>(token, `org-expert-info/search-org-expert?expertName=${encodeURIComponent('郑思远')}`)
    ).records;
    expect(draft).toMatchObject({ orgId: own(), auditStatus: '0' });
    expect((await post(token, 'org-expert-info/add-submit-org-expert', { ...draft, years: 12 })).body.success).toBe(
      true,
    );
    expect(await get<Expert>(token, `org-expert-info/detail?orgExpertId=${draft.id}`)).toMatchObject({
      auditStatus: '1',
      years: 12,
    });
    expect(
      (await post(token, 'org-expert-info/add-submit-org-expert', { ...NEW_EXPERT, expertName: '孔令辉', orgId: '' }))
        .body.success,
    ).toBe(true);
    expect(
      (await page<Expert>(token, `org-expert-info/search-org-expert?expertName=${encodeURIComponent('孔令辉')}`))
        .records[0],
    ).toMatchObject({ auditStatus: '1', orgId: own() });
    // Rejected by the platform, then edited by the org: a draft again.
    await post(await admin(), 'operate-expert-info/audit-org-expert', {
      id: draft.id,
      auditStatus: '3',
      auditReason: '照片不清晰',
    });
    expect(
      (await post(token, 'org-expert-info/update-org-expert', { id: draft.id, introduction: '已补充证书' })).body
        .success,
    ).toBe(true);
    expect(await get<Expert>(token, `org-expert-info/detail?orgExpertId=${draft.id}`)).toMatchObject({
      auditStatus: '0',
      introduction: '已补充证书',
    });
    expect((await post(token, 'org-expert-info/update-org-expert', { introduction: 'x' }, EN)).body).toMatchObject({
      code: 400,
      msg: 'missing required parameter: id',
    });
  });

  it('refuses an org member\u2019s write to another org\u2019s expert, and deletes it has no button for', async () => {
    const token = await orgStaff();
    const foreign = standin.db.tables.otoExperts.find((expert) => expert.orgId === other()) as OtoExpertRow;
    expect(
      (await post(token, 'org-expert-info/update-org-expert', { ...foreign, expertName: '改名' })).body,
    ).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(standin.db.tables.otoExperts.find((expert) => expert.id === foreign.id)?.expertName).toBe(
      foreign.expertName,
    );
    const mine = standin.db.tables.otoExperts.find((expert) => expert.orgId === own()) as OtoExpertRow;
    expect((await post(token, `org-expert-info/del-org-expert/${mine.id}`)).status).toBe(403);
    // The platform's staff may delete, but not an approved expert with orders.
    const busy = standin.db.tables.otoExperts.find(
      (expert) =>
        expert.auditStatus === '2' && standin.db.tables.otoOrders.some((order) => order.expertId === expert.id),
    ) as OtoExpertRow;
    expect((await post(await admin(), `org-expert-info/del-org-expert/${busy.id}`, undefined, EN)).body.msg).toBe(
      `the expert "${busy.expertName}" has orders and cannot be deleted`,
    );
  });
});
