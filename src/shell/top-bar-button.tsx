import { Badge, Button, Tooltip, type BadgeProps, type ButtonProps } from 'antd';

type Props = Pick<ButtonProps, 'icon' | 'onClick'> & { label: string; testId?: string; badge?: BadgeProps };

/** A top-bar icon button, named by its tooltip and, in the same words, to a screen reader. */
export function TopBarButton({ label, icon, onClick, testId, badge }: Props) {
  const button = <Button type="text" icon={icon} aria-label={label} data-testid={testId} onClick={onClick} />;
  return <Tooltip title={label}>{badge ? <Badge {...badge}>{button}</Badge> : button}</Tooltip>;
}
