import { Input } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { FieldControlProps, FieldDef } from '../../resources/types';

// A declared field's own form control (`FieldDef.control`): one lazy component per declaration,
// made once, so its chunk loads with the first form that shows it.
type Loader = NonNullable<FieldDef['control']>;
const loaded = new WeakMap<Loader, LazyExoticComponent<ComponentType<FieldControlProps>>>();

const componentOf = (loader: Loader) => {
  let component = loaded.get(loader);
  if (!component) {
    component = lazy(loader);
    loaded.set(loader, component);
  }
  return component;
};

/** The field's own control (it must declare `control`), with a disabled input while it loads. */
export function OwnControl(props: FieldControlProps) {
  const { control } = props.field;
  if (!control) return null;
  const Control = componentOf(control);
  return (
    <Suspense fallback={<Input disabled />}>
      <Control {...props} />
    </Suspense>
  );
}
