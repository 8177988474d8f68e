import { Tag, theme, type TagProps } from 'antd';
import { readableShade } from '../shell/theme/readable-color';

const STATUS_TOKENS: Record<string, string> = {
  success: 'Success',
  processing: 'Info',
  warning: 'Warning',
  error: 'Error',
};

// A list draws the same few tags on every row: each colour's shade is worked out once.
const shades = new Map<string, string>();
const readableOn = (shade: string, tint: string): string => {
  const key = `${shade}|${tint}`;
  let readable = shades.get(key);
  if (readable === undefined) shades.set(key, (readable = readableShade(shade, tint)));
  return readable;
};

/**
 * antd's Tag, whose coloured text reads (4.5:1). antd writes a status tag's text in the status
 * colour on its tint, and a preset's in its 7th shade on its 1st: under 4.5:1 for success,
 * warning, green, orange, cyan, gold and lime (purple and geekblue in the dark look). Such a tag's
 * text takes the nearest shade of the same colour that reaches it; its tint and border stay antd's.
 */
export function ReadableTag({ color, style, ...props }: TagProps) {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string | undefined>;
  let text: string | undefined;
  if (typeof color === 'string') {
    const status = STATUS_TOKENS[color];
    const [shade, tint] = status
      ? [palette[`color${status}`], palette[`color${status}Bg`]]
      : [palette[`${color}7`], palette[`${color}1`]];
    if (shade && tint) {
      const readable = readableOn(shade, tint);
      if (readable !== shade) text = readable;
    }
  }
  return <Tag color={color} style={text ? { ...style, color: text } : style} {...props} />;
}
