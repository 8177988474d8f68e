// Report definitions as UReport stores them in blade_report_file: a file name and the design (XML).
// The viewer page (public/ureport/preview.html) draws each one by its name.

export type ReportSeed = { name: string; content: string };

const design = (title: string, columns: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><ureport><title>${title}</title>${columns
    .map(
      (column, index) =>
        `<cell name="${String.fromCharCode(65 + index)}1" expand="None"><simple-value>${column}</simple-value></cell>`,
    )
    .join('')}</ureport>`;

export const reportSeeds: ReportSeed[] = [
  {
    name: '专家咨询收入月报.ureport.xml',
    content: design('专家咨询收入月报', ['月份', '咨询单数', '收入(元)', '退款(元)']),
  },
  { name: '订单转化漏斗.ureport.xml', content: design('订单转化漏斗', ['阶段', '人数', '转化率']) },
  { name: '分部业绩汇总.ureport.xml', content: design('分部业绩汇总', ['分部', '订单数', '收入(元)', '专家数']) },
  { name: '志愿填报咨询量统计.ureport.xml', content: design('志愿填报咨询量统计', ['省份', '科类', '咨询量']) },
  { name: '专家服务评价.ureport.xml', content: design('专家服务评价', ['专家', '服务次数', '好评率']) },
];
