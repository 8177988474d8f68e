import { describe, expect, it } from 'vitest';
import { PICTURE_FORMATS, PICTURE_MAX_MB, pictureCheck } from '../../src/crud/picture-format';
import { limitProblem, PICTURE_LIMIT } from '../../mocks/upload-limits';
import { pngFile } from '../support/pictures';

// 图片大小不能超过 2MB: the console and the stand-in refuse from the same byte on.

const MAX = PICTURE_MAX_MB * 1024 * 1024;
/** The upload as the stand-in's handler has it (jsdom's File reads no arrayBuffer). */
const received = (file: File) => ({
  size: file.size,
  arrayBuffer: () =>
    new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    }),
});

describe('a picture’s size', () => {
  it('is taken at exactly 2 MB and refused one byte over, by the console and the stand-in alike', async () => {
    const exact = pngFile('exact.png', MAX);
    const over = pngFile('over.png', MAX + 1);
    expect(await pictureCheck(exact, PICTURE_FORMATS, MAX)).toEqual({ format: 'png' });
    expect(await pictureCheck(over, PICTURE_FORMATS, MAX)).toEqual({ problem: 'size' });
    expect(await limitProblem(received(exact), PICTURE_LIMIT)).toBeNull();
    expect(await limitProblem(received(over), PICTURE_LIMIT)).toBe('fileTooLarge');
  });
});
