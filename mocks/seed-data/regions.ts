// China's administrative divisions for the region screen, generated in code (about 2,700 rows):
// the 31 provinces with their real codes, their first prefectures by real name (the rest named
// from common place-name syllables), and districts from common district names. Deterministic,
// so the journal stores only the regions a user changes. Codes nest as Blade's do: a child's code
// is its parent's plus two digits ('11' → '1101' → '110101'); the top's parentCode is '00'.

import type { RegionRow } from '../types-org';

export const REGION_TOP = '00';

/** [code, name, real prefectures]; a municipality's one prefecture is its 市辖区. */
const provinces: readonly (readonly [string, string, string])[] = [
  ['11', '北京市', '市辖区'],
  ['12', '天津市', '市辖区'],
  ['13', '河北省', '石家庄市 唐山市 秦皇岛市 邯郸市 邢台市 保定市 张家口市 承德市 沧州市 廊坊市 衡水市'],
  ['14', '山西省', '太原市 大同市 阳泉市 长治市 晋城市 朔州市 晋中市 运城市'],
  ['15', '内蒙古自治区', '呼和浩特市 包头市 乌海市 赤峰市 通辽市 鄂尔多斯市'],
  ['21', '辽宁省', '沈阳市 大连市 鞍山市 抚顺市 本溪市 丹东市 锦州市 营口市'],
  ['22', '吉林省', '长春市 吉林市 四平市 辽源市 通化市 白山市'],
  ['23', '黑龙江省', '哈尔滨市 齐齐哈尔市 鸡西市 鹤岗市 双鸭山市 大庆市 伊春市 佳木斯市'],
  ['31', '上海市', '市辖区'],
  ['32', '江苏省', '南京市 无锡市 徐州市 常州市 苏州市 南通市 连云港市 淮安市 盐城市 扬州市 镇江市 泰州市 宿迁市'],
  ['33', '浙江省', '杭州市 宁波市 温州市 嘉兴市 湖州市 绍兴市 金华市 衢州市 舟山市 台州市 丽水市'],
  ['34', '安徽省', '合肥市 芜湖市 蚌埠市 淮南市 马鞍山市 淮北市 铜陵市 安庆市'],
  ['35', '福建省', '福州市 厦门市 莆田市 三明市 泉州市 漳州市 南平市 龙岩市 宁德市'],
  ['36', '江西省', '南昌市 景德镇市 萍乡市 九江市 新余市 鹰潭市 赣州市 吉安市'],
  ['37', '山东省', '济南市 青岛市 淄博市 枣庄市 东营市 烟台市 潍坊市 济宁市 泰安市 威海市 日照市'],
  ['41', '河南省', '郑州市 开封市 洛阳市 平顶山市 安阳市 鹤壁市 新乡市 焦作市 濮阳市 许昌市'],
  ['42', '湖北省', '武汉市 黄石市 十堰市 宜昌市 襄阳市 鄂州市 荆门市 孝感市 荆州市'],
  ['43', '湖南省', '长沙市 株洲市 湘潭市 衡阳市 邵阳市 岳阳市 常德市 张家界市'],
  ['44', '广东省', '广州市 韶关市 深圳市 珠海市 汕头市 佛山市 江门市 湛江市 茂名市 肇庆市 惠州市 梅州市'],
  ['45', '广西壮族自治区', '南宁市 柳州市 桂林市 梧州市 北海市 防城港市 钦州市 贵港市'],
  ['46', '海南省', '海口市 三亚市 三沙市 儋州市'],
  ['50', '重庆市', '市辖区'],
  ['51', '四川省', '成都市 自贡市 攀枝花市 泸州市 德阳市 绵阳市 广元市 遂宁市 内江市 乐山市'],
  ['52', '贵州省', '贵阳市 六盘水市 遵义市 安顺市 毕节市 铜仁市'],
  ['53', '云南省', '昆明市 曲靖市 玉溪市 保山市 昭通市 丽江市 普洱市 临沧市'],
  ['54', '西藏自治区', '拉萨市 日喀则市 昌都市 林芝市 山南市 那曲市'],
  ['61', '陕西省', '西安市 铜川市 宝鸡市 咸阳市 渭南市 延安市 汉中市 榆林市'],
  ['62', '甘肃省', '兰州市 嘉峪关市 金昌市 白银市 天水市 武威市 张掖市'],
  ['63', '青海省', '西宁市 海东市'],
  ['64', '宁夏回族自治区', '银川市 石嘴山市 吴忠市 固原市 中卫市'],
  ['65', '新疆维吾尔自治区', '乌鲁木齐市 克拉玛依市 吐鲁番市 哈密市'],
];

/** Municipal districts (Beijing, Tianjin, Shanghai, Chongqing): their real names. */
const municipalDistricts: Record<string, string> = {
  '11': '东城区 西城区 朝阳区 丰台区 石景山区 海淀区 门头沟区 房山区 通州区 顺义区 昌平区 大兴区 怀柔区 平谷区 密云区 延庆区',
  '12': '和平区 河东区 河西区 南开区 河北区 红桥区 东丽区 西青区 津南区 北辰区 武清区 宝坻区 滨海新区 宁河区 静海区 蓟州区',
  '31': '黄浦区 徐汇区 长宁区 静安区 普陀区 虹口区 杨浦区 闵行区 宝山区 嘉定区 浦东新区 金山区 松江区 青浦区 奉贤区 崇明区',
  '50': '万州区 涪陵区 渝中区 大渡口区 江北区 沙坪坝区 九龙坡区 南岸区 北碚区 綦江区 大足区 渝北区 巴南区 黔江区 长寿区 江津区',
};

const syllables = '安 平 宁 昌 兴 华 阳 江 山 河 泉 林 丰 德 永 清 新 东 西 南 北 临 长 云'.split(' ');
const districtNames =
  '城关区 新城区 高新区 经开区 开发区 滨江区 江北区 城东区 城西区 城南区 新华区 长安区 平安县 永宁县 长乐县 安远县 临川县 宝山县 丰城市 新民县'.split(
    ' ',
  );

/** 9 to 12 prefectures per province (a municipality has its one 市辖区). */
const cityCount = (index: number, real: number) => (real === 1 ? 1 : Math.max(real, 9 + ((index * 7) % 4)));
const districtCount = (seed: number) => 6 + ((seed * 5) % 5);
const pad = (n: number) => String(n).padStart(2, '0');

function cityName(real: string[], index: number, provinceIndex: number): string {
  if (index < real.length) return real[index];
  const a = syllables[(provinceIndex * 5 + index * 3) % syllables.length];
  const b = syllables[(provinceIndex * 11 + index * 7 + 1) % syllables.length];
  return `${a}${a === b ? '丰' : b}市`;
}

const blank = { districtCode: '', districtName: '', remark: '' };

/** Every seeded region, provinces first, each followed by its prefectures and their districts. */
export function buildRegions(): RegionRow[] {
  const rows: RegionRow[] = [];
  provinces.forEach(([code, name, realCities], provinceIndex) => {
    const province = { provinceCode: code, provinceName: name };
    rows.push({
      ...blank,
      ...province,
      code,
      parentCode: REGION_TOP,
      ancestors: REGION_TOP,
      name,
      cityCode: '',
      cityName: '',
      regionLevel: 1,
      sort: provinceIndex + 1,
    });
    const real = realCities.split(' ');
    for (let c = 0; c < cityCount(provinceIndex, real.length); c += 1) {
      const cityCode = `${code}${pad(c + 1)}`;
      const city = cityName(real, c, provinceIndex);
      rows.push({
        ...blank,
        ...province,
        code: cityCode,
        parentCode: code,
        ancestors: `${REGION_TOP},${code}`,
        name: city,
        cityCode,
        cityName: city,
        regionLevel: 2,
        sort: c + 1,
      });
      const municipal = municipalDistricts[code]?.split(' ');
      const count = municipal ? municipal.length : districtCount(provinceIndex + c);
      for (let d = 0; d < count; d += 1) {
        const districtCode = `${cityCode}${pad(d + 1)}`;
        const districtName = municipal
          ? municipal[d]
          : districtNames[(c * 3 + d + provinceIndex) % districtNames.length];
        rows.push({
          ...province,
          code: districtCode,
          parentCode: cityCode,
          ancestors: `${REGION_TOP},${code},${cityCode}`,
          name: districtName,
          cityCode,
          cityName: city,
          districtCode,
          districtName,
          regionLevel: 3,
          sort: d + 1,
          remark: '',
        });
      }
    }
  });
  return rows;
}
