import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/providers/session-store';
import { SessionProvider } from '../../src/providers/session-context';
import { initI18n } from '../../src/providers/i18n';
import type { ResourceDef } from '../../src/resources/types';
import param from '../../src/resources/system/param';
import { ResourceRoute } from '../../src/shell/resource-route';

// A declaration with `page` is shown by its own component, still behind the menu's 403 rule.
const bespoke: ResourceDef = {
  ...param,
  name: 'bespoke-param',
  page: async () => ({ default: ({ def }: { def: ResourceDef }) => <p>bespoke page of {def.name}</p> }),
};

async function renderRoute(def: ResourceDef, menuPath: string) {
  await initI18n('zh');
  const store = createSessionStore();
  store.setMenus([{ id: '1', parentId: '0', code: 'param', name: '参数管理', path: menuPath, children: [] }]);
  const services = { store } as unknown as Parameters<typeof SessionProvider>[0]['value'];
  render(
    <MemoryRouter>
      <SessionProvider value={services}>
        <ResourceRoute def={def} />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('a resource route', () => {
  it('renders the page its declaration names, with the declaration', async () => {
    await renderRoute(bespoke, param.route);
    expect(await screen.findByText('bespoke page of bespoke-param')).toBeTruthy();
  });

  it('keeps the 403 rule for a bespoke page outside the menu', async () => {
    await renderRoute(bespoke, '/somewhere/else');
    expect(await screen.findByText('抱歉,你无权访问该页面')).toBeTruthy();
    expect(screen.queryByText(/bespoke page/)).toBeNull();
  });
});
