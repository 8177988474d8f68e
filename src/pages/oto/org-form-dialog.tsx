import { useTranslation } from 'react-i18next';
import { CitySelect } from './city-select';
import { addAndEdit, OtoFormDialog, saveOrUpdate, type OtoFormProps } from './oto-form-dialog';

// 机构管理's add and edit: the declared fields, the city picked among the chosen province's.
// One call (save) adds without an id and updates with one.

function OrgFormDialog({ def, row, onDone }: OtoFormProps) {
  const { t } = useTranslation();
  return (
    <OtoFormDialog
      def={def}
      row={row}
      saves={[saveOrUpdate(def, row, 'organization')]}
      controls={{ cityCode: <CitySelect /> }}
      extra={{ adminAccount: t('oto.org.adminAccountHint') }}
      onDone={onDone}
    />
  );
}

export const { AddDialog: OrgAddDialog, EditDialog: OrgEditDialog } = addAndEdit(OrgFormDialog);
