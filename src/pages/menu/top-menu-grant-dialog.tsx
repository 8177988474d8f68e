import { useCustom, useCustomMutation } from '@refinedev/core';
import { Modal, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import type { ActionDialogProps } from '../../resources/types';
import { GrantTree } from '../role/grant-tree';
import { leafKeys, withAncestorKeys, type GrantNode } from '../role/grant-values';

const base = `/${config.services.management}`;

/**
 * 菜单配置: the menus a top menu groups (`menu/grant-top-tree`), pre-checked with its current ones
 * (`menu/top-tree-keys`), saved with `topmenu/grant`.
 */
export default function TopMenuGrantDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const topMenuIds = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const tree = useCustom<{ menu: GrantNode[] }>({
    url: `${base}/menu/grant-top-tree`,
    method: 'get',
    errorNotification: false,
  });
  const keys = useCustom<{ menu: string[] }>({
    url: `${base}/menu/top-tree-keys`,
    method: 'get',
    config: { query: { topMenuIds: topMenuIds.join(',') } },
    queryOptions: { gcTime: 0 },
    errorNotification: false,
  });
  const loaded =
    tree.result.data && keys.result.data && !tree.query.isFetching && !keys.query.isFetching
      ? { nodes: tree.result.data.menu ?? [], keys: keys.result.data.menu ?? [] }
      : null;
  const [edited, setEdited] = useState<string[]>();
  const checked = edited ?? (loaded ? leafKeys(loaded.keys, loaded.nodes) : []);
  const { mutateAsync, mutation } = useCustomMutation();

  const save = async () => {
    if (!loaded) return;
    await mutateAsync({
      url: `${base}/topmenu/grant`,
      method: 'post',
      values: { topMenuIds, menuIds: withAncestorKeys(checked, loaded.nodes) },
      successNotification: () => ({ message: t('crud.success'), type: 'success' }),
      errorNotification: false,
    })
      .then(() => onDone(true))
      .catch(() => undefined);
  };

  return (
    <Modal
      open
      title={t('topMenu.settingTitle')}
      width={480}
      maskClosable={false}
      okText={t('crud.ok')}
      cancelText={t('crud.cancel')}
      okButtonProps={{ disabled: !loaded }}
      confirmLoading={mutation.isPending}
      onOk={save}
      onCancel={() => onDone(false)}
    >
      <Typography.Text type="secondary">
        {t('role.grantFor', { names: rows.map((row) => row.name).join('、') })}
      </Typography.Text>
      {loaded ? (
        <GrantTree label={t('topMenu.setting')} nodes={loaded.nodes} checked={checked} onChange={setEdited} />
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}
