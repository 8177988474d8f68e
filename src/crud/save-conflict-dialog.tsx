import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldDifference } from './save-conflict';
import type { SaveConflict } from './use-save-conflict';

type Props = {
  /** The change waiting for a choice; none: nothing shown. */
  pending: SaveConflict | null;
  /** The change last reloaded into the form: what was typed before stays listed above the form. */
  reloaded: SaveConflict | null;
  cancel: () => void;
  reload: () => void;
  overwrite: () => void;
};

/** 已被 张三 于 2026-03-01 10:00:00 修改: who and when, as much as the server said. */
function useChangeText() {
  const { t } = useTranslation();
  return (change: SaveConflict) =>
    t(
      change.set
        ? 'crud.conflict.setChanged'
        : change.who
          ? change.updateTime
            ? 'crud.conflict.byAt'
            : 'crud.conflict.by'
          : change.updateTime
            ? 'crud.conflict.at'
            : 'crud.conflict.changed',
      {
        who: change.who,
        when: change.updateTime,
      },
    );
}

function Differences({ change, theirs }: { change: SaveConflict; theirs: string }) {
  const { t } = useTranslation();
  const rows: FieldDifference[] = change.differences;
  if (rows.length === 0) return null;
  const [field, typed, server] = change.set
    ? [t('crud.conflict.setItem'), t('crud.conflict.removedSince'), t('crud.conflict.addedSince')]
    : [t('crud.conflict.field'), t('crud.conflict.yours'), theirs];
  return (
    <Table
      className="save-conflict-fields"
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={rows}
      columns={[
        { title: field, dataIndex: 'label', width: 140, render: (label: string) => t(label) },
        { title: typed, dataIndex: 'typed' },
        { title: server, dataIndex: 'server' },
      ]}
    />
  );
}

/**
 * What an edit dialog shows when its record changed on the server since it was opened: a dialog
 * asking what to do (重新载入 / 覆盖保存 / 取消), and after a reload a note above the form with what
 * had been typed, so nothing typed is lost from view.
 */
export function SaveConflictDialog({ pending, reloaded, cancel, reload, overwrite }: Props) {
  const { t } = useTranslation();
  const changeText = useChangeText();
  return (
    <>
      {reloaded && (
        <Alert
          className="save-conflict-reloaded"
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t(reloaded.set ? 'crud.conflict.setReloaded' : 'crud.conflict.reloaded', {
            change: changeText(reloaded),
          })}
          description={<Differences change={reloaded} theirs={t('crud.conflict.loaded')} />}
        />
      )}
      <Modal
        open={!!pending}
        title={t(pending?.set ? 'crud.conflict.setTitle' : 'crud.conflict.title')}
        width={640}
        maskClosable={false}
        onCancel={cancel}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={cancel}>
            {t('crud.cancel')}
          </Button>,
          <Button key="reload" onClick={reload}>
            {t('crud.conflict.reload')}
          </Button>,
          <Button key="overwrite" type="primary" danger onClick={overwrite}>
            {t('crud.conflict.overwrite')}
          </Button>,
        ]}
      >
        {pending && (
          <>
            <p>{t('crud.conflict.message', { change: changeText(pending) })}</p>
            <Differences change={pending} theirs={t('crud.conflict.theirs')} />
            <p style={{ marginTop: 12 }}>{t(pending.set ? 'crud.conflict.setChoose' : 'crud.conflict.choose')}</p>
          </>
        )}
      </Modal>
    </>
  );
}
