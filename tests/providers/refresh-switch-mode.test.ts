import { describe, expect, it, vi } from 'vitest';
import { createClients } from '../support/clients';
import { standinForTests } from '../support/standin';

// Switch mode is a build-time setting; this file builds the services with it on.
vi.mock('../../src/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/config')>();
  return { ...actual, config: { ...actual.config, switchMode: true } };
});

const standin = standinForTests();

describe('refresh in switch mode', () => {
  it('sends Tenant-Id, Dept-Id and Role-Id of the session on the refresh_token grant', async () => {
    const c = createClients();
    await c.login();
    const user = c.storage.getUser()!;
    await c.http.refresh();
    const [refresh] = standin.calls('/oauth/token').filter((r) => r.params.get('grant_type') === 'refresh_token');
    expect(refresh.headers.get('tenant-id')).toBe('000000');
    expect(refresh.headers.get('dept-id')).toBe(user.deptId);
    expect(refresh.headers.get('role-id')).toBe(user.roleId);
    expect(user.roleId).not.toBe('');
  });
});
