import type { NoticeSeed } from './notice-seed';

// The business side of the desk's notices: the application season, training, service rules.
// `{picture}` is the small banner picture (notices.ts), `{year}` the seed day's year.

export const noticeSeedsBusiness = (): NoticeSeed[] => [
  {
    title: '{year} 年高考志愿填报咨询服务全面开启',
    category: 1,
    daysAgo: 0,
    hour: 9,
    minute: 0,
    content: [
      '<h2>{year} 年志愿填报咨询服务全面开启</h2>',
      '<p><img src="{picture}" alt="志愿填报服务季"></p>',
      '<p>各位同事:今年的志愿填报咨询服务自即日起全面开放预约,请各机构做好接待准备。</p>',
      '<h3>服务内容</h3>',
      '<ul><li><strong>一对一志愿规划</strong>:专家全程陪伴,出分后 48 小时内完成初稿</li><li><strong>选科指导</strong>:面向高一、高二学生</li><li><strong>学业规划</strong>:按学期跟进</li></ul>',
      '<p>政策原文请以<a href="https://gaokao.chsi.com.cn" target="_blank" rel="noopener noreferrer">阳光高考平台</a>发布为准。</p>',
    ].join(''),
  },
  {
    title: '关于召开 {year} 年志愿填报专家培训会的通知',
    category: 6,
    daysAgo: 1,
    hour: 14,
    minute: 30,
    content: [
      '<h2>专家培训会</h2>',
      '<p>为统一服务标准,定于本周五召开志愿填报专家培训会,请全体签约专家参加。</p>',
      '<ol><li>时间:周五 14:00 - 17:30</li><li>地点:总部三楼大会议室(线上同步直播)</li><li>议程:新高考政策解读、院校数据更新、典型案例复盘</li></ol>',
      '<p><span style="color: rgb(230, 0, 0);">请于周四 18:00 前在系统中确认参会。</span></p>',
    ].join(''),
  },
  {
    title: '周末客服值班安排',
    category: 6,
    daysAgo: 2,
    hour: 10,
    minute: 0,
    content: [
      '<p>本周末客服值班安排如下:</p>',
      '<ul><li>周六:周婷(白班)、吴军(晚班)</li><li>周日:陈晓(白班)、刘洋(晚班)</li></ul>',
      '<p>值班期间如遇<strong>退款或投诉</strong>,请第一时间上报运营主管。</p>',
    ].join(''),
  },
  {
    title: '转发:教育部关于做好 {year} 年普通高校招生工作的通知',
    category: 3,
    daysAgo: 6,
    hour: 11,
    minute: 0,
    content: [
      '<h3>转发说明</h3>',
      '<p>现将教育部有关通知转发给你们,请结合咨询工作认真学习。重点关注:</p>',
      '<ol><li>强基计划与综合评价招生的报名时间</li><li>专项计划的资格审核要求</li><li>志愿填报的批次设置变化</li></ol>',
      '<p>原文见<a href="http://www.moe.gov.cn" target="_blank" rel="noopener noreferrer">教育部网站</a>。</p>',
    ].join(''),
  },
  {
    title: '关于规范一对一咨询服务流程的指示',
    category: 4,
    daysAgo: 8,
    hour: 9,
    minute: 30,
    content: [
      '<h2>服务流程规范</h2>',
      '<p>近期个别订单出现咨询记录缺失,现就服务流程作如下要求:</p>',
      '<ol><li>每次咨询结束后 <strong>24 小时内</strong>填写咨询记录</li><li>方案调整须在系统中留痕,不得线下口头约定</li><li>退款申请统一由运营部审核</li></ol>',
      '<p><span style="color: rgb(230, 0, 0);"><strong>未按要求执行的,将影响专家当月评价。</strong></span></p>',
    ].join(''),
  },
  {
    title: '新版专家评价体系上线',
    category: 1,
    daysAgo: 16,
    hour: 17,
    minute: 0,
    content: [
      '<h2>专家评价体系 2.0</h2>',
      '<p>新版评价体系综合<em>客户满意度</em>、<em>方案录取匹配度</em>与<em>服务及时性</em>三项指标,按月出具评价报告。</p>',
      '<ul><li>满意度:来自订单完成后的回访</li><li>匹配度:按录取结果与方案对比</li><li>及时性:按咨询记录填写时间</li></ul>',
    ].join(''),
  },
  {
    title: '选科指导服务套餐调整说明',
    category: 1,
    daysAgo: 27,
    hour: 10,
    minute: 0,
    content: [
      '<h3>套餐调整</h3>',
      '<p><img src="{picture}" alt="选科指导"></p>',
      '<p>自下月起,选科指导服务调整为<strong>基础版</strong>与<strong>进阶版</strong>两档:</p>',
      '<ul><li>基础版:一次测评 + 一次 60 分钟咨询</li><li>进阶版:两次测评 + 三次咨询 + 学期跟进</li></ul>',
      '<p>已购买旧套餐的客户按原约定履行。</p>',
    ].join(''),
  },
  {
    title: '转发:关于防范招生诈骗的提醒',
    category: 3,
    daysAgo: 31,
    hour: 16,
    minute: 30,
    content: [
      '<p>高考录取期间,各类“内部指标”“低分高录”诈骗多发。请在咨询中主动提醒家长:</p>',
      '<ul><li>录取结果以高校和省级招生考试机构公布为准</li><li>不存在任何“花钱买录取”的渠道</li></ul>',
      '<p>详见<a href="https://gaokao.chsi.com.cn" target="_blank" rel="noopener noreferrer">阳光高考平台</a>防骗专栏。</p>',
    ].join(''),
  },
];
