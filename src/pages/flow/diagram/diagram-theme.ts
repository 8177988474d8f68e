import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

// The diagram in the console's colours (light or dark theme): bpmn-js draws shapes with the
// renderer's defaults, and its palette, pads and menus read the --bio-* variables, which
// flow-diagram.css points at these.

/** bpmn-js's renderer config: shapes filled like a card, strokes and labels in the text colour. */
export const rendererColours = (token: GlobalToken) => ({
  defaultFillColor: token.colorBgContainer,
  defaultStrokeColor: token.colorText,
  defaultLabelColor: token.colorText,
});

/** The CSS variables of the diagram's box: the marks, and the surfaces of bpmn-js's own controls. */
export const diagramStyle = (token: GlobalToken): CSSProperties =>
  ({
    '--flow-success': token.colorSuccess,
    '--flow-success-bg': token.colorSuccessBg,
    '--flow-primary': token.colorPrimary,
    '--flow-primary-bg': token.colorPrimaryBg,
    '--flow-warn': token.colorWarning,
    '--flow-surface': token.colorBgContainer,
    '--flow-surface-overlay': token.colorBgElevated,
    '--flow-surface-subtle': token.colorFillAlter,
    '--flow-surface-medium': token.colorFillSecondary,
    '--flow-text': token.colorText,
    '--flow-text-subtle': token.colorTextSecondary,
    '--flow-text-subtlest': token.colorTextTertiary,
    '--flow-border': token.colorBorder,
    '--flow-border-subtle': token.colorBorderSecondary,
    '--flow-accent': token.colorPrimary,
    '--flow-accent-bg': token.colorPrimaryBg,
    '--flow-danger': token.colorError,
    '--flow-radius': `${token.borderRadius}px`,
  }) as CSSProperties;
