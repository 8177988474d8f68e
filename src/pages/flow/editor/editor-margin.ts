import type { FitMargin } from '../diagram/diagram-zoom';

/** The editor's margin around a fitted diagram: bpmn-js's palette takes the canvas's left. */
export const EDITOR_MARGIN: FitMargin = { top: 32, right: 32, bottom: 32, left: 120 };
