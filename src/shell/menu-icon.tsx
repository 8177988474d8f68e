import {
  AppstoreOutlined,
  AuditOutlined,
  CheckOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  ClusterOutlined,
  CodeOutlined,
  ContactsOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  HomeOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ExperimentOutlined,
  NotificationOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Server menus name their icon in `source` (Blade's iconfont names such as
// `iconfont iconicon_setting`). A keyword table maps them onto a small set of antd icons,
// so the bundle carries a couple of dozen icons instead of all of them.
const byKeyword: [RegExp, ComponentType][] = [
  [/setting|system/, SettingOutlined],
  // BladeX's own iconfont names (caidan 菜单, quanxian 权限, shuju 数据, biaodan 表单).
  [/menu|caidan/, MenuOutlined],
  [/principal/, UserOutlined],
  [/quanxian/, SafetyOutlined],
  [/shuju|biaodan/, BarChartOutlined],
  [/mobile|phone/, MobileOutlined],
  [/coinpurse|region|map/, EnvironmentOutlined],
  [/addresslist|param|list/, ProfileOutlined],
  [/boke|package|gift/, GiftOutlined],
  [/user|my|avatar/, UserOutlined],
  [/team|group|role/, TeamOutlined],
  [/dept|tree|cluster/, ClusterOutlined],
  [/dict|book/, BookOutlined],
  [/safe|secure|scope|lock/, SafetyOutlined],
  [/file|doc|log/, FileTextOutlined],
  [/folder|resource|oss/, FolderOutlined],
  [/data|database|datasource/, DatabaseOutlined],
  [/code|develop|gen/, CodeOutlined],
  [/flow|work|process/, DeploymentUnitOutlined],
  // BladeX's workflow menus, onto icons the sider already has (each new icon weighs on every
  // page): 流程管理 send, 模型 discovery, 部署 cloud_history, 跟踪 GPS (a place); 我的事务's 发起
  // compile, 待签 ding, 待办 savememo, 办结 dispose.
  [/send|compile/, DeploymentUnitOutlined],
  [/discovery/, ClusterOutlined],
  [/cloud/, ProfileOutlined],
  [/gps/, EnvironmentOutlined],
  [/ding/, AuditOutlined],
  [/savememo/, ProfileOutlined],
  [/dispose/, CheckOutlined],
  [/order|cart|shop/, ShoppingCartOutlined],
  [/expert|solution|service/, SolutionOutlined],
  [/org|bank|tenant/, BankOutlined],
  [/contact|customer|student/, ContactsOutlined],
  [/notice|message|sms/, NotificationOutlined],
  [/chat|consult/, MessageOutlined],
  [/audit|check/, AuditOutlined],
  [/chart|report|stat/, BarChartOutlined],
  [/question|help/, QuestionCircleOutlined],
  [/guide|read/, ReadOutlined],
  [/test|lab/, ExperimentOutlined],
  [/tool/, ToolOutlined],
  [/home|index|wel/, HomeOutlined],
];

export function MenuIcon({ source }: { source?: string }) {
  const key = (source ?? '').toLowerCase();
  const Icon = byKeyword.find(([pattern]) => pattern.test(key))?.[1] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
