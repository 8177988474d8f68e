// Words for the seeded one-to-one orders: students' names and phones, where they sit the exam and
// with which subjects, what staff write in remarks and refunds, and the steps of a programme.

/** Common surnames, the most frequent first (they are picked with a bias to the front). */
export const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林',
  '罗', '高', '郑', '梁', '谢', '宋', '唐', '许', '韩', '邓', '冯', '曹', '彭', '曾', '萧', '田', '董', '潘',
  '袁', '蔡', '蒋', '余', '于', '杜', '叶', '程', '魏', '苏', '吕', '丁', '任', '卢', '姚', '沈', '钟', '姜',
] as const;

/** Given names as students born around 2007 carry them (one or two characters). */
export const GIVEN_NAMES = [
  '子涵', '欣怡', '梓轩', '浩然', '雨桐', '一诺', '宇轩', '思远', '梓萱', '子墨', '诗涵', '俊熙', '佳怡', '博文',
  '可馨', '浩宇', '若曦', '晨阳', '雨萱', '明轩', '语嫣', '天佑', '梦琪', '嘉懿', '煜祺', '靖琪', '思彤', '文博',
  '沐辰', '欣然', '泽宇', '芷若', '昊天', '依诺', '皓轩', '雅琪', '子轩', '心怡', '睿', '航', '悦', '琳', '鑫',
  '涵', '瑶', '昕', '哲', '晨', '楠', '宁', '乐', '凯', '铭', '一鸣', '家豪', '梓涵', '思琪', '奕辰', '雨泽',
] as const;

/** Mobile prefixes of the three carriers. */
export const PHONE_PREFIXES = [
  '130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '157',
  '158', '159', '166', '173', '175', '176', '177', '178', '180', '181', '182', '183', '185', '186', '187', '188',
  '189', '191', '198', '199',
] as const;

/**
 * How a province's exam is built, which decides the subject code (spec §9): '3+3' chooses three
 * electives (综合), '3+1+2' physics or history first then two more, 'old' is 文科 / 理科.
 */
export type ExamModel = '3+3' | '3+1+2' | 'old';

/** [region code (seed-data/regions.ts), model, weight]: where the service's students mostly come from. */
export const EXAM_PROVINCES: readonly (readonly [string, ExamModel, number])[] = [
  ['11', '3+3', 4], ['12', '3+3', 2], ['31', '3+3', 3], ['33', '3+3', 5], ['37', '3+3', 6], ['46', '3+3', 1],
  ['13', '3+1+2', 5], ['21', '3+1+2', 3], ['32', '3+1+2', 6], ['35', '3+1+2', 3], ['42', '3+1+2', 4],
  ['43', '3+1+2', 4], ['44', '3+1+2', 7], ['50', '3+1+2', 3], ['34', '3+1+2', 4], ['36', '3+1+2', 3],
  ['41', '3+1+2', 6], ['51', '3+1+2', 5], ['61', '3+1+2', 3], ['53', '3+1+2', 2], ['45', '3+1+2', 2],
  ['54', 'old', 1], ['65', 'old', 1],
];

/** Elective pairs after physics ('W') or history ('L'), the popular ones first. */
export const ELECTIVE_PAIRS: Readonly<Record<'W' | 'L', readonly string[]>> = {
  W: ['H,S', 'H,S', 'H,D', 'S,D', 'H,Z', 'S,Z', 'Z,D'],
  L: ['Z,D', 'Z,D', 'S,D', 'S,Z', 'H,Z', 'H,D'],
};

/** Three electives of a '3+3' province (Zhejiang may add 技术, J). */
export const ELECTIVE_TRIPLES = ['W,H,S', 'W,H,D', 'W,H,Z', 'H,S,D', 'Z,L,D', 'W,S,D', 'S,Z,D', 'W,H,J'] as const;

export const ORDER_REMARKS = [
  '家长希望晚上八点后电话沟通',
  '学生目标院校:浙江大学、南京大学',
  '老客户转介绍,已赠送一次模拟填报',
  '想走强基计划,请专家重点评估',
  '家长在外地,优先安排视频咨询',
  '对医学类专业感兴趣,需对比临床与口腔',
  '孩子偏好计算机、电子信息方向',
  '考虑中外合作办学,预算有限',
  '一模成绩不稳定,需分段给方案',
  '希望留在省内读书,离家近一些',
  '有艺术特长,关注综合评价招生',
  '需开具发票,抬头为家长单位',
  '周末上午方便,工作日不接电话',
  '学生本人参加咨询,家长旁听',
  '复读生,关注去年位次变化',
] as const;

export const REFUND_REASONS = [
  '学生已通过强基计划录取,不再需要服务',
  '家长与专家时间协调不上,协商退款',
  '重复下单,退还多付金额',
  '服务未满预期,按比例退还未完成部分',
  '学生出国留学,终止志愿填报服务',
  '专家临时调整,家长选择部分退款',
] as const;

/** Programme steps by dict-biz service_type ('1' 志愿填报, '2' 选科指导, '3' 升学规划): [title, content]. */
export const PROGRAMME_STEPS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '1': [
    ['需求沟通与资料收集', '了解学生兴趣、家庭意向与地域偏好,收集历次模考成绩。'],
    ['成绩与位次分析', '结合一分一段表换算位次,对照近三年院校录取位次。'],
    ['院校专业初筛', '按冲、稳、保三档列出院校与专业组,说明各自风险。'],
    ['志愿方案定稿', '与家长逐条确认志愿顺序与服从调剂选项。'],
    ['填报与录取跟踪', '陪同完成系统填报,跟踪投档与录取结果。'],
  ],
  '2': [
    ['学业与兴趣测评', '完成学科能力与职业兴趣测评,整理各科成绩走势。'],
    ['选科组合分析', '对比可选组合的专业覆盖率与赋分竞争情况。'],
    ['家长三方沟通', '学生、家长与专家共同讨论测评结果与意向。'],
    ['选科方案确认', '确定首选与再选科目,给出备选组合。'],
    ['学期跟踪反馈', '期中考试后复盘选科适应情况,必要时调整学习计划。'],
  ],
  '3': [
    ['现状诊断', '梳理在校成绩、竞赛与综合素质材料。'],
    ['目标院校定位', '确定目标层次与三到五所重点院校。'],
    ['升学路径规划', '评估强基计划、综合评价与高考统招的可行路径。'],
    ['材料与时间表', '制定各路径报名材料清单与关键时间节点。'],
    ['阶段复盘', '每学期复盘进度,更新目标与路径。'],
  ],
};
