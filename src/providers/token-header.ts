/** `bearer <token>`, or `crypto <AES(token)>` when the deployment encrypts it (spec §7). */
export function tokenHeaderValue(token: string, encrypt?: (token: string) => string): string {
  return encrypt ? `crypto ${encrypt(token)}` : `bearer ${token}`;
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}
