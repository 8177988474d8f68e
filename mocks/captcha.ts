import { randomText } from './crypto';
import type { StandinDb } from './standin-db';

// Image captcha for the `captcha` grant. Codes are one-shot: any attempt consumes the key, so a
// client must fetch a new image after a failed login, as with the real gateway.

const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** No 0/O, 1/I/l: the drawn text must be readable. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
const WIDTH = 130;
const HEIGHT = 48;

const randomInt = (max: number): number => Math.floor(Math.random() * max);
const randomColour = (low: number, high: number): string =>
  `rgb(${[0, 1, 2].map(() => low + randomInt(high - low)).join(',')})`;

function drawSvg(code: string): string {
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${randomColour(120, 220)}" stroke-width="1"/>`;
  });
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${randomColour(100, 230)}"/>`,
  );
  const step = WIDTH / (code.length + 1);
  const letters = Array.from(code, (char, index) => {
    const x = Math.round(step * (index + 0.7));
    const y = 32 + randomInt(8);
    const angle = randomInt(50) - 25;
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${randomColour(20, 120)}" font-size="26" font-family="Arial, sans-serif" font-weight="bold">${char}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#f4f6fa"/>`,
    ...noise,
    ...dots,
    ...letters,
    '</svg>',
  ].join('');
}

/** A new captcha: the key to send back as Captcha-Key, and the image as a data URL. */
export function createCaptcha(db: StandinDb): { key: string; image: string } {
  const code = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const key = randomText(16);
  const now = Date.now();
  db.remove('captchas', (row) => row.expiresAt <= now);
  db.insert('captchas', { key, code, expiresAt: now + CAPTCHA_TTL_MS });
  return { key, image: `data:image/svg+xml;base64,${btoa(drawSvg(code))}` };
}

/** True when `code` matches the live captcha `key` (case-insensitive); the key is used up. */
export function consumeCaptcha(db: StandinDb, key: string, code: string): boolean {
  const row = db.tables.captchas.find((each) => each.key === key);
  if (!row) return false;
  db.remove('captchas', (each) => each.key === key);
  return row.expiresAt > Date.now() && row.code.toLowerCase() === code.trim().toLowerCase();
}
