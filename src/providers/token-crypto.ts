import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * AES with key and IV both the configured key, Base64 (spec §7, §9). CBC and PKCS7 are
 * crypto-js's defaults, which is what the gateway expects. Loaded only when the encrypted
 * token form is configured.
 */
export function createTokenEncryptor(key: string): (token: string) => string {
  const k = Utf8.parse(key);
  return (token) => AES.encrypt(token, k, { iv: k }).ciphertext.toString(Base64);
}
