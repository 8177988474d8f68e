import CryptoJS from 'crypto-js';

export const md5Hex = (text: string): string => CryptoJS.MD5(text).toString();

/** The token inside a `crypto` header value, or null when it does not decrypt. */
export function decryptToken(cipher: string, key: string): string | null {
  try {
    const secret = CryptoJS.enc.Utf8.parse(key);
    const plain = CryptoJS.AES.decrypt(cipher.trim(), secret, {
      iv: secret,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return plain || null;
  } catch {
    return null; // a wrong key yields malformed UTF-8, which CryptoJS reports by throwing
  }
}

const base64Url = (words: CryptoJS.lib.WordArray): string =>
  CryptoJS.enc.Base64.stringify(words).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const base64UrlJson = (value: object): string => base64Url(CryptoJS.enc.Utf8.parse(JSON.stringify(value)));

/** Unpredictable enough for a stand-in (it is not a security boundary); base64url. */
export function randomText(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
