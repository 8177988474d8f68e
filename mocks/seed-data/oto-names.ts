import type { Random } from './oto-random';

// Word lists for believable people and schools in the business seed (names as they are common in
// China today: students born around 2007, experts and parents a generation older).

const SURNAMES = (
  '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 ' +
  '袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 方 白 邹 孟 熊 秦 邱 江 尹 薛 段 雷 侯 龙 史 陶 贺 顾 毛 郝 龚 邵 万 钱 严 武 戴 孔 汤'
).split(' ');

const STUDENT_GIVEN = (
  '子轩 浩然 梓涵 欣怡 一诺 雨桐 宇轩 思远 语嫣 俊杰 可馨 博文 佳怡 子墨 若曦 明轩 诗涵 晨阳 梓萱 皓宇 雨泽 婧琪 天佑 嘉怡 ' +
  '铭泽 思彤 奕辰 欣妍 子豪 雅琪 睿 昊 涵 琪 悦 航 瑶 阳 一鸣 锦程 书瑶 沐阳 静怡 泽宇 梦琪 俊熙 紫涵 宇航 安琪 清扬 知远 予安 ' +
  '乐怡 思源 嘉懿 煜城 懿轩 烨华 煜祺 智宸 正豪 昊然 明杰 立诚 立轩 立辉 峻熙 弘文 熠彤 鸿煊 烨霖 哲瀚 鑫鹏 致远 俊驰 雨婷'
).split(' ');

const ADULT_GIVEN = (
  '建华 晓东 丽娟 志强 海燕 文博 明 静 伟 红梅 国庆 慧敏 晓燕 志明 立新 春梅 振宇 雪梅 永刚 晓峰 俊峰 丽华 海涛 文静 ' +
  '红英 建军 晓丽 志刚 玉兰 卫东 亚楠 翠萍 宏伟 秀兰 德明 淑珍 光辉 桂英 凤霞 海波 艳 勇 敏 磊 洁 斌 军 华'
).split(' ');

/** Key high schools across the provinces the seed's students come from. */
export const SCHOOLS = [
  '杭州第二中学',
  '杭州学军中学',
  '宁波镇海中学',
  '温州中学',
  '南京外国语学校',
  '南京师范大学附属中学',
  '苏州中学',
  '江苏省天一中学',
  '北京市第四中学',
  '中国人民大学附属中学',
  '北京师范大学附属实验中学',
  '华南师范大学附属中学',
  '深圳中学',
  '广东实验中学',
  '成都七中',
  '成都石室中学',
  '绵阳中学',
  '武汉二中',
  '华中师范大学第一附属中学',
  '郑州外国语学校',
  '河南省实验中学',
  '长沙市长郡中学',
  '湖南师范大学附属中学',
  '山东省实验中学',
  '青岛第二中学',
  '上海中学',
  '华东师范大学第二附属中学',
  '西安高新第一中学',
  '西北工业大学附属中学',
  '天津市南开中学',
  '乌鲁木齐市第一中学',
  '重庆巴蜀中学',
  '福州第一中学',
  '厦门双十中学',
];

export const studentName = (random: Random): string => random.pick(SURNAMES) + random.pick(STUDENT_GIVEN);
export const adultName = (random: Random): string => random.pick(SURNAMES) + random.pick(ADULT_GIVEN);

/**
 * The subject types a province's exam has (spec §9): 综合 where every subject is elective (3+3),
 * 物理 / 历史 where one of them is chosen first (3+1+2), 文科 / 理科 where the old split remains.
 */
export function subjectsOf(province: string): readonly string[] {
  if (['11', '12', '31', '33', '37', '46'].includes(province)) return ['ZONG'];
  if (['54', '65'].includes(province)) return ['WEN', 'LI'];
  return ['W', 'L'];
}

/**
 * Comma-joined elective letters for a subject type: two of 化生政地 beside 物理 / 历史, three of the
 * seven (技 in Zhejiang only) for 综合, none for 文科 / 理科.
 */
export function electivesOf(random: Random, subjectType: string, province: string): string {
  if (subjectType === 'W' || subjectType === 'L') return random.some(['H', 'S', 'Z', 'D'], 2).join(',');
  if (subjectType === 'ZONG')
    return random
      .some(province === '33' ? ['W', 'H', 'S', 'Z', 'L', 'D', 'J'] : ['W', 'H', 'S', 'Z', 'L', 'D'], 3)
      .join(',');
  return '';
}

/** Provinces students come from, the busy ones listed more than once. */
export const STUDENT_PROVINCES = [
  '33',
  '33',
  '32',
  '32',
  '44',
  '44',
  '42',
  '11',
  '51',
  '41',
  '41',
  '37',
  '31',
  '43',
  '61',
  '65',
  '50',
  '35',
  '13',
  '34',
  '36',
  '54',
  '12',
];
