/**
 * Seconds an access token lives. Blade's null-to-empty serializer may send `expires_in` as `""`,
 * and a gateway may omit it or send -1 or 0: none of those is a lifetime, and reading them as 0
 * would make every request refresh first. They fall back to the configured token time (spec §9).
 */
export function tokenLifetime(expiresIn: unknown, tokenTime: number): number {
  const seconds = typeof expiresIn === 'string' && expiresIn.trim() === '' ? Number.NaN : Number(expiresIn);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : tokenTime;
}
