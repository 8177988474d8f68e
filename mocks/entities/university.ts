import type { UniversityRow } from '../../src/resources/oto/university';
import { seedTime } from '../seed-builders';
import { PLATFORM_TENANT } from '../seed-data/accounts';
import { defineEntity, type Entity } from './entity';

// 院校库 (university-info: search, save-and-update, del/{id}): the platform tenant's universities.

const SEEDS: readonly (readonly [name: string, province: string, level: string, website: string])[] = [
  ['清华大学', '11', '985', 'https://www.tsinghua.edu.cn'],
  ['浙江大学', '33', '985', 'https://www.zju.edu.cn'],
  ['南京大学', '32', '985', 'https://www.nju.edu.cn'],
  ['苏州大学', '32', '211', 'https://www.suda.edu.cn'],
  ['杭州电子科技大学', '33', 'other', 'https://www.hdu.edu.cn'],
];

const university: Entity<'otoUniversities', UniversityRow> = defineEntity<UniversityRow>()({
  code: 'university',
  table: 'otoUniversities',
  ids: 1123598815800000001n,
  seed: ({ nextId }) =>
    SEEDS.map(([name, province, level, website], index) => ({
      id: nextId(),
      tenantId: PLATFORM_TENANT,
      name,
      province,
      level,
      website,
      remark: '',
      createTime: seedTime(index),
      updateTime: seedTime(index),
    })),
  messages: { universityNameRequired: ['请输入院校名称', 'Please enter the university name'] },
  menu: {
    parent: 'oto',
    name: '院校库',
    path: '/oto/university',
    source: 'iconfont icon-bank',
    sort: 12,
    buttons: ['add', 'edit', 'delete', 'view'],
  },
  serve: ({ onetoone, api }) =>
    onetoone({
      base: `${api.management}/onetoone/university-info`,
      list: 'search',
      remove: true,
      blank: { name: '', province: '', level: '', website: '', remark: '' },
      searchable: ['name'],
      maxLength: { name: 64, website: 255, remark: 255 },
      check: (row) => (row.name.trim() ? null : 'universityNameRequired'),
    }),
});

export default university;
