import { SearchOutlined } from '@ant-design/icons';
import {
  KBarAnimator,
  KBarPortal,
  KBarPositioner,
  KBarProvider,
  KBarResults,
  useKBar,
  useMatches,
  useRegisterActions,
  VisualState,
  type Action,
} from '@refinedev/kbar';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuTarget } from '../../providers/menu-types';
import { useSessionState } from '../../providers/session-context';
import { MenuIcon } from '../menu-icon';
import { matchMenus } from './menu-matches';
import { PaletteSearch } from './palette-search';

/** Registers, for the text typed so far, the leaf menus whose name starts with it. */
function MenuActions() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { menus } = useSessionState();
  const { searchQuery, showing, query } = useKBar((state) => ({
    searchQuery: state.searchQuery,
    showing: state.visualState === VisualState.showing || state.visualState === VisualState.animatingIn,
  }));
  // Every opening starts from an empty query with the caret in the box, however it was opened
  // (a click on the top-bar box would otherwise keep the focus on that button). kbar's `query`
  // is the same object for the provider's life, so only a change of `showing` acts.
  useEffect(() => {
    if (!showing) query.setSearch('');
    else requestAnimationFrame(() => query.getInput()?.focus());
  }, [showing, query]);
  // useNavigate answers a new function after every navigation; the actions call the latest one
  // through a ref, so a navigation does not rebuild (and re-register) them.
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  }, [navigate]);
  // Closed, the palette registers nothing: a navigation or a menu change costs it no work.
  const actions = useMemo<Action[]>(
    () =>
      showing
        ? matchMenus(menus ?? [], searchQuery, t, i18n.language).map(({ item, label, trail }) => ({
            id: `menu-${item.id}`,
            name: label,
            subtitle: trail,
            icon: <MenuIcon source={item.source} />,
            perform: () => go.current(menuTarget(item)),
          }))
        : [],
    [showing, menus, searchQuery, t, i18n.language],
  );
  useRegisterActions(actions, [actions]);
  return null;
}

function Results() {
  const { t } = useTranslation();
  const { results } = useMatches();
  if (results.length === 0) return <div className="palette-empty">{t('search.empty')}</div>;
  return (
    <KBarResults
      items={results}
      onRender={({ item, active }) =>
        typeof item === 'string' ? (
          <div className="palette-section">{item}</div>
        ) : (
          <div className={`palette-item${active ? ' is-active' : ''}`} data-testid="palette-item">
            <span className="palette-icon">{item.icon}</span>
            <span className="palette-name">{item.name}</span>
            {item.subtitle && <span className="palette-trail">{item.subtitle}</span>}
          </div>
        )
      }
    />
  );
}

/** The menu search palette (spec §2): Ctrl/Cmd+K or the top-bar box opens it, Esc closes it. */
export function MenuSearchProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <KBarProvider options={{ disableScrollbarManagement: true }}>
      <MenuActions />
      <KBarPortal>
        <KBarPositioner className="palette-backdrop">
          <KBarAnimator className="palette" aria-label={t('search.title')}>
            <div className="palette-search">
              <SearchOutlined />
              <PaletteSearch placeholder={t('search.placeholder')} />
            </div>
            <Results />
          </KBarAnimator>
        </KBarPositioner>
      </KBarPortal>
      {children}
    </KBarProvider>
  );
}

/** The search box in the top bar; it opens the palette. */
export function MenuSearchBox() {
  const { t } = useTranslation();
  const { query } = useKBar();
  const mac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
  return (
    <button type="button" className="menu-search-box" onClick={() => query.toggle()} data-testid="menu-search">
      <SearchOutlined />
      <span>{t('search.placeholder')}</span>
      <kbd>{mac ? '⌘K' : 'Ctrl K'}</kbd>
    </button>
  );
}
