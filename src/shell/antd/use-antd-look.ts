import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { useContext, type ReactElement } from 'react';

/** Class names joined as antd joins them: the ones given, in order, without the empty ones. */
export const classList = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** An antd component's style hook (`antd/es/<component>/style`). */
type UseStyle = (
  prefixCls: string,
  rootCls?: string,
) => readonly [(node: ReactElement) => ReactElement, string, string];

/**
 * What markup drawn in an antd component's likeness (the first frame's faces) needs to look like
 * it: the component's class prefix, the classes antd puts on its root, and `wrap`, which registers
 * the component's CSS variables as antd's own does when it is drawn (its rules, extracted at build
 * time, read them).
 */
export function useAntdLook(component: string, useStyle: UseStyle) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls(component);
  const rootCls = useCSSVarCls(prefix);
  const [wrap, hashId, cssVarCls] = useStyle(prefix, rootCls);
  return { prefix, classes: classList(hashId, cssVarCls, rootCls), wrap };
}
