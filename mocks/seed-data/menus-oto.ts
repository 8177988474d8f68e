import { placed, screenButtons, type MenuPlace, type MenuSeed } from './menu-seed';
import { OTO_ROOT, otoScreens } from './oto-screens';

// 一对一业务: the business menu /oto, its screens and their buttons, from the data of
// oto-screens.ts (a screen that is an entity module brings its own rows, placed where it stood).
// Appended after every other menu row, so no other menu id moves.

export function otoMenuSeeds(): (MenuSeed | MenuPlace)[] {
  const screens = otoScreens.map((screen, index): MenuSeed | MenuPlace =>
    'entity' in screen
      ? placed(screen.entity, 'screen')
      : {
          code: screen.code,
          parent: OTO_ROOT,
          name: screen.name,
          alias: 'menu',
          path: screen.path,
          source: screen.source,
          sort: index + 1,
        },
  );
  const buttons = otoScreens.flatMap((screen): (MenuSeed | MenuPlace)[] =>
    'entity' in screen ? [placed(screen.entity, 'buttons')] : screenButtons(screen.code, screen.kinds, screen.extra),
  );
  return [
    { code: OTO_ROOT, name: '一对一业务', alias: 'menu', path: '/oto', source: 'iconfont icon-team', sort: 3 },
    ...screens,
    ...buttons,
  ];
}
