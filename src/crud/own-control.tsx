import { Input } from 'antd';
import { Suspense, use, type ComponentType } from 'react';
import type { FieldControlProps, FieldDef } from '../resources/types';

// A declared field's own form control (`FieldDef.control`): its module is asked for once per
// declaration, so its chunk loads with the first form that shows it and every later form has it.
type Loader = NonNullable<FieldDef['control']>;
type ControlModule = { default: ComponentType<FieldControlProps> };
const modules = new WeakMap<Loader, Promise<ControlModule>>();

const moduleOf = (loader: Loader) => {
  let loading = modules.get(loader);
  if (!loading) {
    loading = loader();
    modules.set(loader, loading);
  }
  return loading;
};

/** The control its module exports (the same component every render: the module's own). */
function LoadedControl({ loader, ...props }: FieldControlProps & { loader: Loader }) {
  const { default: Control } = use(moduleOf(loader));
  return <Control {...props} />;
}

/** The field's own control (it must declare `control`), with a disabled input while it loads. */
export function OwnControl(props: FieldControlProps) {
  const { control } = props.field;
  if (!control) return null;
  return (
    <Suspense fallback={<Input disabled />}>
      <LoadedControl loader={control} {...props} />
    </Suspense>
  );
}
