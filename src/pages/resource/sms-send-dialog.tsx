import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../resources/resource/api';
import type { ActionDialogProps } from '../../resources/types';
import { ActionModal } from '../../crud/action-modal';
import { useActionDialog } from '../../crud/use-action-dialog';
import { useActionPost, withQuery } from '../../crud/use-action-post';
import { useDialogWords } from './dialog-words';
import { phoneList, phonesProblem } from './sms-phones';
import './sms-send-dialog.css';

type Param = { key?: string; value?: string };
type Values = { phones?: string; params?: Param[] };

/** The key/value rows as the JSON map Blade reads (`JsonUtil.readMap`); a row without a name is refused by the form. */
const paramsJson = (rows: Param[] = []) =>
  JSON.stringify(Object.fromEntries(rows.map((row) => [String(row.key ?? '').trim(), row.value ?? ''])));

/**
 * 发送 through an SMS config (Saber's 手机短信发送调试): `sms/endpoint/send-message` with the
 * row's code, the phones and the parameters as request params (`?code&phones&params`, no body:
 * Blade binds them with @RequestParam). A refused send keeps the dialog and what was typed.
 */
export default function SmsSendDialog({ rows, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const words = useDialogWords();
  const code = String(rows[0]?.smsCode ?? '');
  const [form] = Form.useForm<Values>();
  const dialog = useActionDialog(onDone);
  const { post, pending } = useActionPost();

  const checkPhones = (value: string | undefined) => {
    const problem = phonesProblem(value);
    return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
  };

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const url = withQuery(resourceApi.sendMessage, {
      code,
      phones: phoneList(values.phones).join(','),
      params: paramsJson(values.params),
    });
    // A message sent changes no config: nothing to refresh.
    if (await post(url, undefined, words.sent)) dialog.close();
  };

  return (
    <ActionModal
      dialog={dialog}
      title={words.sendTitle}
      width={600}
      okText={t('res.send')}
      confirmLoading={pending}
      maskClosable={false}
      onOk={send}
    >
      <Form form={form} layout="vertical" initialValues={{ params: [{ key: 'code', value: '' }] }}>
        <Form.Item label={t('res.code')}>
          <Input value={code} disabled />
        </Form.Item>
        <Form.Item
          name="phones"
          label={words.phones}
          extra={words.phonesHint}
          required
          rules={[{ validator: (_rule, value: string | undefined) => checkPhones(value) }]}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} placeholder="13800138000,13900139000" />
        </Form.Item>
        <Form.Item label={words.params} style={{ marginBottom: 0 }}>
          <Form.List name="params">
            {(fields, { add, remove }) => (
              <>
                {fields.map(({ key, name }) => (
                  <div key={key} className="sms-param">
                    <Form.Item
                      name={[name, 'key']}
                      rules={[{ required: true, whitespace: true, message: words.paramKeyRequired }]}
                    >
                      <Input placeholder={words.paramKey} aria-label={words.paramKey} />
                    </Form.Item>
                    <Form.Item name={[name, 'value']}>
                      <Input placeholder={words.paramValue} aria-label={words.paramValue} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined aria-hidden />}
                      aria-label={t('crud.delete')}
                      onClick={() => remove(name)}
                    />
                  </div>
                ))}
                <Form.Item>
                  <Button
                    type="dashed"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add({ key: '', value: '' })}
                    block
                  >
                    {words.addParam}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </ActionModal>
  );
}
