import type { BaseRecord } from '@refinedev/core';
import { Card, Col, Empty, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDef } from '../../resources/types';
import '../../crud/crud-page.css';
import './dict-page.css';
import { DictTable } from './dict-table';
import { PageTitle } from '../../shell/page-title';

/**
 * Where a dictionary's entries show: in a dialog over the list (Saber's 字典管理), beside it
 * (/dict-horizontal/index) or under it (/dict-vertical/index).
 */
export type DictLayout = 'dialog' | 'horizontal' | 'vertical';

/** The dictionaries and, for the one picked, its entries. */
export function DictScreen({ def, layout }: { def: ResourceDef; layout: DictLayout }) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<BaseRecord>();
  const entriesTitle = parent
    ? t('dictionary.itemsOf', { name: parent.dictValue, code: parent.code })
    : t('dictionary.itemName');
  const parents = <DictTable def={def} selectedId={parent?.id} onConfigure={setParent} />;
  // Keyed by the parent: another dictionary starts with its own search and selection.
  const entries = parent ? (
    <DictTable key={String(parent.id)} def={def} parent={parent} />
  ) : (
    <Empty description={t('dictionary.pickParent')} />
  );

  if (layout === 'dialog') {
    return (
      <Card className="crud-page dict-page" variant="borderless" title={<PageTitle>{t(def.label)}</PageTitle>}>
        {parents}
        <Modal
          open={!!parent}
          title={entriesTitle}
          width={1100}
          footer={null}
          onCancel={() => setParent(undefined)}
          destroyOnHidden
        >
          {entries}
        </Modal>
      </Card>
    );
  }
  const span = layout === 'horizontal' ? 12 : 24;
  return (
    <Row className={`dict-page dict-${layout}`} gutter={[16, 16]}>
      <Col span={span}>
        <Card className="crud-page" variant="borderless" title={<PageTitle>{t(def.label)}</PageTitle>}>
          {parents}
        </Card>
      </Col>
      <Col span={span}>
        <Card className="crud-page" variant="borderless" title={entriesTitle}>
          {entries}
        </Card>
      </Col>
    </Row>
  );
}
