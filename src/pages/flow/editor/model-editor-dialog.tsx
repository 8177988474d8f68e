import { useCustom, useCustomMutation, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Col, Form, Input, Modal, Row, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flowApi } from '../../../resources/flow/api';
import type { ActionDialogProps } from '../../../resources/types';
import { useDiscardGuard } from '../../../crud/use-discard-guard';
import { fill } from '../../develop/develop-words';
import { useFlowDiagramWords } from '../diagram/diagram-words';
import { ID_PATTERN } from './element-props';
import { emptyProcessXml, NEW_PROCESS_ID } from './empty-process';
import { ModelEditor, type ModelEditorHandle } from './model-editor';
import { useWarnBeforeUnload } from '../../../crud/use-warn-before-unload';

/** BX34 FlowModel, the parts the editor reads. */
type Model = { id?: string; name?: string; modelKey?: string; description?: string; modelEditorXml?: string };
type Fields = { name: string; modelKey: string; description?: string };
type Submit = Fields & { id?: string; modelEditorXml: string };

// The dialog's chrome (title, the fields row, the toolbar, the footer) around the canvas.
const editorHeight = () => Math.max(360, window.innerHeight - 300);

/**
 * 创建 / 编辑 a process model: its name, key and description, and its diagram in the BPMN editor,
 * saved with model/submit (BX34). `rows[0]` is the model to edit (its XML from model/detail); no
 * row is a new model, starting from an empty process whose id becomes the model's key. A refused
 * save keeps the dialog and everything in it (the request layer says why); closing with changes
 * asks first.
 */
export default function ModelEditorDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const words = useFlowDiagramWords().editor;
  const [form] = Form.useForm<Fields>();
  const editor = useRef<ModelEditorHandle>(null);
  const modelId = rows[0]?.id === undefined ? undefined : String(rows[0].id);
  const isNew = modelId === undefined;
  const [open, setOpen] = useState(true);
  const [ready, setReady] = useState(false);
  const [changed, setChanged] = useState(false);
  const [height] = useState(editorHeight);
  const saved = useRef(false);
  // What a save gave the process from the model's fields (its id and name), to follow them again.
  const adopted = useRef({ id: '', name: '' });
  const modelKey = Form.useWatch('modelKey', form);

  const { result, query } = useCustom<Model>({
    url: flowApi.modelDetail,
    method: 'get',
    config: { query: { id: modelId } },
    queryOptions: { enabled: !isNew, gcTime: 0, staleTime: 0, refetchOnWindowFocus: false },
    errorNotification: false,
  });
  const model = isNew ? undefined : result.data;
  const loaded = isNew || !!model;
  // Computed once per model: a new string would load the editor again, throwing edits away.
  const xml = useMemo(() => {
    if (isNew) return emptyProcessXml();
    if (!model) return undefined;
    if (model.modelEditorXml) return model.modelEditorXml;
    const key = model.modelKey ?? '';
    return emptyProcessXml({ id: ID_PATTERN.test(key) ? key : NEW_PROCESS_ID, name: model.name });
  }, [isNew, model]);
  useEffect(() => {
    if (!model) return;
    // setFieldsValue would mark each field touched (rc-field-form counts an outside change as a
    // touch), and 取消 would then ask about changes nobody made: filled as untouched instead.
    const loaded = { name: model.name ?? '', modelKey: model.modelKey ?? '', description: model.description ?? '' };
    form.setFields(
      (Object.entries(loaded) as [keyof Fields, string][]).map(([name, value]) => ({ name, value, touched: false })),
    );
  }, [model, form]);

  useWarnBeforeUnload(changed);

  const close = () => setOpen(false);
  const requestClose = useDiscardGuard(() => form.isFieldsTouched() || !!editor.current?.isDirty(), close);

  const { mutateAsync, mutation } = useCustomMutation<BaseRecord, HttpError, Submit>();
  const submit = async () => {
    const fields = await form.validateFields().catch(() => undefined);
    const current = editor.current;
    if (!fields || !current) return;
    const process = current.process();
    // A new model's process takes the model's key (deploying makes the process key of it) and,
    // unnamed, the model's name; again after a refused save and a new key or name.
    const adopt = adopted.current;
    if (
      isNew &&
      process &&
      (process.id === NEW_PROCESS_ID || process.id === adopt.id) &&
      process.id !== fields.modelKey &&
      !current.idTaken(fields.modelKey)
    ) {
      current.updateProcess({ id: fields.modelKey });
      adopt.id = fields.modelKey;
    }
    if (process && (!process.name || process.name === adopt.name) && process.name !== fields.name) {
      current.updateProcess({ name: fields.name });
      adopt.name = fields.name;
    }
    const modelEditorXml = await current.saveXML();
    const values: Submit = {
      ...(modelId ? { id: modelId } : {}),
      name: fields.name,
      modelKey: fields.modelKey,
      description: fields.description ?? '',
      modelEditorXml,
    };
    const ok = await mutateAsync({
      url: flowApi.modelSubmit,
      method: 'post',
      values,
      successNotification: () => ({ message: words.saved, type: 'success' }),
    })
      .then(() => true)
      .catch(() => false);
    if (ok) {
      saved.current = true;
      close();
    }
  };

  const keyRules = [
    { required: true, whitespace: true, message: words.modelKeyRequired },
    ...(isNew ? [{ pattern: ID_PATTERN, message: words.modelKeyPattern }] : []),
  ];
  return (
    <Modal
      open={open}
      className="model-editor-dialog"
      title={isNew ? words.createTitle : fill(words.editTitle, { name: model?.name ?? '' })}
      width="96vw"
      style={{ top: 16, maxWidth: 1800 }}
      maskClosable={false}
      onCancel={requestClose}
      afterClose={() => onDone(saved.current)}
      footer={[
        <Button key="close" onClick={requestClose}>
          {t('crud.cancel')}
        </Button>,
        <Button key="save" type="primary" disabled={!ready} loading={mutation.isPending} onClick={() => void submit()}>
          {words.save}
        </Button>,
      ]}
    >
      {query.isError ? (
        <Alert type="error" showIcon message={words.loadFailed} description={query.error?.message} />
      ) : !loaded || !xml ? (
        <Spin>
          <div style={{ height: height + 100 }} />
        </Spin>
      ) : (
        <>
          <Form form={form} layout="vertical" onValuesChange={() => setChanged(true)}>
            <Row gutter={16}>
              <Col xs={24} md={6}>
                <Form.Item
                  name="name"
                  label={words.name}
                  rules={[{ required: true, whitespace: true, message: words.nameRequired }]}
                >
                  <Input maxLength={255} data-testid="model-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={6}>
                <Form.Item name="modelKey" label={words.modelKey} tooltip={words.modelKeyHint} rules={keyRules}>
                  <Input maxLength={255} disabled={!isNew} data-testid="model-key" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="description" label={words.description}>
                  <Input maxLength={4000} data-testid="model-description" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          {model && !model.modelEditorXml && (
            <Alert className="model-editor-notice" type="warning" showIcon message={words.noXml} />
          )}
          <ModelEditor
            ref={editor}
            xml={xml}
            height={height}
            fileName={`${modelKey || model?.modelKey || 'process'}.bpmn20.xml`}
            onStatus={(status) => setReady(status === 'ready')}
            onDirtyChange={(dirty) => dirty && setChanged(true)}
          />
        </>
      )}
    </Modal>
  );
}
