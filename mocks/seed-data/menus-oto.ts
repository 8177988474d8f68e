import { crudButtons, type MenuSeed } from './menu-seed';
import { OTO_ROOT, otoScreens } from './oto-screens';

// 一对一业务 (issue 11): the business menu /oto, its screens and their buttons, from the data of
// oto-screens.ts. Appended after every other menu row, so no other menu id moves. A function,
// called where menus.ts lists its rows (the two files import each other).

export function otoMenuSeeds(): MenuSeed[] {
  const screens = otoScreens.map(({ code, name, path, source }, index): MenuSeed => ({
    code,
    parent: OTO_ROOT,
    name,
    alias: 'menu',
    path,
    source,
    sort: index + 1,
  }));
  const buttons = otoScreens.flatMap((screen) => [
    ...crudButtons(screen.code, screen.kinds),
    ...screen.extra.map(([suffix, name, source], index): MenuSeed => ({
      code: `${screen.code}_${suffix}`,
      parent: screen.code,
      name,
      alias: suffix,
      path: `/${screen.code}/${suffix}`,
      source,
      sort: screen.kinds.length + index + 1,
      category: 2,
    })),
  ]);
  return [
    { code: OTO_ROOT, name: '一对一业务', alias: 'menu', path: '/oto', source: 'iconfont icon-team', sort: 3 },
    ...screens,
    ...buttons,
  ];
}
