import { describe, expect, it } from 'vitest';
import { storageHostsOf } from '../../src/crud/picture-sources';
import { sanitizeHtml, sanitizeRichText } from '../../src/crud/sanitize-html';

// What every place that shows notice HTML shows: the writer's formatting, nothing that runs.

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizing notice content', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const box = parse(
      [
        '<p>维护通知</p>',
        "<script>window.__ran = 'script'</script>",
        '<img src="data:image/png;base64,broken" onerror="window.__ran = \'onerror\'" alt="图">',
        '<a href="javascript:window.__ran = \'link\'">详情</a>',
        '<a href=" JaVaScRiPt:alert(1)">大小写</a>',
        '<p onclick="window.__ran = \'onclick\'" onmouseover="x()">联系我们</p>',
        '<svg><script>alert(1)</script></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
      ].join(''),
    );
    expect(box.querySelector('script, iframe')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onerror|onclick|onmouseover|javascript:/i);
    const image = box.querySelector('img');
    expect(image?.getAttribute('src')).toBe('data:image/png;base64,broken');
    expect(image?.getAttribute('alt')).toBe('图');
    // What were javascript: links read as plain words: nothing that looks clickable and does nothing.
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toContain('详情');
    expect(box.textContent).toContain('联系我们');
  });

  it('keeps headings, emphasis, colour, lists, links and pictures', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><span style="color: rgb(230, 0, 0);">红字</span></p>' +
      '<ol><li>一</li></ol><ul><li>二</li></ul><p class="ql-align-center">居中</p>' +
      '<p><a href="https://gaokao.chsi.com.cn">阳光高考</a><img src="data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E" alt="横幅"></p>';
    const box = parse(html);
    expect(box.querySelector('h2')?.textContent).toBe('标题');
    expect(box.querySelectorAll('strong, em, u, ol > li, ul > li')).toHaveLength(5);
    expect(box.querySelector('span')?.getAttribute('style')).toBe('color: rgb(230, 0, 0)');
    expect(box.querySelector('p.ql-align-center')).not.toBeNull();
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://gaokao.chsi.com.cn');
    // A link leaves in a tab of its own and cannot reach back.
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(box.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('lets nothing take over the page: no style sheets, forms, overlays or foreign classes', () => {
    const box = parse(
      // A <style> first would land in the parsed document's head, which is dropped anyway: one after
      // the text and one inside it are what the filter itself must take out.
      '<p>前言</p><style>body { display: none }</style><form action="https://evil.example"><input name="password"><button>登录</button></form>' +
        '<p>正文<style>.ant-layout { visibility: hidden }</style></p>' +
        '<div style="position: fixed; inset: 0; color: red; background-image: url(https://evil.example/x.png)" class="ant-modal-mask ql-indent-1">遮罩</div>',
    );
    expect(box.querySelector('style, form, input, button')).toBeNull();
    expect(box.textContent).not.toContain('display');
    const div = box.querySelector('div');
    expect(div?.getAttribute('style')).toBe('color: red');
    expect(div?.getAttribute('class')).toBe('ql-indent-1');
    expect(div?.textContent).toBe('遮罩');
  });
});

describe('pictures from outside the console and its storage', () => {
  const origin = window.location.origin;
  const hosts = storageHostsOf(['http://oss.zhiyuan-edu.cn:9000', 'oss-cn-hangzhou.aliyuncs.com']);

  it('are dropped, counted; the origin, data: and storage pictures (a bucket host too) stay', () => {
    const kept = [
      '/img/logo.png',
      `${origin}/img/a.png`,
      'data:image/png;base64,AAAA',
      'http://oss.zhiyuan-edu.cn:9000/zhiyuan/a.png',
      'https://zhiyuan-backup.oss-cn-hangzhou.aliyuncs.com/b.png',
    ];
    const dropped = [
      'https://tracker.example/x.gif',
      '//tracker.example/y.gif',
      'http://oss.zhiyuan-edu.cn:9001/other-port.png',
      'https://oss.zhiyuan-edu.cn.tracker.example/z.png',
    ];
    const html = [...kept, ...dropped].map((src) => `<img src="${src}">`).join('');
    const result = sanitizeRichText(`<p>${html}<video src="https://tracker.example/v.mp4"></video></p>`, hosts);
    expect(result.removedPictures).toBe(dropped.length + 1);
    const box = document.createElement('div');
    box.innerHTML = result.html;
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(kept);
    expect(box.querySelector('video')).toBeNull();
  });

  it('leave no other attribute that loads an address', () => {
    const html =
      '<img src="/a.png" srcset="https://tracker.example/1x.png 1x"><table background="https://tracker.example/b.png"><tr><td>x</td></tr></table>';
    expect(sanitizeHtml(html, hosts)).not.toContain('tracker.example');
  });

  it('without the storage hosts, keep only the origin and data: pictures', () => {
    expect(sanitizeHtml('<img src="http://oss.zhiyuan-edu.cn:9000/zhiyuan/a.png"><img src="/b.png">')).toBe(
      '<img src="/b.png">',
    );
  });
});
