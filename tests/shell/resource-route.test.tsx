import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../src/providers/session-store';
import { SessionProvider } from '../../src/providers/session-context';
import { initI18n } from '../../src/providers/i18n';
import type { ResourceDef } from '../../src/resources/types';
import param from '../../src/resources/system/param';
import { ResourceRoute, SectionLanding } from '../../src/shell/resource-route';

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

// /oto opens 专家管理 (spec §2); a user whose menu lacks it lands on their first page of the section.
async function renderLanding(paths: string[]) {
  await initI18n('zh');
  const store = createSessionStore();
  store.setMenus([
    { id: '9', parentId: '0', code: 'wel', name: '首页', path: '/wel/index', children: [] },
    {
      id: '1',
      parentId: '0',
      code: 'oto',
      name: '一对一业务',
      path: '/oto',
      children: paths.map((path, index) => ({
        id: `1${index}`,
        parentId: '1',
        code: path,
        name: path,
        path,
        children: [],
      })),
    },
  ]);
  const services = { store } as unknown as Parameters<typeof SessionProvider>[0]['value'];
  const pages = ['/oto/organization', '/oto/expert', '/oto/org-expert', '/oto/org-order'];
  render(
    <MemoryRouter initialEntries={['/oto']}>
      <SessionProvider value={services}>
        <Routes>
          <Route path="/oto" element={<SectionLanding section="/oto" prefer="/oto/expert" />} />
          {pages.map((path) => (
            <Route key={path} path={path} element={<p>page {path}</p>} />
          ))}
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('a section’s bare path', () => {
  it('opens /oto/expert when the menu holds it, even when another page comes first', async () => {
    await renderLanding(['/oto/organization', '/oto/expert', '/oto/org-expert']);
    expect(await screen.findByText('page /oto/expert')).toBeTruthy();
  });

  it('opens the first /oto page of a menu without /oto/expert (an organization’s staff)', async () => {
    await renderLanding(['/oto/org-expert', '/oto/org-order']);
    expect(await screen.findByText('page /oto/org-expert')).toBeTruthy();
  });

  it('is 403 for a menu with no /oto page', async () => {
    await renderLanding([]);
    expect(await screen.findByText('抱歉,你无权访问该页面')).toBeTruthy();
  });
});
