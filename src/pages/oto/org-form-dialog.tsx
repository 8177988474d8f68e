import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionDialogProps } from '../../resources/types';
import { CitySelect } from './city-select';
import { OtoFormDialog, type SaveButton } from './oto-form-dialog';

// 机构管理's add and edit: the declared fields, the city picked among the chosen province's.
// One call (save) adds without an id and updates with one.

function OrgFormDialog({
  def,
  row,
  onDone,
}: {
  def: ActionDialogProps['def'];
  row?: BaseRecord;
  onDone: ActionDialogProps['onDone'];
}) {
  const { t } = useTranslation();
  const save: SaveButton = {
    key: 'save',
    label: row ? 'crud.update' : 'crud.save',
    endpoint: 'save',
    permission: row ? 'organization_edit' : 'organization_add',
    success: row ? 'crud.updateSuccess' : 'crud.addSuccess',
    primary: true,
  };
  return (
    <OtoFormDialog
      def={def}
      row={row}
      saves={[save]}
      controls={{ cityCode: <CitySelect /> }}
      extra={{ adminAccount: t('oto.org.adminAccountHint') }}
      onDone={onDone}
    />
  );
}

/** 新增 on the toolbar: a new organization (whatever rows are selected). */
export function OrgAddDialog({ def, onDone }: ActionDialogProps) {
  return <OrgFormDialog def={def} onDone={onDone} />;
}

/** 编辑 on a row. */
export function OrgEditDialog({ def, rows, onDone }: ActionDialogProps) {
  return <OrgFormDialog def={def} row={rows[0]} onDone={onDone} />;
}
