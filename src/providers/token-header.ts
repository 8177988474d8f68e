import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import Base64 from 'crypto-js/enc-base64';

/**
 * AES with key and IV both the configured key, Base64 (spec §7, §9). CBC and PKCS7 are
 * crypto-js's defaults, which is what the gateway expects.
 */
export function encryptToken(token: string, key: string): string {
  const k = Utf8.parse(key);
  return AES.encrypt(token, k, { iv: k }).ciphertext.toString(Base64);
}

export function tokenHeaderValue(token: string, crypto: boolean, key: string): string {
  return crypto ? `crypto ${encryptToken(token, key)}` : `bearer ${token}`;
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}
