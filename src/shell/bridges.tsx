import { message } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { navigation } from '../providers/navigation';
import { toast } from '../providers/toast';
import { toastRegion } from './toast-region';

/** Hands the router's navigate and antd's themed message API to code outside React. */
export function Bridges() {
  const navigate = useNavigate();
  const [api, holder] = message.useMessage({ getContainer: toastRegion });
  useEffect(
    () =>
      navigation.bind((path) => {
        navigate(path, { replace: true });
      }),
    [navigate],
  );
  useEffect(() => toast.bind(api), [api]);
  return holder;
}
