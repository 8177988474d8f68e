import { useTranslation } from 'react-i18next';
import { otoApi } from '../../resources/oto/api';
import { AUDIT } from '../../resources/oto/expert-fields';
import { OrgSelect } from './org-select';
import { addAndEdit, declaredSave, OtoFormDialog, type OtoFormProps, type SaveButton } from './oto-form-dialog';

// 机构专家's add and edit, with two saves: 保存草稿 keeps the expert as it is (a new one as a
// draft; the declared add-org-expert, or update-org-expert with its id) and 保存并提交审核 saves and sends it
// for audit (add-submit-org-expert). An expert waiting for audit or approved is not submitted
// again from here (an approved one would stop taking orders until audited again).

function OrgExpertFormDialog({ def, row, onDone }: OtoFormProps) {
  const { t } = useTranslation();
  const status = row ? String(row.auditStatus) : AUDIT.draft;
  const submittable = status === AUDIT.draft || status === AUDIT.rejected;
  const saves: SaveButton[] = [
    {
      key: 'draft',
      label: submittable ? 'oto.common.saveDraft' : 'crud.save',
      url: declaredSave(def, row),
      permission: row ? 'org_expert_edit' : 'org_expert_add',
      success: submittable ? 'oto.common.draftSaved' : 'crud.updateSuccess',
      primary: !submittable,
    },
    ...(submittable
      ? [
          {
            key: 'submit',
            label: 'oto.common.saveSubmit',
            url: otoApi.orgExpert.addSubmit,
            permission: 'org_expert_submit',
            success: 'oto.common.submitted',
            primary: true,
          },
        ]
      : []),
  ];
  const rejection =
    status === AUDIT.rejected && row?.auditReason
      ? t('oto.expert.rejectedHint', { reason: String(row.auditReason) })
      : null;
  return (
    <OtoFormDialog
      def={def}
      row={row}
      saves={saves}
      controls={{ orgId: <OrgSelect /> }}
      intro={
        submittable ? (
          <>
            {rejection && <div>{rejection}</div>}
            <div>{t('oto.expert.draftHint')}</div>
          </>
        ) : undefined
      }
      onDone={onDone}
    />
  );
}

export const { AddDialog: OrgExpertAddDialog, EditDialog: OrgExpertEditDialog } = addAndEdit(OrgExpertFormDialog);
