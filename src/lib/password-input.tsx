import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Input, type GetProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** antd's password input, its show/hide eye named in the user's language (antd's says "eye-invisible"). */
export function PasswordInput(props: GetProps<typeof Input.Password>) {
  const { t } = useTranslation();
  return (
    <Input.Password
      {...props}
      iconRender={(visible) =>
        visible ? (
          <EyeOutlined aria-label={t('crud.hidePassword')} />
        ) : (
          <EyeInvisibleOutlined aria-label={t('crud.showPassword')} />
        )
      }
    />
  );
}
