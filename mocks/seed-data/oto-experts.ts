import type { OtoExpertRow, OtoExpertVideoRow, OtoOrgRow } from '../types-oto';
import type { OrgSeed } from './oto-catalogue';
import { adultName, subjectsOf } from './oto-names';
import { seedDate, seedPhone, type Random } from './oto-random';

// Organizations, their experts (every audit state) and the approved experts' introduction videos.

/** What every builder needs; `series` keeps each list's phone numbers apart from the others'. */
export type Build = { tenantId: string; nextId: () => string; seedDay: string; random: Random; series: number };

const INTRODUCTIONS = [
  '从事高考志愿填报指导{years}年,累计服务考生逾{count}人,擅长位次分析与冲稳保梯度设计。',
  '前高校招生办工作人员,熟悉各批次投档与专业组录取规则,{years}年一线规划经验。',
  '新高考选科与生涯规划专家,{years}年带班经验,帮助{count}余名学生确定选科组合与目标专业。',
  '长期研究强基计划与综合评价招生,{years}年来指导学生进入双一流高校{count}余人。',
  '国家二级心理咨询师,擅长结合兴趣测评与职业倾向做专业选择,从业{years}年。',
];

const REJECTIONS = [
  '资质证明材料不完整,请补充规划师证书扫描件',
  '个人简介与从业年限不符,请核实后重新提交',
  '头像不清晰,请上传正面免冠照片',
];

/** Given names (oto-names.ts) read as a woman's: an expert's gender, and so the photo, follow the name. */
const WOMEN = new Set(
  '丽娟 海燕 红梅 慧敏 静 晓燕 春梅 雪梅 丽华 文静 红英 晓丽 玉兰 亚楠 翠萍 秀兰 淑珍 桂英 凤霞 艳 敏 洁'.split(' '),
);
const genderOf = (name: string): number => (WOMEN.has(name.slice(1)) ? 2 : 1);

/** Pictures the console serves itself (public/media): an org's logo, an expert's photo by gender. */
const orgLogo = (index: number): string => `/media/org-logo-${(index % 7) + 1}.svg`;
const expertAvatar = (gender: number, index: number): string =>
  `/media/expert-avatar-${(gender === 1 ? 1 : 5) + (index % 4)}.svg`;

/** Audit states cycle through this pattern: most approved, some pending, rejected and drafts. */
const AUDIT_PATTERN = ['2', '2', '1', '2', '3', '2', '0', '2', '2', '1'];

export function buildOrgs(
  seeds: readonly OrgSeed[],
  { tenantId, nextId, seedDay, random, series }: Build,
): OtoOrgRow[] {
  return seeds.map(([orgName, contact, provinceCode, cityCode, address, adminAccount, status], index) => {
    const created = seedDate(seedDay, 700 - index * 37, 10 + (index % 6), random.int(0, 59));
    return {
      id: nextId(),
      tenantId,
      orgName,
      logo: orgLogo(index),
      contact,
      phone: seedPhone(series, index),
      provinceCode,
      cityCode,
      address,
      introduction: `${orgName}专注高考志愿填报与升学规划,拥有专职规划师团队,服务覆盖本省及周边省份。`,
      adminAccount,
      status,
      createTime: created,
      updateTime: status === '0' ? seedDate(seedDay, 40, 16, 20) : created,
    };
  });
}

export function buildExperts(
  orgs: readonly OtoOrgRow[],
  perOrg: number,
  { tenantId, nextId, seedDay, random, series }: Build,
): OtoExpertRow[] {
  return orgs.flatMap((org, orgIndex) =>
    Array.from({ length: perOrg }, (_, slot): OtoExpertRow => {
      const index = orgIndex * perOrg + slot;
      const auditStatus = AUDIT_PATTERN[index % AUDIT_PATTERN.length];
      const years = random.int(3, 22);
      const provinces = [
        org.provinceCode,
        ...random.some(['32', '33', '44', '42', '41', '51', '11', '37', '43'], random.int(0, 2)),
      ];
      const subjects = [...new Set(provinces.flatMap(subjectsOf))];
      const created = seedDate(seedDay, random.int(20, 400), random.int(9, 18), random.int(0, 59));
      const audited =
        auditStatus === '2' || auditStatus === '3'
          ? seedDate(seedDay, random.int(1, 19), random.int(9, 18), random.int(0, 59))
          : '';
      const expertName = adultName(random);
      const gender = genderOf(expertName);
      return {
        id: nextId(),
        tenantId,
        orgId: org.id,
        expertName,
        avatar: expertAvatar(gender, index),
        gender,
        title: String(random.pick([1, 1, 2, 2, 2, 3, 4])),
        phone: seedPhone(series, index),
        provinces: [...new Set(provinces)].join(','),
        subjectTypes: subjects.join(','),
        years,
        introduction: random
          .pick(INTRODUCTIONS)
          .replace('{years}', String(years))
          .replace('{count}', String(years * random.int(20, 60))),
        auditStatus,
        auditReason: auditStatus === '3' ? random.pick(REJECTIONS) : '',
        auditTime: audited,
        createTime: created,
        updateTime: audited || created,
      };
    }),
  );
}

/** The playable files in public/media (mocks/README.md): every video is the same short clip. */
const EXPERT_VIDEO = { url: '/media/expert-intro.webm', cover: '/media/expert-cover.jpg', duration: 6 };

const VIDEO_TITLES = [
  '志愿填报的三个常见误区',
  '如何读懂位次与线差',
  '新高考选科怎么选',
  '专业选择与就业前景',
  '强基计划报考要点',
];

/** One or two videos for most approved experts. */
export function buildVideos(
  experts: readonly OtoExpertRow[],
  { tenantId, nextId, seedDay, random }: Build,
): OtoExpertVideoRow[] {
  return experts
    .filter((expert) => expert.auditStatus === '2')
    .flatMap((expert, index) =>
      VIDEO_TITLES.slice(0, index % 4 === 3 ? 0 : 1 + (index % 2)).map((_, n): OtoExpertVideoRow => ({
        id: nextId(),
        tenantId,
        expertId: expert.id,
        title: `${expert.expertName}:${VIDEO_TITLES[(index + n) % VIDEO_TITLES.length]}`,
        ...EXPERT_VIDEO,
        createTime: seedDate(seedDay, random.int(1, 60), random.int(9, 18), random.int(0, 59)),
      })),
    );
}
