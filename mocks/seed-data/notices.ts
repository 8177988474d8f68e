import { noticeSeedsBusiness } from './notices-business';
import { noticeSeedsOffice } from './notices-office';
import type { NoticeSeed } from './notice-seed';

// The desk's notices as an office writes them: rich text (headings, lists, colour, a link, a
// picture), released over the last weeks, one still scheduled. `{year}` in a title or a content
// is the seed day's year. One notice carries what a careless paste or an attacker leaves behind
// (a script, an image with onerror, a javascript: link, an onclick): the console must show it
// without running any of it (window.__noticeScriptRan stays unset).

const banner = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140" viewBox="0 0 560 140">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#1677ff"/><stop offset="1" stop-color="#69b1ff"/></linearGradient></defs>
<rect width="560" height="140" rx="10" fill="url(#g)"/>
<rect x="36" y="78" width="34" height="40" rx="3" fill="#fff" opacity=".55"/>
<rect x="84" y="56" width="34" height="62" rx="3" fill="#fff" opacity=".7"/>
<rect x="132" y="34" width="34" height="84" rx="3" fill="#fff" opacity=".85"/>
<circle cx="470" cy="70" r="38" fill="none" stroke="#fff" stroke-width="8" opacity=".8"/>
<path d="M452 70l12 12 24-26" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<text x="200" y="80" font-family="sans-serif" font-size="26" font-weight="bold" fill="#fff">ZHIYUAN {year}</text>
</svg>`;

/** A small picture as a data: URL, so a notice shows one without any file host. */
export const bannerPicture = (year: number): string =>
  `data:image/svg+xml,${encodeURIComponent(banner.replace('{year}', String(year)))}`;

/** The unsafe notice: every way stored HTML could try to run something. */
export const UNSAFE_NOTICE_TITLE = '关于系统升级维护的通知';

const unsafe: NoticeSeed = {
  title: UNSAFE_NOTICE_TITLE,
  category: 6,
  daysAgo: 4,
  hour: 16,
  minute: 20,
  content: [
    '<h2>系统升级维护</h2>',
    '<p>为提升系统稳定性,平台将于本周六 <strong>22:00</strong> 至次日 <strong>02:00</strong> 进行升级维护,期间暂停登录与下单。</p>',
    "<script>window.__noticeScriptRan = 'script'; alert('script')</script>",
    '<p><img src="data:image/png;base64,broken" onerror="window.__noticeScriptRan = \'onerror\'; alert(\'onerror\')" alt="维护示意图"></p>',
    '<p><a href="javascript:window.__noticeScriptRan = \'link\'">点此查看维护详情</a></p>',
    '<p onclick="window.__noticeScriptRan = \'onclick\'">如有疑问,请联系技术部(分机 8021)。</p>',
  ].join(''),
};

export const noticeSeeds = (): NoticeSeed[] => [...noticeSeedsBusiness(), unsafe, ...noticeSeedsOffice()];
