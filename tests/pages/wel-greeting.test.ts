import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/shell';
import zh from '../../src/locales/zh/shell';
import { greetingKey } from '../../src/pages/wel/wel-page';

// Home greets by the hour as people say it in Chinese: 凌晨 (0-5), 早上 (5-8), 上午 (8-11),
// 中午 (11-13), 下午 (13-18), 晚上 (18-24); nobody is wished 早上好 at midnight.

const wordAt = (hour: number, words: Record<string, string>) =>
  words[greetingKey(hour).replace('wel.', '')].split(/[,,]/)[0];

describe('home greeting', () => {
  it('names the part of the day of each hour', () => {
    const zhWords = Array.from({ length: 24 }, (_, hour) => wordAt(hour, zh.wel));
    expect(zhWords).toEqual([
      ...Array<string>(5).fill('凌晨好'),
      ...Array<string>(3).fill('早上好'),
      ...Array<string>(3).fill('上午好'),
      ...Array<string>(2).fill('中午好'),
      ...Array<string>(5).fill('下午好'),
      ...Array<string>(6).fill('晚上好'),
    ]);
    expect(wordAt(0, en.wel)).toBe('Working late');
    expect(wordAt(12, en.wel)).toBe('Good day');
  });
});
